/**
 * CSV for staff's spreadsheets (issue 14) and a member's own data (issue 37): UTF-8 with a byte-order mark so Excel reads it as
 * UTF-8, RFC 4180 quoting, and cells that a spreadsheet would run as a formula (starting with
 * =, +, -, @, tab or carriage return) prefixed with a single quote (OWASP "CSV injection").
 */
import type { TypedResponse } from 'hono'

/** Excel reads a CSV as UTF-8 only when it starts with this. */
export const bom = '\uFEFF'

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = value instanceof Date ? value.toISOString() : String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function csvRow(values: unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`
}

/**
 * A streamed CSV response: the header row, then the rows `batches` yields, a batch at a time, so
 * memory stays flat however many rows there are. Typed as a 200 text answer, so the typed
 * client still sees the route's JSON list (its other 200) as what `.json()` reads.
 */
export function csvResponse(
  filename: string,
  header: string[],
  batches: AsyncIterable<unknown[][]>,
): Response & TypedResponse<string, 200, 'text'> {
  const encoder = new TextEncoder()
  const iterator = batches[Symbol.asyncIterator]()
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(bom + csvRow(header)))
    },
    async pull(controller) {
      const next = await iterator.next()
      if (next.done) {
        controller.close()
        return
      }
      controller.enqueue(encoder.encode(next.value.map(csvRow).join('')))
    },
    async cancel() {
      await iterator.return?.()
    },
  })
  const response = new Response(stream, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
    },
  })
  return response as Response & TypedResponse<string, 200, 'text'>
}

/** True when the client asked for CSV (`Accept: text/csv`), the lists' one way to export. */
export function wantsCsv(accept: string | undefined): boolean {
  return /\btext\/csv\b/i.test(accept ?? '')
}
