/**
 * `npm run build`: the messages in every language (core/paraglide), then the PWA into dist/web and its server-rendering half into dist/server
 * (decision 043), both stamped with one BUILD_ID so the page the server renders and the
 * scripts that hydrate it name the same build; then the stylesheet, split into its rules for
 * the server to inline each page's share (dist/server/stylesheet.json); then the API server,
 * bundled for plain `node` (dist/api/serve.js, decision 044).
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { bundleServer } from './bundle-server'
import { indexStylesheet } from './index-stylesheet'

const buildId = process.env.BUILD_ID || new Date().toISOString().replace(/\D/g, '').slice(0, 14)
const env = { ...process.env, BUILD_ID: buildId, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' }
const passThrough = process.argv.slice(2)

// The messages first: both halves of the build and the API server import them (decision 077).
const messages = spawnSync('node_modules/.bin/tsx', ['scripts/compile-messages.ts'], {
  stdio: 'inherit',
})
if (messages.status !== 0) process.exit(messages.status ?? 1)

for (const args of [
  ['build', ...passThrough],
  ['build', '--ssr', 'entry-server.tsx', ...passThrough],
]) {
  const run = spawnSync('node_modules/.bin/vite', args, { stdio: 'inherit', env })
  if (run.status !== 0) process.exit(run.status ?? 1)
}

const links = [
  ...readFileSync('dist/web/index.html', 'utf8').matchAll(
    /<link rel="stylesheet"[^>]*href="([^"]+)"/g,
  ),
]
if (links.length !== 1) throw new Error(`index.html links ${links.length} stylesheets, not one`)
const href = links[0]![1]!
const index = indexStylesheet(href, readFileSync(`dist/web${href}`, 'utf8'))
writeFileSync('dist/server/stylesheet.json', JSON.stringify(index))
await bundleServer()
