import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as paraglide from '#i18n/runtime'
import {
  baseLocale,
  builtFile,
  localeOfPath,
  locales,
  localizedPath,
  manifestPath,
  pathWithoutLocale,
  preferredLocale,
  rememberedLocale,
  workerScope,
} from './locale'

describe('the site languages', () => {
  it('are the ones the message catalogs are compiled for', () => {
    expect(locales).toEqual(paraglide.locales)
    expect(baseLocale).toBe(paraglide.baseLocale)
  })
})

describe('a page address and its language', () => {
  it('reads Spanish under /es only, as a whole first segment', () => {
    expect(localeOfPath('/es')).toBe('es')
    expect(localeOfPath('/es/')).toBe('es')
    expect(localeOfPath('/es/product/1')).toBe('es')
    expect(localeOfPath('/')).toBe('en')
    expect(localeOfPath('/espanol')).toBe('en')
    expect(localeOfPath('/about/es')).toBe('en')
  })

  it('takes the language off an address and puts it back', () => {
    expect(pathWithoutLocale('/es')).toBe('/')
    expect(pathWithoutLocale('/es/')).toBe('/')
    expect(pathWithoutLocale('/es/donate')).toBe('/donate')
    expect(pathWithoutLocale('/donate')).toBe('/donate')
    expect(localizedPath('/', 'es')).toBe('/es')
    expect(localizedPath('/donate', 'es')).toBe('/es/donate')
    expect(localizedPath('/donate', 'en')).toBe('/donate')
  })

  it('gives back the page and the language of any address it writes', () => {
    const segment = fc.stringMatching(/^[a-z0-9$._-]{1,12}$/)
    const page = fc
      .array(segment, { maxLength: 4 })
      .map((segments) => `/${segments.join('/')}`)
      // No English page lives under /es: that prefix is the Spanish site's.
      .filter((path) => localeOfPath(path) === baseLocale)
    fc.assert(
      fc.property(page, fc.constantFrom(...locales), (path, locale) => {
        const address = localizedPath(path, locale)
        expect(localeOfPath(address)).toBe(locale)
        expect(pathWithoutLocale(address)).toBe(path)
      }),
    )
  })
})

describe("a browser's languages", () => {
  it('name the first one the site speaks', () => {
    expect(preferredLocale(['fr-CA', 'es-MX', 'en-US'])).toBe('es')
    expect(preferredLocale(['en-GB', 'es'])).toBe('en')
    expect(preferredLocale(['ES-us'])).toBe('es')
    expect(preferredLocale(['fr', 'de'])).toBeUndefined()
    expect(preferredLocale([])).toBeUndefined()
  })
})

describe('the remembered choice', () => {
  it('is read from its own cookie, only when it names a language of the site', () => {
    expect(rememberedLocale('locale=es')).toBe('es')
    expect(rememberedLocale('session=abc; locale=en; theme=x')).toBe('en')
    expect(rememberedLocale('xlocale=es')).toBeUndefined()
    expect(rememberedLocale('locale=fr')).toBeUndefined()
    expect(rememberedLocale('locale=')).toBeUndefined()
    expect(rememberedLocale(undefined)).toBeUndefined()
  })
})

describe("each language's service worker", () => {
  it('controls its own pages only: no English address begins with /es', () => {
    expect(workerScope).toEqual({ en: '/', es: '/es' })
    const routes = readFileSync(new URL('../web/route-tree.gen.ts', import.meta.url), 'utf8')
    const paths = [...routes.matchAll(/fullPath: '([^']+)'/g)].map((match) => match[1]!)
    expect(paths.length).toBeGreaterThan(20)
    expect(paths.filter((path) => path.startsWith(workerScope.es))).toEqual([])
  })

  it('has its files beside the English ones: index.es.html, sw.es.js', () => {
    expect(builtFile('index.html', 'en')).toBe('/index.html')
    expect(builtFile('index.html', 'es')).toBe('/index.es.html')
    expect(builtFile('sw.js', 'es')).toBe('/sw.es.js')
    expect(manifestPath.es).toBe('/manifest.es.webmanifest')
  })
})
