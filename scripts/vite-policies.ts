import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { type Locale, locales } from '#core/locale'
import { type PolicyName, policyNames } from '#core/policies'
import { compilePolicy } from './policy-markdown'

const prefix = 'virtual:policy/'
const policyFile = (name: PolicyName, locale: Locale) =>
  fileURLToPath(new URL(`../content/policies/${name}.${locale}.md`, import.meta.url))

/** Every language's compiled policy, or one language's (a browser build of that language). */
export function compiledPolicy(name: PolicyName, languages: readonly Locale[]) {
  return Object.fromEntries(
    languages.map((locale) => {
      const file = policyFile(name, locale)
      return [locale, compilePolicy(readFileSync(file, 'utf8'), locale, file)]
    }),
  )
}

/**
 * `import policy from 'virtual:policy/privacy'` (decision 092): the policy compiled from
 * content/policies at build time, so the page ships HTML and no Markdown parser. A browser build
 * of one language carries that language's text only (decision 078); the server's build and the
 * dev server carry every language, and the dev server recompiles on an edit.
 */
export function policies(languages: readonly Locale[] = locales): Plugin {
  return {
    name: 'brightminds:policies',
    resolveId: (source) => (source.startsWith(prefix) ? `\0${source}` : null),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null
      const name = id.slice(prefix.length + 1) as PolicyName
      if (!policyNames.includes(name)) throw new Error(`No policy named ${name}`)
      for (const locale of languages) this.addWatchFile(policyFile(name, locale))
      return `export default ${JSON.stringify(compiledPolicy(name, languages))}`
    },
  }
}
