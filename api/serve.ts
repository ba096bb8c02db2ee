import { fileURLToPath } from 'node:url'
import { loadDotEnvFile, loadEnv } from './env'
import { runServer } from './server'

/**
 * The production server: `npm run build` bundles this file into dist/api/serve.js, which
 * `npm start` and the container run with plain `node` (decision 044). It serves the built site
 * beside it (dist/web) and the API on one origin.
 */
loadDotEnvFile('.env')
await runServer({
  env: loadEnv(),
  staticDir: fileURLToPath(new URL('../web', import.meta.url)),
})
