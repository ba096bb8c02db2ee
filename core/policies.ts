/**
 * The site's policies — privacy, terms, cookies — are content (issue 37, decision 092): Markdown
 * files under content/policies, one per language, that staff edit like any document. What the
 * code decides is not written there but named: `{retention.signIn}` is the sweep's own period,
 * `{cookie.session}` the names the code sets, so the words can change and the facts cannot drift.
 */
import { brand } from './brand'
import { shipping } from './constants'
import { localeCookieDays, sessionIdleDays, siteCookies } from './cookies'
import type { Locale } from './locale'
import { centsToDollars, formatWholeDollars } from './money'
import { retentionDays } from './retention'

export const policyNames = ['privacy', 'terms', 'cookies'] as const
export type PolicyName = (typeof policyNames)[number]

/** A policy as its page shows it: compiled from Markdown by the build (scripts/policy-markdown.ts). */
export interface Policy {
  /** The day it last changed (`updated:` in the file), as YYYY-MM-DD. */
  updated: string
  /** The text before the first heading, as HTML. */
  intro: string
  /** Each `##` heading and what follows it, both as HTML. */
  sections: { heading: string; html: string }[]
}

const html = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/** What each `{placeholder}` of a policy stands for, in a language, as HTML. */
export function policyValues(locale: Locale): Record<string, string> {
  return {
    name: html(brand.name),
    freeShipping: html(formatWholeDollars(centsToDollars(shipping.freeThresholdCents), locale)),
    sessionIdleDays: String(sessionIdleDays),
    languageCookieDays: String(localeCookieDays),
    ...Object.fromEntries(
      Object.entries(retentionDays).map(([kind, days]) => [`retention.${kind}`, String(days)]),
    ),
    ...Object.fromEntries(
      Object.entries(siteCookies).map(([kind, cookie]) => [
        `cookie.${kind}`,
        cookie.names.map((name) => `<code>${html(name)}</code>`).join(' / '),
      ]),
    ),
  }
}

/** `{name}`, `{retention.signIn}`…: the placeholders a text names. */
export const placeholderPattern = /\{([\w.]+)\}/g

/** A policy's HTML with its placeholders filled in (the build refuses one it does not know). */
export function fillPolicy(text: string, locale: Locale): string {
  const values = policyValues(locale)
  return text.replace(placeholderPattern, (whole, key: string) => values[key] ?? whole)
}
