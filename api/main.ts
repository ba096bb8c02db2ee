import { loadDotEnvFile, loadEnv } from './env'
import { runServer } from './server'

// The API alone, as `npm run dev` runs it under `tsx watch` behind Vite's proxy.
loadDotEnvFile('.env')
await runServer({ env: loadEnv() })
