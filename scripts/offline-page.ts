import { brand } from '#core/brand'
import { type Locale, languageTag, localizedPath } from '#core/locale'
import { m } from '#i18n/messages'
import { escapeHtml } from '../api/lib/escape-html'

/**
 * The page the service worker answers, offline, for an address that is no page of the app and
 * was never saved (a file, an API address opened in a tab): a document of its own, without the
 * app's scripts, written by each language's build (`offline.html`, `offline.es.html`;
 * vite.config.ts).
 */
export function offlinePage(locale: Locale): string {
  const say = { locale }
  const title = `${m.error_offline_title({}, say)} - ${brand.name}`
  return `<!doctype html>
<html lang="${languageTag[locale]}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="theme-color" content="${brand.themeColor}" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>${escapeHtml(title)}</title>
    <style>
      body {
        margin: 0;
        min-height: 100vh;
        display: grid;
        place-items: center;
        padding: 1.5rem;
        box-sizing: border-box;
        background: #fffaf3;
        color: #1f2937;
        font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif;
        line-height: 1.5;
      }
      main {
        max-width: 32rem;
      }
      h1 {
        font-size: 2rem;
        margin: 0 0 0.75rem;
      }
      p {
        margin: 0 0 1.5rem;
        color: #4b5563;
        font-size: 1.125rem;
      }
      a {
        display: inline-block;
        padding: 0.75rem 1.25rem;
        border-radius: 999px;
        font-weight: 700;
        text-decoration: none;
        background: #c2410c;
        color: #fff;
      }
    </style>
  </head>
  <body>
    <main>
      <img src="/icons/icon-192.png" alt="" width="64" height="64" />
      <h1>${escapeHtml(m.error_offline_title({}, say))}</h1>
      <p>${escapeHtml(m.offline_page_text({ name: brand.name }, say))}</p>
      <a href="${localizedPath('/', locale)}">${escapeHtml(m.offline_page_home({}, say))}</a>
    </main>
  </body>
</html>
`
}
