import { Marked } from 'marked'
import { type Locale, localizedPath } from '#core/locale'
import { type Policy, placeholderPattern, policyValues } from '#core/policies'

const escapeText = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')

/**
 * A policy's Markdown as its page shows it (issue 37, decision 092), for one language: the
 * `updated:` day from the front matter, the text before the first `##` heading as the intro, and
 * each `##` heading with what follows it as a section. Staff write it, so it is held to what a
 * policy needs: raw HTML is shown as text, a link goes to this site's page in the policy's
 * language (`/privacy` → `/es/privacy`), to https or to mailto, and a `{placeholder}` must be one
 * the site fills in. A file that breaks a rule fails the build with the rule, rather than shipping.
 */
export function compilePolicy(source: string, locale: Locale, file: string): Policy {
  const fail = (why: string): never => {
    throw new Error(`${file}: ${why}`)
  }
  const front = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source)
  if (!front) fail('it must start with a front matter block (---, updated: YYYY-MM-DD, ---)')
  const updated = /^updated:\s*(\d{4}-\d{2}-\d{2})\s*$/m.exec(front![1]!)?.[1]
  if (!updated || Number.isNaN(Date.parse(updated))) fail('updated: must be a day, YYYY-MM-DD')
  const body = source.slice(front![0].length)
  if (/^# /m.test(body))
    fail('the page has its title: start sections with ## and subsections with ###')
  const known = policyValues(locale)
  for (const [, key] of body.matchAll(placeholderPattern)) {
    if (!(key! in known))
      fail(
        `{${key}} is not one of ${Object.keys(known)
          .map((k) => `{${k}}`)
          .join(', ')}`,
      )
  }

  const markdown = new Marked({
    gfm: true,
    renderer: {
      html: ({ text }) => escapeText(text),
      image: ({ text }) => escapeText(text),
      link({ href, tokens }) {
        const label = this.parser.parseInline(tokens)
        if (/^\/(?!\/)/.test(href))
          return `<a href="${escapeText(localizedPath(href, locale))}">${label}</a>`
        if (/^(https:|mailto:)/i.test(href)) return `<a href="${escapeText(href)}">${label}</a>`
        return fail(`the link to ${href} is neither a page of this site (/…), https nor mailto`)
      },
    },
  })
  const render = (text: string) => markdown.parse(text.trim(), { async: false })
  const [intro = '', ...parts] = body.split(/^## +(.+)$/m)
  const sections: Policy['sections'] = []
  for (let index = 0; index < parts.length; index += 2) {
    sections.push({
      heading: markdown.parseInline(parts[index]!.trim(), { async: false }),
      html: render(parts[index + 1] ?? ''),
    })
  }
  if (sections.length === 0) fail('it has no ## sections')
  return { updated: updated!, intro: render(intro), sections }
}
