import { readFileSync } from 'node:fs'
import type { Plugin, Rollup } from 'vite'

/** A route file's part split off by TanStack's bundler plugin, and which options it holds. */
const splitRoutePart = /^(.*[\\/]web[\\/]routes[\\/][^?]+\.tsx)\?tsr-split=([\w-]+)$/
const fileRoute = /createFileRoute\('([^']+)'\)/

/**
 * The scripts each route's page needs besides the entry's (decision 082), as a TanStack Router
 * manifest written beside the build (`fileName`): for every route, the chunk of its page
 * component and the chunks that chunk imports, less the entry's own (which the app shell
 * already preloads). The server hands it to the router, which names the matched routes' scripts
 * in the page's head (`<link rel="modulepreload">`) and in its data, so the browser fetches them
 * with the entry instead of one import after another as the page comes alive.
 */
export function routePreloads(fileName: string): Plugin {
  return {
    name: 'brightminds:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((output): output is Rollup.OutputChunk => output.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      )
      const withImports = (start: string[]) => {
        const found = new Set<string>()
        const visit = (file: string) => {
          if (found.has(file)) return
          found.add(file)
          for (const imported of chunks.get(file)?.imports ?? []) visit(imported)
        }
        for (const file of start) visit(file)
        return found
      }
      const entry = withImports(
        [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName),
      )
      const routes: Record<string, { preloads: string[] }> = {}
      for (const chunk of chunks.values()) {
        for (const id of chunk.moduleIds) {
          const [, file, options] = splitRoutePart.exec(id) ?? []
          if (!file || !options?.split('---').includes('component')) continue
          const routeId = fileRoute.exec(readFileSync(file, 'utf8'))?.[1]
          if (!routeId) throw new Error(`${file} names no createFileRoute path`)
          const scripts = [...withImports([chunk.fileName])].filter((each) => !entry.has(each))
          routes[routeId] = { preloads: scripts.map((each) => `/${each}`) }
        }
      }
      this.emitFile({ type: 'asset', fileName, source: JSON.stringify({ routes }) })
    },
  }
}
