import type { Locale } from '#core/locale'
import { fillPolicy, type Policy } from '#core/policies'
import { getLocale } from '#i18n/runtime'
import { LegalPage } from './legal-page'

interface PolicyPageProps {
  title: string
  /** The policy compiled from content/policies (`virtual:policy/…`), in the build's languages. */
  policy: Partial<Record<Locale, Policy>>
}

/**
 * A policy page (privacy, terms, cookies) from its Markdown (decision 092): the text staff
 * wrote, compiled to HTML by the build, with the facts the code holds filled in — a retention
 * period, a cookie's name — and the day it last changed.
 */
export function PolicyPage({ title, policy: languages }: PolicyPageProps) {
  const locale = getLocale()
  const policy = languages[locale]
  if (!policy) throw new Error(`This build has no ${locale} text of “${title}”`)
  const [year, month, day] = policy.updated.split('-').map(Number) as [number, number, number]
  return (
    <LegalPage
      title={title}
      intro={<Compiled html={policy.intro} />}
      sections={policy.sections.map((section, index) => ({
        key: String(index),
        heading: () => <Compiled html={section.heading} inline />,
        body: () => <Compiled html={section.html} />,
      }))}
      updated={new Date(year, month - 1, day)}
    />
  )
}

/** A part of a policy, its facts filled in in the page's language. */
function Compiled({ html, inline = false }: { html: string; inline?: boolean }) {
  const Tag = inline ? 'span' : 'div'
  return (
    <Tag
      // biome-ignore lint/security/noDangerouslySetInnerHtml: compiled at build time from the repository's own files, held to safe Markdown (scripts/policy-markdown.ts)
      dangerouslySetInnerHTML={{ __html: fillPolicy(html, getLocale()) }}
    />
  )
}
