import { cpSync } from 'node:fs'
import { build } from 'esbuild'

/**
 * The API server as one ES module for plain `node` (decision 044): dist/api/serve.js and the
 * worker that renders its pages (render-worker.js, decision 069), with the files they read
 * beside them (migrations, the common-password list). Packages stay imports, from the
 * production dependencies (`npm ci --omit=dev`).
 */
export async function bundleServer() {
  await build({
    // The server, and the worker that renders its pages (decision 069).
    entryPoints: { serve: 'api/serve.ts', 'render-worker': 'api/site/render-worker.ts' },
    outdir: 'dist/api',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  })
  cpSync('db/migrations', 'dist/api/migrations', { recursive: true })
  cpSync('api/accounts/common-passwords.txt', 'dist/api/common-passwords.txt')
}
