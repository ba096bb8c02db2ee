import { baseLocale, type Locale, languageTag, locales, localizedPath } from '#core/locale'
import type { Database } from '../../db/client'
import { createRouter } from '../app-env'
import { escapeHtml } from '../lib/escape-html'
import { listProducts } from '../shop'

/** The public pages a search engine should know (issue 16); products are added from the catalogue. */
export const publicPaths = [
  '/',
  '/about',
  '/impact',
  '/mission',
  '/store',
  '/ai-storytelling',
  '/volunteer',
  '/program',
  '/donate',
  '/involved',
  '/sponsor',
  '/privacy',
  '/terms',
  '/cookies',
  '/accessibility',
] as const

/**
 * GET /robots.txt naming the sitemap, and GET /sitemap.xml: every public page and every product
 * on sale, in English and in Spanish, at PUBLIC_ORIGIN (never the request's Host).
 */
export function siteRoutes(db: Database, origin: string) {
  return (
    createRouter()
      // Browsers ask for /favicon.ico when a page has no icon link (briefly, while the browser
      // renders the offline shell's head): the site's icon is an SVG.
      .get('/favicon.ico', (c) => c.redirect('/favicon.svg', 301))
      .get('/robots.txt', (c) => {
        return c.text(
          ['User-agent: *', 'Allow: /', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n'),
          200,
          {
            'Cache-Control': 'public, max-age=3600',
          },
        )
      })
      .get('/sitemap.xml', async (c) => {
        const products = await listProducts(db, 'en')
        const paths = [...publicPaths, ...products.map((product) => `/product/${product.id}`)]
        // Each page in each language, each entry naming all of them (decision 077).
        const at = (path: string, locale: Locale) =>
          escapeHtml(`${origin}${localizedPath(path, locale)}`)
        const urls = paths.flatMap((path) =>
          locales.map((locale) =>
            [
              `  <url><loc>${at(path, locale)}</loc>`,
              ...locales.map(
                (each) =>
                  `<xhtml:link rel="alternate" hreflang="${languageTag[each]}" href="${at(path, each)}"/>`,
              ),
              `<xhtml:link rel="alternate" hreflang="x-default" href="${at(path, baseLocale)}"/>`,
              '</url>',
            ].join(''),
          ),
        )
        const xml = [
          '<?xml version="1.0" encoding="UTF-8"?>',
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
          ...urls,
          '</urlset>',
          '',
        ].join('\n')
        return c.body(xml, 200, {
          'Content-Type': 'application/xml; charset=utf-8',
          'Cache-Control': 'public, max-age=3600',
        })
      })
  )
}
