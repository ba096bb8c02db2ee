import { defineConfig } from 'vitest/config'
import base from './vitest.config'

/**
 * Mutation testing's view of the tests (stryker.config.mjs): the unit and PGlite projects, never
 * the Postgres one, so mutants run on this machine's in-memory databases only.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // Instrumented code with per-test coverage runs slower: the 10,000-order export needs room.
    testTimeout: 120_000,
    projects: base.test?.projects?.filter(
      (project) =>
        !(typeof project === 'object' && 'test' in project && project.test?.name === 'postgres'),
    ),
  },
})
