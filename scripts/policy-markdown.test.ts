import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { siteCookies } from '#core/cookies'
import { locales } from '#core/locale'
import { fillPolicy, placeholderPattern, policyNames } from '#core/policies'
import { retentionDays } from '#core/retention'
import { compilePolicy } from './policy-markdown'
import { compiledPolicy } from './vite-policies'

const source = (name: string, locale: string) =>
  readFileSync(new URL(`../content/policies/${name}.${locale}.md`, import.meta.url), 'utf8')

const placeholders = (text: string) =>
  [...new Set([...text.matchAll(placeholderPattern)].map(([, key]) => key))].sort()

describe('the policies in content/policies', () => {
  for (const name of policyNames) {
    it(`${name}: every language compiles, with the same sections, facts and day`, () => {
      const compiled = compiledPolicy(name, locales)
      const [english, ...others] = locales.map((locale) => compiled[locale]!)
      for (const other of others) {
        expect(other.sections.length).toBe(english!.sections.length)
        expect(other.updated).toBe(english!.updated)
      }
      const named = locales.map((locale) => placeholders(source(name, locale)))
      for (const other of named.slice(1)) expect(other).toEqual(named[0])
      // Not a day still to come: the page says when it last changed.
      expect(new Date(english!.updated).getTime()).toBeLessThanOrEqual(Date.now())
    })
  }

  it('the privacy policy states every period the sweep deletes by, in every language', () => {
    for (const locale of locales) {
      const named = placeholders(source('privacy', locale))
      for (const kind of Object.keys(retentionDays)) expect(named).toContain(`retention.${kind}`)
    }
  })

  it('the cookie policy lists every cookie the code sets, by its names, in every language', () => {
    for (const locale of locales) {
      const named = placeholders(source('cookies', locale))
      for (const kind of Object.keys(siteCookies)) expect(named).toContain(`cookie.${kind}`)
    }
    const filled = fillPolicy(compiledPolicy('cookies', ['en']).en!.sections[0]!.html, 'en')
    expect(filled).toContain('<code>__Host-session</code> / <code>session</code>')
    expect(filled).toContain('<code>locale</code>')
    expect(filled).not.toMatch(placeholderPattern)
  })
})

describe('compilePolicy', () => {
  const policy = (body: string, front = 'updated: 2026-11-29') => `---\n${front}\n---\n${body}`

  it('splits the intro from the ## sections, and keeps the day', () => {
    const compiled = compilePolicy(
      policy(
        'We keep little.\n\n## What we collect\n\n- **Orders:** items.\n\n## Your rights\n\nAsk.\n',
      ),
      'en',
      'test.md',
    )
    expect(compiled).toEqual({
      updated: '2026-11-29',
      intro: '<p>We keep little.</p>\n',
      sections: [
        {
          heading: 'What we collect',
          html: '<ul>\n<li><strong>Orders:</strong> items.</li>\n</ul>\n',
        },
        { heading: 'Your rights', html: '<p>Ask.</p>\n' },
      ],
    })
  })

  it('links a page of the site in the policy’s language, and https and mailto as written', () => {
    const body =
      '## Links\n\n[Privacy](/privacy), [Stripe](https://stripe.com), [Us](mailto:a@b.org)'
    const spanish = compilePolicy(policy(body), 'es', 'test.md').sections[0]!.html
    expect(spanish).toContain('<a href="/es/privacy">Privacy</a>')
    expect(spanish).toContain('<a href="https://stripe.com">Stripe</a>')
    expect(spanish).toContain('<a href="mailto:a@b.org">Us</a>')
    expect(compilePolicy(policy(body), 'en', 'test.md').sections[0]!.html).toContain(
      '<a href="/privacy">',
    )
  })

  it('shows raw HTML as text', () => {
    const html = compilePolicy(policy('## A\n\n<script>alert(1)</script>'), 'en', 'test.md')
    expect(html.sections[0]!.html).not.toContain('<script>')
    expect(html.sections[0]!.html).toContain('&lt;script&gt;')
  })

  it.each([
    ['no front matter', 'We keep little.\n\n## A\n\nText.', 'front matter'],
    ['no day', policy('## A\n\nText.', 'title: Privacy'), 'updated: must be a day'],
    [
      'a day that is not one',
      policy('## A\n\nText.', 'updated: 2026-13-45'),
      'updated: must be a day',
    ],
    ['a second title', policy('# Privacy\n\n## A\n\nText.'), 'start sections with ##'],
    [
      'an unknown fact',
      policy('## A\n\nKept {retention.forever} days.'),
      '{retention.forever} is not one of',
    ],
    [
      'a script link',
      policy('## A\n\n[Click](javascript:alert(1))'),
      'neither a page of this site',
    ],
    [
      'a plain http link',
      policy('## A\n\n[Old](http://example.org)'),
      'neither a page of this site',
    ],
    [
      'a protocol-relative link',
      policy('## A\n\n[Away](//evil.example)'),
      'neither a page of this site',
    ],
    ['no sections', policy('Only an intro.'), 'no ## sections'],
  ])('refuses %s, naming the file and the rule', (_, text, rule) => {
    expect(() => compilePolicy(text, 'en', 'content/policies/x.en.md')).toThrow(
      new RegExp(`^content/policies/x\\.en\\.md: .*${rule.replace(/[{}.()]/g, '\\$&')}`),
    )
  })
})
