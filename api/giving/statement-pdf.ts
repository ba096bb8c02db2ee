import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib'
import { baseLocale, type Locale, languageTag } from '#core/locale'
import { formatDollars } from '#core/money'
import type { GivingStatement } from '#core/schemas/giving-statement'
import { m } from '#i18n/messages'

const longDate = (iso: string, timeZone: string, locale: Locale) =>
  new Date(iso).toLocaleDateString(languageTag[locale], {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone,
  })

/** Letter size, in points; one-inch margins. */
const page = { width: 612, height: 792, margin: 54 }

/** The standard fonts draw WinAnsi only: anything else (a name in another script) becomes '?'. */
function drawable(font: PDFFont, text: string) {
  let out = ''
  for (const char of text) {
    try {
      font.encodeText(char)
      out += char
    } catch {
      out += '?'
    }
  }
  return out
}

/**
 * The statement as a PDF (decision 040): the same content as the printable page, in `locale`;
 * in Spanish, its IRS sentences come with the English that counts alongside, as on the page.
 */
export async function statementPdf(
  statement: GivingStatement,
  locale: Locale = baseLocale,
): Promise<Uint8Array> {
  const say = { locale }
  const dollars = (amount: number) => formatDollars(amount, locale)
  const date = (iso: string) => longDate(iso, statement.timeZone, locale)
  const pdf = await PDFDocument.create()
  pdf.setTitle(m.giving_statement_heading({ year: statement.year }, say))
  pdf.setAuthor(statement.organization.legalName)
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  let current = pdf.addPage([page.width, page.height])
  let y = page.height - page.margin

  /** A paragraph, wrapped at the margins. */
  function line(text: string, options: { size?: number; font?: PDFFont; gap?: number } = {}) {
    const size = options.size ?? 10
    const font = options.font ?? regular
    const width = page.width - 2 * page.margin
    const rows: string[] = []
    let currentRow = ''
    for (const word of drawable(font, text).split(' ')) {
      const next = currentRow ? `${currentRow} ${word}` : word
      if (currentRow && font.widthOfTextAtSize(next, size) > width) {
        rows.push(currentRow)
        currentRow = word
      } else {
        currentRow = next
      }
    }
    rows.push(currentRow)
    rows.forEach((text, i) => {
      if (y - size < page.margin) {
        current = pdf.addPage([page.width, page.height])
        y = page.height - page.margin
      }
      current.drawText(text, { x: page.margin, y: y - size, size, font })
      y -= size + (i === rows.length - 1 ? (options.gap ?? 4) : 2)
    })
  }

  /** Columns at fixed x positions, for the table rows. */
  function row(cells: string[], font: PDFFont = regular) {
    const xs = [0, 70, 160, 250, 330, 410]
    if (y - 10 < page.margin) {
      current = pdf.addPage([page.width, page.height])
      y = page.height - page.margin
    }
    cells.forEach((cell, i) => {
      current.drawText(drawable(font, cell), {
        x: page.margin + xs[i]!,
        y: y - 10,
        size: 9,
        font,
      })
    })
    y -= 14
  }

  const { organization: org } = statement
  line(org.legalName, { size: 16, font: bold })
  line(org.address)
  line(`EIN: ${org.ein}`, { gap: 14 })
  line(m.giving_statement_heading({ year: statement.year }, say), { size: 14, font: bold, gap: 8 })
  line(m.giving_statement_donor(statement.donor, say), { gap: 12 })

  if (statement.gifts.length === 0) {
    line(m.giving_no_gifts({ year: statement.year }, say), { gap: 12 })
  } else {
    const headings = [
      m.giving_receipt({}, say),
      m.giving_date({}, say),
      m.giving_amount({}, say),
      m.giving_refunded({}, say),
      m.giving_deductible({}, say),
      m.giving_tribute_dedication({}, say),
    ]
    row(headings, bold)
    for (const gift of statement.gifts) {
      row([
        gift.receipt,
        date(gift.date),
        dollars(gift.amount),
        dollars(gift.refunded),
        dollars(gift.deductible),
        gift.dedication ?? '',
      ])
    }
    y -= 4
    const { totals } = statement
    row(
      [
        m.giving_total({}, say),
        '',
        dollars(totals.given),
        dollars(totals.refunded),
        dollars(totals.deductible),
        '',
      ],
      bold,
    )
    y -= 8
  }
  // The legal sentences in the reader's language; in Spanish, the English that counts follows.
  const legal = (text: (locale: Locale) => string, options: { size?: number; font?: PDFFont }) => {
    line(text(locale), { ...options, gap: locale === baseLocale ? 12 : 2 })
    if (locale === baseLocale) return
    line(`${m.giving_legal_english({}, say)} ${text(baseLocale)}`, { size: 8, gap: 12 })
  }
  legal((each) => m.giving_legal_no_goods({}, { locale: each }), { font: bold })

  if (statement.purchases.length > 0) {
    line(m.giving_shop_purchases({}, say), { size: 11, font: bold, gap: 2 })
    line(m.giving_shop_purchases_note({}, say), { gap: 6 })
    row(
      [
        m.giving_order({}, say),
        m.giving_date({}, say),
        m.giving_total({}, say),
        m.giving_refunded({}, say),
      ],
      bold,
    )
    for (const purchase of statement.purchases) {
      row([
        `#${purchase.orderId}`,
        date(purchase.date),
        dollars(purchase.total),
        dollars(purchase.refunded),
      ])
    }
    y -= 8
  }
  legal((each) => m.giving_legal_tax_exempt_statement({ name: org.legalName }, { locale: each }), {
    size: 8,
  })
  if (statement.disclosure) line(statement.disclosure, { size: 8 })
  return pdf.save()
}
