import * as v from 'valibot'

const port = v.pipe(
  v.optional(v.string(), '3000'),
  v.transform(Number),
  v.integer('must be a whole number'),
  v.minValue(0, 'must be 0 or more'),
  v.maxValue(65535, 'must be at most 65535'),
)

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: port,
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must start with postgres://')),
  ),
  DATA_DIR: v.optional(v.string(), 'data'),
  SEED_DEMO_DATA: v.optional(v.picklist(['true', 'false']), 'true'),
  LOG_REQUESTS: v.optional(v.picklist(['true', 'false']), 'true'),
  BODY_LIMIT_BYTES: v.pipe(v.optional(v.string(), '65536'), v.transform(Number), v.integer()),
})

export type Env = v.InferOutput<typeof EnvSchema>

/** The one place that reads process.env: fails at start, naming the bad key. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = v.safeParse(EnvSchema, stripEmpty(source))
  if (!result.success) {
    const problems = result.issues.map(
      (issue) => `${v.getDotPath(issue) ?? '(env)'}: ${issue.message}`,
    )
    throw new Error(`Invalid environment configuration:\n  ${problems.join('\n  ')}`)
  }
  return result.output
}

function stripEmpty(source: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
}
