import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { policies } from './scripts/vite-policies'

/** When set, the database tests run a second time on this real Postgres server. */
const postgresUrl = process.env.TEST_DATABASE_URL
const databaseTests = ['api/**/*.test.ts', 'db/**/*.test.ts', 'test/**/*.test.ts']

export default defineConfig({
  // The pages' tests render the policies as the build does (decision 092).
  plugins: [policies()],
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./web', import.meta.url)),
      'styled-system': fileURLToPath(new URL('./web/styled-system', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    // PGlite is CPU-hungry; a file at a time per core keeps a 2-core machine responsive.
    maxWorkers: 2,
    // Restoring or copying a database per file can take seconds on a busy 2-core machine.
    hookTimeout: 60_000,
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['web/**/*.test.{ts,tsx}', 'core/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'pglite',
          include: databaseTests,
          globalSetup: ['test/global-setup.ts'],
          provide: { testDatabase: { kind: 'pglite' } },
        },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: databaseTests,
                globalSetup: ['test/global-setup.ts'],
                provide: { testDatabase: { kind: 'postgres' as const, url: postgresUrl } },
              },
            },
          ]
        : []),
    ],
  },
})
