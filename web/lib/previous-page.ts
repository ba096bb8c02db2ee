import type { AnyRouter } from '@tanstack/react-router'

let previous = ''

/**
 * Remembers, in the browser, the page the visitor was on before each move within the site: a
 * client-side navigation leaves `document.referrer` as it was when the site was opened.
 */
export function trackPreviousPage(router: AnyRouter) {
  // Before the move, not once it is done: the new page's components mount, and ask, first.
  router.subscribe('onBeforeNavigate', ({ fromLocation, pathChanged }) => {
    if (pathChanged && fromLocation) previous = `${fromLocation.pathname}${fromLocation.searchStr}`
  })
}

/** The page (path and search) the visitor came from within the site, or '' if none. */
export function previousPage() {
  return previous
}
