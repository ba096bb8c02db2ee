import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib'
import { formatDollars } from '#core/money'
import type { GivingStatement } from '#core/schemas/giving-statement'

const longDate = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleDateString('en-US', {
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

/** The statement as a PDF (decision 040): the same content as the printable page. */
export async function statementPdf(statement: GivingStatement): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(`${statement.year} giving statement`)
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
  line(`Giving statement ${statement.year}`, { size: 14, font: bold, gap: 8 })
  line(`Donor: ${statement.donor.name} (${statement.donor.email})`, { gap: 12 })

  if (statement.gifts.length === 0) {
    line(`No gifts were received from you in ${statement.year}.`, { gap: 12 })
  } else {
    row(['Receipt', 'Date', 'Amount', 'Refunded', 'Deductible', 'Dedication'], bold)
    for (const gift of statement.gifts) {
      row([
        gift.receipt,
        longDate(gift.date, statement.timeZone),
        formatDollars(gift.amount),
        formatDollars(gift.refunded),
        formatDollars(gift.deductible),
        gift.dedication ?? '',
      ])
    }
    y -= 4
    const { totals } = statement
    row(
      [
        'Total',
        '',
        formatDollars(totals.given),
        formatDollars(totals.refunded),
        formatDollars(totals.deductible),
        '',
      ],
      bold,
    )
    y -= 8
  }
  line(statement.statement, { font: bold, gap: 12 })

  if (statement.purchases.length > 0) {
    line('Shop purchases (not deductible: goods were received)', { size: 11, font: bold, gap: 6 })
    row(['Order', 'Date', 'Total', 'Refunded'], bold)
    for (const purchase of statement.purchases) {
      row([
        `#${purchase.orderId}`,
        longDate(purchase.date, statement.timeZone),
        formatDollars(purchase.total),
        formatDollars(purchase.refunded),
      ])
    }
    y -= 8
  }
  line(
    `${org.legalName} is a tax-exempt organization under Section 501(c)(3) of the Internal Revenue Code.`,
    { size: 8 },
  )
  if (statement.disclosure) line(statement.disclosure, { size: 8 })
  return pdf.save()
}
