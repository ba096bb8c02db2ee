import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import type { Locale } from '#core/locale'
import { m } from '#i18n/messages'

/** How each compiled message (Paraglide 2.25) picks its language: the line this plugin replaces. */
const languageChoice = 'const locale = experimentalStaticLocale ?? options.locale ?? getLocale()'
const messageModule = /[\\/]core[\\/]paraglide[\\/]messages[\\/](\w+)\.js$/
/** The app's own modules, which call the messages (split route files carry a `?tsr-split` query). */
const appModule = /[\\/](?:web|core)[\\/](?!paraglide[\\/]).*\.tsx?(?:\?.*)?$/
const compiledMessages = new URL('../core/paraglide/messages/', import.meta.url)

/**
 * One language's build of the browser's app (decision 078): each message says only `locale`,
 * so the minifier leaves the other language's words out of every chunk — an English page loads
 * English, a Spanish one Spanish. The messages matching `bilingual` are the ones a page shows in
 * a language not its own (the offer of the other language, in it; the English legal text kept
 * beside its translation): they keep every language. A compiled message that does not choose its
 * language as expected (another Paraglide) fails the build rather than ship both.
 *
 * A message that takes no inputs is, in one language, only its text: the app's `m.key()` calls
 * become that text, so the message's function and its name ship nowhere (decision 082).
 */
export function singleLanguageMessages(locale: Locale, bilingual: RegExp): Plugin {
  const texts = new Map<string, string | null>()
  const textOf = (key: string) => {
    if (!texts.has(key)) texts.set(key, bilingual.test(key) ? null : plainText(key, locale))
    return texts.get(key) ?? null
  }
  return {
    name: 'brightminds:single-language-messages',
    apply: 'build',
    transform(code, id) {
      const key = messageModule.exec(id)?.[1]
      if (key) {
        if (key === '_index' || bilingual.test(key)) return null
        return { code: inOneLanguage(code, locale, key), map: null }
      }
      if (!appModule.test(id) || id.includes('node_modules') || !code.includes('i18n/messages')) {
        return null
      }
      const inlined = inlineMessageTexts(this.parse(code), code, textOf)
      return inlined === code ? null : { code: inlined, map: null }
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

/**
 * The text of message `key` in `locale` when it takes no inputs (its compiled inputs type is
 * `{}`), else null; a message compiled otherwise fails the build.
 */
function plainText(key: string, locale: Locale): string | null {
  const message = (m as unknown as Record<string, (inputs: object, options: object) => string>)[key]
  if (!message) return null
  const compiled = readFileSync(new URL(`${key}.js`, compiledMessages), 'utf8')
  const inputs = /^\/\*\* @typedef \{(.*)\} \w+Inputs \*\/$/m.exec(compiled)?.[1]
  if (inputs === undefined) {
    throw new Error(`Message ${key} does not declare its inputs as Paraglide 2.25 compiles it.`)
  }
  return inputs === '{}' ? message({}, { locale }) : null
}

interface Node {
  type: string
  start: number
  end: number
  [field: string]: unknown
}

/**
 * `code` with every call `m.key()` (no arguments, `m` imported from `#i18n/messages`) whose
 * `textOf(key)` is a text replaced by that text, as a string literal.
 */
export function inlineMessageTexts(
  program: object,
  code: string,
  textOf: (key: string) => string | null,
): string {
  const body = (program as { body: Node[] }).body
  const local = body
    .filter((node) => node.type === 'ImportDeclaration')
    .filter((node) => (node.source as { value: string }).value === '#i18n/messages')
    .flatMap((node) => node.specifiers as Node[])
    .find((spec) => spec.type === 'ImportSpecifier' && (spec.imported as Node).name === 'm')
    ?.local as { name: string } | undefined
  if (!local) return code
  const replacements: { start: number; end: number; text: string }[] = []
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item)
      return
    }
    if (!value || typeof value !== 'object') return
    const node = value as Node
    const callee = node.callee as Node | undefined
    if (
      node.type === 'CallExpression' &&
      (node.arguments as unknown[]).length === 0 &&
      !node.optional &&
      callee?.type === 'MemberExpression' &&
      !callee.computed &&
      (callee.object as Node).type === 'Identifier' &&
      (callee.object as Node).name === local.name
    ) {
      const text = textOf((callee.property as Node).name as string)
      if (text !== null) {
        replacements.push({ start: node.start, end: node.end, text: JSON.stringify(text) })
        return
      }
    }
    for (const [field, child] of Object.entries(node)) {
      if (field !== 'type' && field !== 'start' && field !== 'end') visit(child)
    }
  }
  visit(body)
  let inlined = code
  for (const { start, end, text } of replacements.sort((a, b) => b.start - a.start)) {
    inlined = inlined.slice(0, start) + text + inlined.slice(end)
  }
  return inlined
}
