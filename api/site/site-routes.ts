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
] as const

/**
 * GET /robots.txt naming the sitemap, and GET /sitemap.xml: every public page and every product
 * on sale, at PUBLIC_ORIGIN (never the request's Host).
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
        const products = await listProducts(db)
        const paths = [...publicPaths, ...products.map((product) => `/product/${product.id}`)]
        const urls = paths.map(
          (path) => `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`,
        )
        const xml = [
          '<?xml version="1.0" encoding="UTF-8"?>',
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
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
