import { defineConfig } from 'vitest/config'
import type { TestSpecification } from 'vitest/node'
import { BaseSequencer } from 'vitest/node'
import base from './vitest.config'

/**
 * Mutation testing's view of the tests (stryker.config.mjs): the unit and PGlite projects, never
 * the Postgres one, so mutants run on this machine's in-memory databases only; and, when
 * MUTATE_TESTS names them, only the module's own test files.
 */
const only = process.env.MUTATE_TESTS?.split(',')

/** The quickest files first: a mutant is usually killed by the first failure (Stryker bails). */
class QuickestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    return (await super.sort(files)).reverse()
  }
}

const projects = (base.test?.projects ?? []).flatMap((project) => {
  if (typeof project !== 'object' || !('test' in project)) return [project]
  if (project.test?.name === 'postgres') return []
  if (!only) return [project]
  // A project's tests live under the top folders of its include globs (api, core, web …).
  const folders = (project.test?.include ?? []).map((glob) => `${glob.split('/')[0]}/`)
  const include = only.filter((file) => folders.some((folder) => file.startsWith(folder)))
  return include.length > 0 ? [{ ...project, test: { ...project.test, include } }] : []
})

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // Instrumented code with per-test coverage runs slower: the 10,000-order export needs room.
    testTimeout: 120_000,
    sequence: { sequencer: QuickestFirst },
    projects,
  },
})
