import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { layLanguageBuild } from './lay-language-build'

const root = mkdtempSync(join(tmpdir(), 'brightminds-lay-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

function tree(name: string, files: Record<string, string>) {
  const dir = join(root, name)
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
  return dir
}

describe("laying the Spanish build into the English one's", () => {
  it('keeps shared files once, renames the shell, adds its own files, and removes the rest', () => {
    const english = tree('en', {
      'index.html': 'English shell',
      'sw.js': 'English worker',
      'assets/framework-abc.js': 'React',
    })
    const spanish = tree('es', {
      'index.html': 'Spanish shell',
      'index.html.gz': 'Spanish shell, compressed',
      'sw.es.js': 'Spanish worker',
      'assets/framework-abc.js': 'React',
      'assets/index-xyz.js': 'Spanish words',
    })
    layLanguageBuild(spanish, english, 'es')
    const read = (path: string) => readFileSync(join(english, path), 'utf8')
    expect(read('index.html')).toBe('English shell')
    expect(read('index.es.html')).toBe('Spanish shell')
    expect(read('index.es.html.gz')).toBe('Spanish shell, compressed')
    expect(read('sw.js')).toBe('English worker')
    expect(read('sw.es.js')).toBe('Spanish worker')
    expect(read('assets/index-xyz.js')).toBe('Spanish words')
    expect(existsSync(spanish)).toBe(false)
  })

  it('fails when both builds name a file that is not the same in both', () => {
    const english = tree('en-clash', { 'assets/chunk-abc.js': 'English' })
    const spanish = tree('es-clash', { 'assets/chunk-abc.js': 'Español' })
    expect(() => layLanguageBuild(spanish, english, 'es')).toThrow(
      "The es build's assets/chunk-abc.js differs from the English build's.",
    )
    expect(readFileSync(join(english, 'assets/chunk-abc.js'), 'utf8')).toBe('English')
  })
})
