import type { Plugin } from 'vite'
import type { Locale } from '#core/locale'

/** How each compiled message (Paraglide 2.25) picks its language: the line this plugin replaces. */
const languageChoice = 'const locale = experimentalStaticLocale ?? options.locale ?? getLocale()'
const messageModule = /[\\/]core[\\/]paraglide[\\/]messages[\\/](\w+)\.js$/

/**
 * One language's build of the browser's app (decision 078): each message says only `locale`,
 * so the minifier leaves the other language's words out of every chunk — an English page loads
 * English, a Spanish one Spanish. The messages matching `bilingual` are the ones a page shows in
 * a language not its own (the offer of the other language, in it; the English legal text kept
 * beside its translation): they keep every language. A compiled message that does not choose its
 * language as expected (another Paraglide) fails the build rather than ship both.
 */
export function singleLanguageMessages(locale: Locale, bilingual: RegExp): Plugin {
  return {
    name: 'brightminds:single-language-messages',
    apply: 'build',
    transform(code, id) {
      const key = messageModule.exec(id)?.[1]
      if (!key || key === '_index' || bilingual.test(key)) return null
      return { code: inOneLanguage(code, locale, key), map: null }
    },
  }
}

/** A compiled message module whose message says only `locale`. */
export function inOneLanguage(code: string, locale: Locale, key: string): string {
  const parts = code.split(languageChoice)
  if (parts.length !== 2) {
    throw new Error(`Message ${key} does not choose its language as Paraglide 2.25 compiles it.`)
  }
  return parts.join(`const locale = ${JSON.stringify(locale)}`)
}
