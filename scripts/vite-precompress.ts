import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

const compressible = /\.(js|css|html|svg|json|webmanifest|txt)$/
const minimumBytes = 1024

/**
 * Writes `.br` and `.gz` beside every compressible file of the build, once, so the server
 * (serveStatic `precompressed`) sends small files without compressing on every request.
 */
export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'brightminds:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle: {
      order: 'post',
      handler() {
        for (const file of walk(outDir)) {
          if (!compressible.test(file) || statSync(file).size < minimumBytes) continue
          const content = readFileSync(file)
          writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }))
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(content, {
              params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
            }),
          )
        }
      },
    },
  }
}

/** Every file under `dir`, at any depth. */
export function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? walk(path) : [path]
  })
}
