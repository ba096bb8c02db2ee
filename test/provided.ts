/** What vitest.config.ts gives each database project, and what its global setup prepares. */
export type TestDatabaseConfig = { kind: 'pglite' } | { kind: 'postgres'; url: string }

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseConfig
    /** pglite: a migrated data dir dumped to this file; postgres: the migrated template's name. */
    testDatabaseSource: string
  }
}
