import { cpSync } from 'node:fs'
import { build } from 'esbuild'

/**
 * The API server as one ES module for plain `node` (decision 044): dist/api/serve.js, with the
 * files it reads beside it (migrations, the common-password list). Packages stay imports, from
 * the production dependencies (`npm ci --omit=dev`).
 */
export async function bundleServer() {
  await build({
    entryPoints: ['api/serve.ts'],
    outfile: 'dist/api/serve.js',
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
