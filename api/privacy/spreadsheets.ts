import { strToU8, zipSync } from 'fflate'
import { bom, csvRow } from '../lib/csv'
import type { PersonalData } from './personal-data'

type Row = Record<string, unknown>

/** `likedPosts` → `liked-posts`: a file's name from the data file's key. */
const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

const isRecord = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)

/**
 * One row as spreadsheet cells: a nested record's fields side by side (`storytelling.childName`),
 * a list of plain values in one cell, a sketch named rather than spelled out as base64.
 */
function flatten(row: Row, prefix = ''): Row {
  const cells: Row = {}
  for (const [key, value] of Object.entries(row)) {
    const name = `${prefix}${key}`
    if (isRecord(value)) Object.assign(cells, flatten(value, `${name}.`))
    else if (Array.isArray(value)) cells[name] = value.join('; ')
    else if (key === 'sketch' && value !== null) {
      cells[name] = '(a picture: it is in the JSON file)'
    } else cells[name] = value
  }
  return cells
}

function csv(rows: Row[]): string {
  const cells = rows.map((row) => flatten(row))
  const header = [...new Set(cells.flatMap((row) => Object.keys(row)))]
  return bom + csvRow(header) + cells.map((row) => csvRow(header.map((key) => row[key]))).join('')
}

/**
 * The same data as the JSON file, as spreadsheets (issue 37, decision 087): one CSV per kind of
 * record, walked from the JSON's own shape so the two cannot differ — a list is a file, a group
 * of lists (the forum, applications) a file per list, the account a one-row file. An order's
 * lines get their own file beside the orders, each with its order's number.
 */
export function spreadsheetsOf(data: PersonalData): Record<string, string> {
  const files: Record<string, string> = {}
  const add = (name: string, rows: Row[]) => {
    if (rows.length > 0) files[`${name}.csv`] = csv(rows)
  }
  for (const [key, value] of Object.entries(data)) {
    if (key === 'orders') {
      add(
        'orders',
        data.orders.map(({ items: _, ...order }) => order),
      )
      add(
        'order-items',
        data.orders.flatMap((order) => order.items.map((item) => ({ orderId: order.id, ...item }))),
      )
    } else if (Array.isArray(value)) add(kebab(key), value as Row[])
    else if (isRecord(value) && Object.values(value).every(Array.isArray)) {
      for (const [part, rows] of Object.entries(value))
        add(`${kebab(key)}-${kebab(part)}`, rows as Row[])
    } else if (isRecord(value)) add(kebab(key), [value])
  }
  return files
}

/** The spreadsheets as one ZIP file, a folder of CSVs any phone or computer opens. */
export function spreadsheetsZip(data: PersonalData, folder: string): Uint8Array<ArrayBuffer> {
  const entries = Object.fromEntries(
    Object.entries(spreadsheetsOf(data)).map(([name, text]) => [
      `${folder}/${name}`,
      strToU8(text),
    ]),
  )
  // fflate writes into a new, ordinary ArrayBuffer.
  return zipSync(entries, { level: 6, mtime: new Date(data.exportedAt) }) as Uint8Array<ArrayBuffer>
}
