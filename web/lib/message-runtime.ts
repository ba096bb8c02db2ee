import { baseLocale, type Locale } from '#core/locale'

/**
 * What Paraglide's compiled messages ask of its runtime (`getLocale`, `experimentalStaticLocale`),
 * as the browser's build has it in place of Paraglide's own (vite.config.ts, decision 077). A page
 * speaks one language for its whole life — another language is another page — so the runtime's
 * reading of URLs, cookies and storage, which every page load would carry, is not needed: the
 * page's language is set once, as it starts (web/main.tsx). The server renders with Paraglide's
 * runtime, told each render's language the same way (web/entry-server.tsx).
 */
let current: () => Locale = () => baseLocale

/** Never set: the messages then ask `getLocale()`. */
export const experimentalStaticLocale: Locale | undefined = undefined

export function getLocale(): Locale {
  return current()
}

export function overwriteGetLocale(getter: () => Locale) {
  current = getter
}
