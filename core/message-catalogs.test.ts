import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { baseLocale, locales } from './locale'

// The catalogs' own checks (issue 34, decision 077): Paraglide falls back to English in silence
// when a Spanish message is missing, so completeness is tested here; the compiler's type
// declarations make a mistyped key or a missing parameter a type error.

type Text = string
interface Plural {
  declarations: string[]
  selectors: string[]
  match: Record<string, Text>
}
type Catalog = Record<string, Text | Plural[]>

const messagesDirectory = new URL('../i18n/messages/', import.meta.url)

/** A language's messages, by area (i18n/messages/{locale}/{area}.json, one file per part of the site). */
function areas(locale: string): Record<string, Catalog> {
  const directory = new URL(`${locale}/`, messagesDirectory)
  return Object.fromEntries(
    readdirSync(directory).map((file) => {
      const { $schema: _, ...messages } = JSON.parse(
        readFileSync(new URL(file, directory), 'utf8'),
      ) as Catalog
      return [file, messages]
    }),
  )
}

/** The texts of a message: one, or one per plural case. */
function texts(message: Text | Plural[]): string[] {
  return typeof message === 'string' ? [message] : message.flatMap((m) => Object.values(m.match))
}

/** The parameters a text names, `{name}`, sorted. */
function parameters(message: Text | Plural[]) {
  return [
    ...new Set(texts(message).flatMap((t) => [...t.matchAll(/\{(\w+)\}/g)].map((p) => p[1]))),
  ].sort()
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const path = join(directory, entry)
    if (entry === 'node_modules' || entry === 'paraglide' || entry === 'styled-system') return []
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : []
  })
}

const areasOf = Object.fromEntries(locales.map((locale) => [locale, areas(locale)]))
const catalogs: Record<string, Catalog> = Object.fromEntries(
  locales.map((locale) => [locale, Object.assign({}, ...Object.values(areasOf[locale]!))]),
)
const keys = Object.keys(catalogs[baseLocale]!)

describe('the message catalogs', () => {
  it('are the same areas in every language, each message in one area only', () => {
    const files = Object.keys(areasOf[baseLocale]!).sort()
    const settings = JSON.parse(
      readFileSync(new URL('../i18n/project.inlang/settings.json', import.meta.url), 'utf8'),
    )
    // An area the compiler is not told of would never reach the site.
    expect(
      settings['plugin.inlang.messageFormat'].pathPattern
        .map((pattern: string) => pattern.split('/').pop())
        .sort(),
    ).toEqual(files)
    for (const locale of locales) expect(Object.keys(areasOf[locale]!).sort()).toEqual(files)
    const all = Object.values(areasOf[baseLocale]!).flatMap((area) => Object.keys(area))
    expect(all.filter((key, index) => all.indexOf(key) !== index)).toEqual([])
  })

  it.each(locales.filter((locale) => locale !== baseLocale))(
    '%s has every message and no other',
    (locale) => {
      expect(Object.keys(catalogs[locale]!).sort()).toEqual([...keys].sort())
    },
  )

  it.each(locales)('%s has no empty text, and a fallback case in every plural', (locale) => {
    for (const [key, message] of Object.entries(catalogs[locale]!)) {
      for (const text of texts(message)) expect(text.trim(), key).not.toBe('')
      if (typeof message !== 'string') {
        for (const plural of message)
          expect(Object.keys(plural.match), key).toContain(`${plural.selectors[0]}=*`)
      }
    }
  })

  it('name the same parameters in every language', () => {
    for (const key of keys) {
      for (const locale of locales) {
        expect(parameters(catalogs[locale]![key]!), `${locale} ${key}`).toEqual(
          parameters(catalogs[baseLocale]![key]!),
        )
      }
    }
  })

  it('hold only messages the site says', () => {
    const root = new URL('..', import.meta.url).pathname
    // The build says some too: the offline page, the app shell, the installed app's manifest.
    const sources = ['web', 'api', 'core', 'scripts']
      .flatMap((directory) => sourceFiles(join(root, directory)))
      .concat(join(root, 'vite.config.ts'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n')
    const said = new Set([...sources.matchAll(/\bm\.(\w+)\b/g)].map((use) => use[1]))
    expect(keys.filter((key) => !said.has(key))).toEqual([])
  })
})
