import type { PageRenderer } from '../api/site/server-render'

/**
 * The site's real pages rendered from source (web/entry-server.tsx) rather than from a build:
 * the same documents without the build's script and stylesheet tags. Its first render of each
 * page compiles that page's modules, which takes seconds; later ones take milliseconds.
 */
export async function sourcePageRenderer(): Promise<PageRenderer> {
  const { renderPage } = await import('../web/entry-server')
  return { render: (request, options) => renderPage(request, options) }
}
