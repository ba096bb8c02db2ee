import { Marked } from 'marked'
import { escapeHtml } from './escape-html'

/**
 * Markdown as staff write it (newsletters, hosted guides), to HTML that is safe to show: raw HTML
 * is shown as text, images as their alt text, and only http(s), mailto and — for pages of this
 * site — site-relative links are links. A phished admin account cannot publish script or
 * `javascript:` links to every family.
 */
function createMarkdown(linkPattern: RegExp) {
  return new Marked({
    gfm: true,
    breaks: true,
    renderer: {
      html: ({ text }) => escapeHtml(text),
      link({ href, tokens }) {
        const label = this.parser.parseInline(tokens)
        if (!linkPattern.test(href)) return label
        return `<a href="${escapeHtml(href)}">${label}</a>`
      },
      image: ({ text }) => escapeHtml(text),
    },
  })
}

/** For e-mail: every link must work outside the site. */
const forMail = createMarkdown(/^(https?:|mailto:)/i)
/** For the site's own pages: `/store` is a link too (`//host` is not: it leaves the site). */
const forPages = createMarkdown(/^(https?:|mailto:|\/(?!\/))/i)

export function renderMailMarkdown(source: string): string {
  return forMail.parse(source, { async: false })
}

export function renderPageMarkdown(source: string): string {
  return forPages.parse(source, { async: false })
}
