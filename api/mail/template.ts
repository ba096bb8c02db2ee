import { brand } from '#core/brand'
import { baseLocale, type Locale, languageTag } from '#core/locale'
import { m } from '#i18n/messages'
import { escapeHtml } from '../lib/escape-html'

/** Who sends: printed in every message's footer (CAN-SPAM wants the postal address). */
export interface Sender {
  legalName: string
  address: string
  /** The site, linked from the footer. */
  origin: string
}

/** A message's two parts, as they leave. */
export interface RenderedMail {
  text: string
  html: string
}

/**
 * The one template every e-mail leaves in (docs/decisions/011). Writers compose plain text — the
 * outbox keeps it, staff read it — in a small convention: paragraphs split by a blank line, a
 * line that is only a URL becomes a button, other URLs become links, lines indented by two spaces
 * are a list (order lines, an address). Here it gets the brand header and the footer with the
 * legal name and postal address (its words, and a button's, in the recipient's `locale`), as an
 * HTML part that reads on a phone, in dark mode, with no remote image, and as the same text with
 * the footer for the plain part. `html` given (a newsletter's rendered Markdown) replaces the
 * converted body.
 */
export function renderMail(
  content: { subject: string; text: string; html?: string | null },
  sender: Sender,
  extra: { unsubscribeUrl?: string; locale?: Locale } = {},
): RenderedMail {
  const locale = extra.locale ?? baseLocale
  const unsubscribeWord = m.email_unsubscribe({}, { locale })
  const footerLines = [
    `${sender.legalName} · ${sender.address}`,
    sender.origin,
    ...(extra.unsubscribeUrl ? [`${unsubscribeWord}: ${extra.unsubscribeUrl}`] : []),
  ]
  const text = `${content.text.trimEnd()}\n\n-- \n${footerLines.join('\n')}\n`
  const body = content.html ?? blocksToHtml(content.text, locale)
  const unsubscribe = extra.unsubscribeUrl
    ? `<br><a href="${attr(extra.unsubscribeUrl)}" style="color:inherit">${escapeHtml(unsubscribeWord)}</a>`
    : ''
  const html = `<!doctype html>
<html lang="${languageTag[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(content.subject)}</title>
<style>
  body { margin: 0; padding: 0; background: #fffaf3; color: #1f2933; }
  .card { background: #ffffff; }
  a.button { background: ${brand.themeColor}; color: #ffffff !important; }
  @media (prefers-color-scheme: dark) {
    body { background: #14171a !important; color: #e8eaed !important; }
    .card { background: #1f2428 !important; }
    a { color: #ffb08a !important; }
    a.button { color: #14171a !important; background: #ffb08a !important; }
  }
</style>
</head>
<body style="margin:0;padding:0;background:#fffaf3;color:#1f2933;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse">
<tr><td align="center" style="padding:16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;border-collapse:collapse">
<tr><td style="padding:16px 24px;background:${brand.themeColor};color:#ffffff;font-size:20px;font-weight:700;border-radius:12px 12px 0 0">${escapeHtml(brand.name)}</td></tr>
<tr><td class="card" style="padding:24px;background:#ffffff;border-radius:0 0 12px 12px">
${body}
</td></tr>
<tr><td style="padding:16px 24px;font-size:13px;color:#5f6b76">${escapeHtml(sender.legalName)} · ${escapeHtml(sender.address)}<br><a href="${attr(sender.origin)}" style="color:inherit">${escapeHtml(sender.origin.replace(/^https?:\/\//, ''))}</a>${unsubscribe}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`
  return { text, html }
}

const urlPattern = /https?:\/\/[^\s<>"]+/g

function blocksToHtml(text: string, locale: Locale): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((block) => {
      const lines = block.split('\n')
      if (lines.length === 1 && /^https?:\/\/\S+$/.test(lines[0]!.trim())) {
        const url = lines[0]!.trim()
        return `<p style="margin:24px 0"><a class="button" href="${attr(url)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:${brand.themeColor};color:#ffffff;font-weight:700;text-decoration:none">${escapeHtml(buttonLabel(url, locale))}</a></p>
<p style="margin:0 0 16px;font-size:13px;word-break:break-all">${escapeHtml(m.email_or_open_link({}, { locale }))} ${linkify(url)}</p>`
      }
      const listStart = lines.findIndex((line) => line.startsWith('  '))
      if (listStart >= 0 && lines.slice(listStart).every((line) => line.startsWith('  '))) {
        const lead = lines.slice(0, listStart).map(linkify).join('<br>')
        const items = lines
          .slice(listStart)
          .map((line) => `<li>${linkify(line.trim())}</li>`)
          .join('')
        return `${lead ? `<p style="margin:0 0 8px">${lead}</p>` : ''}<ul style="margin:0 0 16px;padding-left:20px">${items}</ul>`
      }
      return `<p style="margin:0 0 16px">${lines.map(linkify).join('<br>')}</p>`
    })
    .join('\n')
}

/** What a lone link does, read from where it points, in the mail's language. */
function buttonLabel(url: string, locale: Locale): string {
  const options = { locale }
  if (url.includes('/reset-password')) return m.email_button_password({}, options)
  if (url.includes('/delete-account')) return m.email_button_delete({}, options)
  if (url.includes('/sign-in-link')) return m.email_button_sign_in({}, options)
  if (url.includes('/verify-email')) return m.email_button_verify({}, options)
  if (url.includes('/confirm-subscription')) return m.email_button_subscription({}, options)
  if (url.includes('/manage')) return m.email_button_manage({}, options)
  if (url.includes('/receipt')) return m.email_button_receipt({}, options)
  if (url.endsWith('/account')) return m.email_button_order({}, options)
  return m.email_button_open({}, options)
}

function linkify(line: string): string {
  let html = ''
  let last = 0
  for (const match of line.matchAll(urlPattern)) {
    html += escapeHtml(line.slice(last, match.index))
    html += `<a href="${attr(match[0])}" style="color:${brand.themeColor}">${escapeHtml(match[0])}</a>`
    last = match.index + match[0].length
  }
  return html + escapeHtml(line.slice(last))
}

const attr = escapeHtml
