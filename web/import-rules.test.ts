import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/** docs/decisions/027: routes → features → entities → shared (components, lib), never back. */
const webDir = resolve(import.meta.dirname)

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'styled-system' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** Each import of a file as a path under web/ ('features/cart/use-cart'), or null when outside. */
function importedPaths(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].flatMap(([, specifier]) => {
    if (!specifier) return []
    if (specifier.startsWith('~/')) return [specifier.slice(2)]
    if (!specifier.startsWith('.')) return []
    const path = relative(webDir, resolve(file, '..', specifier))
    return path.startsWith('..') ? [] : [path]
  })
}

/** 'features/checkout/…' → ['features', 'checkout']. */
function layerOf(path: string): [string, string | undefined] {
  const [layer = '', slice] = path.split('/')
  return [layer, slice]
}

function violations(folder: string, allowed: (from: string, to: string) => boolean) {
  return sourceFiles(join(webDir, folder)).flatMap((file) => {
    const from = relative(webDir, file)
    return importedPaths(file)
      .filter((to) => !allowed(from, to))
      .map((to) => `${from} → ${to}`)
  })
}

describe('import rules', () => {
  it('features import no other feature', () => {
    const sameFeature = (from: string, to: string) => {
      const [toLayer, toSlice] = layerOf(to)
      return toLayer !== 'features' || toSlice === layerOf(from)[1]
    }
    expect(violations('features', sameFeature)).toEqual([])
  })

  it('entities import no feature and no other entity', () => {
    const sameEntity = (from: string, to: string) => {
      const [toLayer, toSlice] = layerOf(to)
      if (toLayer === 'features') return false
      return toLayer !== 'entities' || toSlice === layerOf(from)[1]
    }
    expect(violations('entities', sameEntity)).toEqual([])
  })

  it('shared code imports no feature and no entity', () => {
    const shared = (_from: string, to: string) => !['features', 'entities'].includes(layerOf(to)[0])
    expect([...violations('components', shared), ...violations('lib', shared)]).toEqual([])
  })
})
