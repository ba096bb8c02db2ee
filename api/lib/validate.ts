import { vValidator } from '@hono/valibot-validator'
import type { MiddlewareHandler, ValidationTargets } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { validator } from 'hono/validator'
import type { BaseIssue, GenericSchema } from 'valibot'
import * as v from 'valibot'

const jsonMediaType = /^application\/([\w.-]+\+)?json$/i

/**
 * valibot validation for a route: an invalid request answers 400 `{ error }` with the first
 * issue's message, which for form bodies is the spec's wording from core/schemas.
 * JSON bodies must say they are JSON (415) and parse (400 'Malformed JSON body').
 */
export function validate<Target extends keyof ValidationTargets, Schema extends GenericSchema>(
  target: Target,
  schema: Schema,
) {
  const validator = vValidator(target, schema, (result, c) => {
    if (!result.success) return c.json({ error: describeIssue(schema, result.issues[0]) }, 400)
  })
  if (target !== 'json') return validator
  const requireJson = (async (c, next) => {
    const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim() ?? ''
    if (!jsonMediaType.test(mediaType)) {
      throw new HTTPException(415, { message: 'Content-Type must be application/json' })
    }
    let body: unknown
    try {
      // Parsed once here; Hono caches the body, so the validator reads the same value.
      body = await c.req.json()
    } catch {
      throw new HTTPException(400, { message: 'Malformed JSON body' })
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new HTTPException(400, { message: 'Request body must be a JSON object' })
    }
    return validator(c, next)
  }) satisfies MiddlewareHandler
  // Same contract as the validator it wraps, so routes keep their typed input and output.
  return requireJson as unknown as typeof validator
}

const objectTypes = new Set(['object', 'strict_object', 'loose_object'])

function describeIssue(schema: GenericSchema, issue: BaseIssue<unknown> | undefined): string {
  if (!issue) return 'Invalid request'
  if (!objectTypes.has(issue.type)) return issue.message
  const key = issue.path?.at(-1)?.key
  if (typeof key !== 'string') return 'Request body must be a JSON object'
  // An object schema reports both unknown keys (expected never) and missing keys itself.
  if (issue.expected === 'never') return `Unknown field: ${key}`
  return missingFieldMessage(schema, key, issue.path?.length ?? 0)
}

/** A missing field gets the message its own schema gives for no value: the spec's wording. */
function missingFieldMessage(schema: GenericSchema, key: string, depth: number): string {
  const entries = (schema as { entries?: Record<string, GenericSchema> }).entries
  const entry = depth === 1 ? entries?.[key] : undefined
  const message = entry ? v.safeParse(entry, undefined).issues?.[0]?.message : undefined
  return message ?? `Missing field: ${key}`
}

/**
 * Declares an optional query parameter to the typed client without refusing anything: it reads
 * as `c.req.query(name)` does (a repeated parameter gives its first value, an absent one
 * undefined), so the route keeps answering odd links itself.
 */
export function optionalQuery<const Name extends string>(name: Name) {
  return validator('query', (query) => {
    const value = query[name]
    return { [name]: Array.isArray(value) ? value[0] : value } as { [K in Name]?: string }
  })
}
