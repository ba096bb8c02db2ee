/**
 * The site's public origin for canonical URLs, Open Graph and structured data. In the browser it
 * is the page's own origin (the site is served from PUBLIC_ORIGIN).
 */
export function siteOrigin(): string {
  return window.location.origin
}
