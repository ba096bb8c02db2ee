/**
 * The site's pages, for the checks that walk every one of them (axe, the pseudo-locale run,
 * WCAG 2.2's measurements): one list, so a page added to the site is added to every check.
 */

/** Every page a signed-out visitor can open, each also under /es. */
export const publicPages = [
  '/',
  '/about',
  '/mission',
  '/impact',
  '/involved',
  '/store',
  '/product/1',
  '/cart',
  '/checkout',
  '/donate',
  '/volunteer',
  '/program',
  '/sponsor',
  '/ai-storytelling',
  '/auth',
  '/forgot-password',
  '/sign-in-link',
  '/giving-statement',
  '/resources/building-a-3d-puzzle-with-your-child',
  '/privacy',
  '/privacy-request',
  '/terms',
  '/cookies',
  '/accessibility',
]

/** The not-found page: its address answers 404, as it should. */
export const missingPage = '/no-such-page'

/** The pages of a signed-in member (an account from `registerAccount`). */
export const memberPages = ['/community', '/community?tab=forum', '/account', '/share']

/** The same page in Spanish. */
export const spanish = (path: string) => (path === '/' ? '/es' : `/es${path}`)
