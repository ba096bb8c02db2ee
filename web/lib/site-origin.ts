let serverOrigin: string | undefined

/**
 * The site's public origin for canonical URLs, Open Graph and structured data: PUBLIC_ORIGIN on
 * the server (set by the page renderer), the page's own origin in the browser (the site is
 * served from PUBLIC_ORIGIN, so both agree).
 */
export function siteOrigin(): string {
  return serverOrigin ?? window.location.origin
}

/** The server's origin for the pages it renders (web/entry-server.tsx). */
export function setServerOrigin(origin: string) {
  serverOrigin = origin
}
