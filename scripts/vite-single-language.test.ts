import { parseAst } from 'rolldown/parseAst'
import { describe, expect, it } from 'vitest'
import { bilingualMessages } from '../web/lib/bilingual-messages'
import { singleLanguageMessages } from './vite-single-language'

/** The plugin's transform of an app module `code` in the Spanish build. */
function spanishBuildOf(code: string, id = '/app/web/components/chrome/desktop-nav.tsx') {
  const plugin = singleLanguageMessages('es', bilingualMessages)
  const transform = plugin.transform as (
    this: { parse: typeof parseAst },
    code: string,
    id: string,
  ) => { code: string } | null
  return transform.call({ parse: parseAst }, code, id)?.code ?? code
}

const imported = "import { m } from '#i18n/messages'\n"

describe("one language's build of the app's code (decision 082)", () => {
  it('writes a message that takes no inputs as its text in that language', () => {
    expect(spanishBuildOf(`${imported}export const label = () => m.nav_store()`)).toBe(
      `${imported}export const label = () => "Tienda"`,
    )
    // A route file's split part is the app's code too.
    expect(
      spanishBuildOf(`${imported}m.nav_store()`, '/app/web/routes/store.tsx?tsr-split=component'),
    ).toBe(`${imported}"Tienda"`)
  })

  it('leaves a message with inputs, given a language or passed on uncalled, as a call', () => {
    const code = `${imported}const a = m.account_gift_label({ id: 1 })
const b = m.nav_store({}, { locale: 'en' })
const c = m.nav_store`
    expect(spanishBuildOf(code)).toBe(code)
  })

  it('leaves the messages a page shows in another language to choose it', () => {
    const code = `${imported}m.language_offer_action()`
    expect(spanishBuildOf(code)).toBe(code)
  })

  it('reads only the catalog’s `m`, in code that imports it', () => {
    const other = "import { m } from './motion' // not '#i18n/messages'\nm.nav_store()"
    expect(spanishBuildOf(other)).toBe(other)
    const words = "import { m as words } from '#i18n/messages'\nwords.nav_store()"
    expect(spanishBuildOf(words)).toBe('import { m as words } from \'#i18n/messages\'\n"Tienda"')
  })
})
