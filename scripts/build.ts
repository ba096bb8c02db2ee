/**
 * `npm run build`: the messages in every language (core/paraglide), then the PWA into dist/web,
 * one build per language laid side by side (decision 078), and its server-rendering half into
 * dist/server (decision 043), all stamped with one BUILD_ID so the page the server renders and the
 * scripts that hydrate it name the same build; then the stylesheet, split into its rules for
 * the server to inline each page's share (dist/server/stylesheet.json); then the API server,
 * bundled for plain `node` (dist/api/serve.js, decision 044).
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { baseLocale, builtFile, type Locale, locales } from '#core/locale'
import { bundleServer } from './bundle-server'
import { indexStylesheet } from './index-stylesheet'
import { layLanguageBuild } from './lay-language-build'

const buildId = process.env.BUILD_ID || new Date().toISOString().replace(/\D/g, '').slice(0, 14)
const env = { ...process.env, BUILD_ID: buildId, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' }
const passThrough = process.argv.slice(2)

// The messages first: both halves of the build and the API server import them (decision 077).
const messages = spawnSync('node_modules/.bin/tsx', ['scripts/compile-messages.ts'], {
  stdio: 'inherit',
})
if (messages.status !== 0) process.exit(messages.status ?? 1)

function vite(args: string[], locale: Locale = baseLocale) {
  const run = spawnSync('node_modules/.bin/vite', [...args, ...passThrough], {
    stdio: 'inherit',
    env: { ...env, BUILD_LOCALE: locale },
  })
  if (run.status !== 0) process.exit(run.status ?? 1)
}

// The browser's app once per language, each with its own words only, laid side by side into
// dist/web (decision 078); then the server's half, which speaks every language.
vite(['build'])
for (const locale of locales.filter((locale) => locale !== baseLocale)) {
  vite(['build'], locale)
  layLanguageBuild(`dist/web-${locale}`, 'dist/web', locale)
}
vite(['build', '--ssr', 'entry-server.tsx'])

// Every language's shell links the one stylesheet (the languages differ in words, not styles).
const hrefs = new Set(
  locales.flatMap((locale) => {
    const shell = builtFile('index.html', locale)
    const links = [
      ...readFileSync(`dist/web${shell}`, 'utf8').matchAll(
        /<link rel="stylesheet"[^>]*href="([^"]+)"/g,
      ),
    ]
    if (links.length !== 1) throw new Error(`${shell} links ${links.length} stylesheets, not one`)
    return [links[0]![1]!]
  }),
)
if (hrefs.size !== 1) throw new Error(`The languages' shells link ${hrefs.size} stylesheets`)
const href = [...hrefs][0]!
const index = indexStylesheet(href, readFileSync(`dist/web${href}`, 'utf8'))
writeFileSync('dist/server/stylesheet.json', JSON.stringify(index))
await bundleServer()
