import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { baseLocale, builtFile, type Locale, localeOfPath, locales } from '#core/locale'
import { preferredEncoding } from '../lib/cache-control'
import { compressBody } from './content-encoding'
import { createCriticalCss, type StylesheetIndex } from './critical-css'

interface RenderOptions {
  /** Answers the page's API calls (in-process, without the visitor's cookies). */
  fetchApi: typeof fetch
  /** PUBLIC_ORIGIN, for canonical URLs and structured data. */
  origin: string
  /** The response's Content-Security-Policy nonce, for the router's inline data scripts. */
  nonce?: string
}

/** What dist/server/entry-server.js exports (web/entry-server.tsx). */
interface ServerEntry {
  renderPage(
    request: Request,
    options: RenderOptions & { routePreloads?: RoutePreloads },
  ): Promise<Response | null>
}

/** Each route's scripts in one language's build (scripts/vite-route-preloads.ts). */
interface RoutePreloads {
  routes: Record<string, { preloads: string[] }>
}

export interface PageRenderer {
  /**
   * The server-rendered document for a page request, with the build's assets in its head; null
   * for a page the browser renders itself (to be served the app shell).
   */
  render(request: Request, options: RenderOptions): Promise<Response | null>
}

/**
 * The build's page renderer, when the build has one: `vite build --ssr` puts it next to the
 * static site (dist/server beside dist/web). The scripts, preloads and manifest link Vite
 * wrote into the page's language's app shell (index.html, index.es.html: one build per language,
 * decision 078) go into every rendered page's head, so both name the same hashed files. The stylesheet does not block the first paint: the page's share of it is inline
 * and the whole of it arrives as `media="print"`, for the scripts to apply (web/main.tsx; a
 * `<noscript>` copy without JavaScript). The page is compressed for the request.
 */
export function loadPageRenderer(staticDir: string): PageRenderer | undefined {
  if (!hasPageRenderer(staticDir)) return undefined
  const serverDir = join(staticDir, '..', 'server')
  const entry = join(serverDir, 'entry-server.js')
  const assets = languageAssets(staticDir)
  const stylesheet = loadStylesheet(join(serverDir, 'stylesheet.json'))
  let loaded: Promise<ServerEntry> | undefined
  return {
    async render(request, options) {
      loaded ??= import(pathToFileURL(entry).href) as Promise<ServerEntry>
      const own = assets[localeOfPath(new URL(request.url).pathname)]
      const rendered = await (await loaded).renderPage(request, {
        ...options,
        routePreloads: own.routePreloads,
      })
      if (!rendered) return null
      const html = await rendered.text()
      const headers = new Headers(rendered.headers)
      headers.delete('Content-Length')
      const styles = stylesheet ? stylesheet.tags(html) : own.stylesheets
      const page = html.replace('</head>', `${styles}${own.others}</head>`)
      const encoding = preferredEncoding(request.headers.get('Accept-Encoding') ?? undefined)
      if (encoding !== 'identity') headers.set('Content-Encoding', encoding)
      headers.set('Vary', 'Accept-Encoding')
      return new Response(await compressBody(page, encoding), { status: rendered.status, headers })
    },
  }
}

/** Whether the build beside `staticDir` renders pages (`vite build --ssr` wrote dist/server). */
export function hasPageRenderer(staticDir: string) {
  return existsSync(join(staticDir, '..', 'server', 'entry-server.js'))
}

const assetTag =
  /<script type="module"[^>]*><\/script>|<link rel="(?:modulepreload|preload|stylesheet|manifest)"[^>]*>/g

/**
 * Each language's app shell's asset tags (`appShell`), and its build's route scripts for the
 * page to name (none from a build made before there were any).
 */
function languageAssets(staticDir: string) {
  return Object.fromEntries(
    locales.map((locale) => {
      const preloads = join(staticDir, builtFile('route-preloads.json', locale))
      return [
        locale,
        {
          ...buildAssets(readFileSync(join(staticDir, appShell(staticDir, locale)), 'utf8')),
          routePreloads: existsSync(preloads)
            ? (JSON.parse(readFileSync(preloads, 'utf8')) as RoutePreloads)
            : undefined,
        },
      ]
    }),
  ) as Record<Locale, ReturnType<typeof buildAssets> & { routePreloads?: RoutePreloads }>
}

/**
 * The app shell of `locale`'s build under `staticDir` (index.html, index.es.html: decision 078),
 * as a path within it; the English one for a language the build has none of (a build made
 * before there were several).
 */
export function appShell(staticDir: string, locale: Locale): string {
  const shell = builtFile('index.html', locale).slice(1)
  return existsSync(join(staticDir, shell)) ? shell : builtFile('index.html', baseLocale).slice(1)
}

/** An app shell's stylesheet links, and its other asset tags. */
function buildAssets(indexHtml: string) {
  const tags = indexHtml.match(assetTag) ?? []
  const isStylesheet = (tag: string) => tag.startsWith('<link rel="stylesheet"')
  // The page is readable before its scripts run: they load after its content and images.
  const others = tags
    .filter((tag) => !isStylesheet(tag))
    .map((tag) => tag.replace(/^<(script|link rel="modulepreload")/, '<$1 fetchpriority="low"'))
    .join('')
  return {
    stylesheets: tags.filter(isStylesheet).join(''),
    others,
  }
}

/**
 * The stylesheet as `npm run build` indexed it, for each page's inline share and the deferred
 * link to the whole.
 */
function loadStylesheet(path: string) {
  if (!existsSync(path)) return undefined
  const index = JSON.parse(readFileSync(path, 'utf8')) as StylesheetIndex
  const criticalCss = createCriticalCss(index)
  const href = escapeAttribute(index.href)
  return {
    tags: (html: string) =>
      // (A `</style` in a CSS string would end the element: `\/` is the same character to CSS.)
      `<style>${criticalCss(html).replaceAll('</style', '<\\/style')}</style>` +
      `<link rel="stylesheet" crossorigin href="${href}" media="print" data-deferred-stylesheet>` +
      `<noscript><link rel="stylesheet" crossorigin href="${href}"></noscript>`,
  }
}

function escapeAttribute(value: string) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
}
