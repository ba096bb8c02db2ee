import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { inOneLanguage } from '../../scripts/vite-single-language'
import { bilingualMessages } from './bilingual-messages'

const web = new URL('..', import.meta.url).pathname
const messages = new URL('../../core/paraglide/messages/', import.meta.url).pathname

/** Every call in web/ that gives a message a language (`m.x(inputs, { locale })`), by file. */
function messagesGivenALanguage(): string[] {
  const sources = (readdirSync(web, { recursive: true }) as string[]).filter(
    (path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$|styled-system|route-tree/.test(path),
  )
  const found: string[] = []
  for (const path of sources) {
    const source = readFileSync(join(web, path), 'utf8')
    if (!/import \{ m \} from '#i18n\/messages'/.test(source)) continue
    const file = ts.createSourceFile(
      path,
      source,
      ts.ScriptTarget.Latest,
      true,
      path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    )
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.expression.getText() === 'm' &&
        node.arguments.length > 1
      ) {
        found.push(`${path} ${node.expression.name.text}`)
      }
      ts.forEachChild(node, visit)
    }
    visit(file)
  }
  return found
}

describe('messages shown in a language not the page’s own (decision 078)', () => {
  it('are all kept in every language by each build', () => {
    const given = messagesGivenALanguage()
    // The offer of the other language and the legal text beside its translation, at least.
    expect(given.length).toBeGreaterThanOrEqual(6)
    const notKept = given.filter((call) => !bilingualMessages.test(call.split(' ')[1]!))
    expect(notKept).toEqual([])
  })
})

describe('one language’s build of a message', () => {
  const compiled = readFileSync(join(messages, 'offline_page_home.js'), 'utf8')

  it('says only that language, whatever the page or the call asks', async () => {
    for (const [locale, words] of [
      ['es', 'Ir a la página de inicio'],
      ['en', 'Go to the home page'],
    ] as const) {
      const source = inOneLanguage(compiled, locale, 'offline_page_home')
      const url = `data:text/javascript,${encodeURIComponent(
        source.replace(
          /^import .*$/m,
          'const getLocale = () => "en", experimentalStaticLocale = undefined',
        ),
      )}`
      const { offline_page_home } = await import(/* @vite-ignore */ url)
      expect(offline_page_home()).toBe(words)
      expect(offline_page_home({}, { locale: locale === 'es' ? 'en' : 'es' })).toBe(words)
    }
  })

  it('fails on a message that does not choose its language as expected', () => {
    expect(() => inOneLanguage('export const x = () => "Hi"', 'es', 'x')).toThrow(
      'Message x does not choose its language',
    )
  })
})
