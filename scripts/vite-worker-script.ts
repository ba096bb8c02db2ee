import { build, type Plugin as EsbuildPlugin } from 'esbuild'
import type { Plugin } from 'vite'

/**
 * The worker shows no words of its own (its notifications bring theirs from the server): the
 * message catalogue, 50 KB of both languages, is left out, and a message asked for there (an
 * error's, never seen) is its key.
 */
const withoutMessages: EsbuildPlugin = {
  name: 'without-messages',
  setup(builder) {
    builder.onResolve({ filter: /^#i18n\/messages$/ }, () => ({
      path: 'messages',
      namespace: 'worker-messages',
    }))
    builder.onLoad({ filter: /.*/, namespace: 'worker-messages' }, () => ({
      contents: 'export const m = new Proxy({}, { get: (_, key) => () => String(key) })',
      loader: 'js',
    }))
  },
}

/** `entry` and what it imports as one classic script (no `import`, no `export`), minified. */
export async function bundleWorkerScript(entry: string): Promise<string> {
  const { outputFiles } = await build({
    plugins: [withoutMessages],
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    legalComments: 'none',
  })
  return outputFiles[0]!.text
}

/**
 * Bundles `entry` into one classic script at `fileName` in each client build, for the generated
 * service worker to load with `importScripts` (it takes no ES modules): code the worker shares
 * with the page, such as the saved library's refresh (decision 099), written once in TypeScript.
 */
export function workerScript(entry: string, fileName: string): Plugin {
  return {
    name: 'brightminds:worker-script',
    apply: 'build',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: await bundleWorkerScript(entry) })
    },
  }
}
