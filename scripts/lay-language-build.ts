import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { builtFile, type Locale } from '#core/locale'
import { walk } from './vite-precompress'

/**
 * Lays another language's build of the browser's app (`from`, dist/web-es) into the English one
 * (`to`, dist/web), then removes it (decision 078). Its own entry files keep their names
 * (sw.es.js, offline.es.html, manifest.es.webmanifest), its index.html becomes index.es.html,
 * and a hashed file both builds made (a chunk without words, the stylesheet, an icon) is kept
 * once. A file of the same name but other bytes in both fails: the two builds would disagree
 * about what that address is.
 */
export function layLanguageBuild(from: string, to: string, locale: Locale) {
  const shell = builtFile('index.html', locale).slice(1)
  for (const file of walk(from)) {
    const name = relative(from, file)
    const target = join(to, name.replace(/^index\.html(?=(\.gz|\.br)?$)/, shell))
    if (existsSync(target)) {
      if (!readFileSync(target).equals(readFileSync(file))) {
        throw new Error(`The ${locale} build's ${name} differs from the English build's.`)
      }
      continue
    }
    mkdirSync(dirname(target), { recursive: true })
    copyFileSync(file, target)
  }
  rmSync(from, { recursive: true, force: true })
}
