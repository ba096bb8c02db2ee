import { mkdir } from 'node:fs/promises'
import { loadEnv } from '../api/env'
import { openDatabase } from '../db/client'
import { seedDemoData } from '../db/seed'

// Opens the database exactly as the server does, so `npm run db:seed` fills the same data.
const env = loadEnv()
if (!env.DATABASE_URL) await mkdir(env.DATA_DIR, { recursive: true })
const handle = await openDatabase(
  env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
)
try {
  await handle.migrate()
  await seedDemoData(handle.db)
  console.info(`Demo data is in place (${handle.kind}).`)
} finally {
  await handle.close()
}
