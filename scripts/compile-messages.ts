/**
 * The site's words in every language (issue 34, decision 077): i18n/messages/{en,es}.json
 * compiled by Paraglide JS into one small function per message under core/paraglide (generated,
 * not committed), which the web and the API import as `#i18n/messages`. Run by `npm ci`
 * (prepare), `npm run build` and `npm run dev`; Vite's dev server recompiles on an edit.
 */
import { fileURLToPath } from 'node:url'
import { type CompilerOptions, compile } from '@inlang/paraglide-js'

export const messageCompilerOptions = {
  project: './i18n/project.inlang',
  outdir: './core/paraglide',
  // The page's language is its address's (`/es/…`), read by the app itself (core/locale.ts) and
  // handed to Paraglide per request: its own URL and cookie handling stay out of the bundle.
  strategy: ['baseLocale'],
  emitTsDeclarations: true,
  emitReadme: false,
  emitPrettierIgnore: false,
} satisfies CompilerOptions

export async function compileMessages() {
  await compile(messageCompilerOptions)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await compileMessages()
  // The compiler leaves a handle open for half a minute after it has written everything.
  process.exit(0)
}
