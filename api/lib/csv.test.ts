import { describe, expect, it } from 'vitest'
import { csvCell, csvResponse, csvRow, wantsCsv } from './csv'

describe('csvCell', () => {
  it('writes nothing for a missing value, and a date as its ISO instant', () => {
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell(new Date('2026-11-26T09:30:00Z'))).toBe('2026-11-26T09:30:00.000Z')
  })

  it('defuses text a spreadsheet would run as a formula, whatever starts it', () => {
    expect(csvCell('=1+1')).toBe("'=1+1")
    expect(csvCell('+1')).toBe("'+1")
    expect(csvCell('-2')).toBe("'-2")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    // A leading tab or carriage return is skipped by some spreadsheets before the formula.
    expect(csvCell('\t=cmd')).toBe("'\t=cmd")
    expect(csvCell('\r=cmd')).toBe(`"'\r=cmd"`)
  })

  it('leaves numbers and text that merely contains a formula character as they are', () => {
    expect(csvCell(-12.5)).toBe('-12.5')
    expect(csvCell(0)).toBe('0')
    expect(csvCell('a=b+c-d@e')).toBe('a=b+c-d@e')
    expect(csvCell(' =1')).toBe(' =1')
  })

  it('quotes a cell holding a comma, quote or line break, doubling its quotes', () => {
    expect(csvCell('Quill, Zoe')).toBe('"Quill, Zoe"')
    expect(csvCell('the "big" box')).toBe('"the ""big"" box"')
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
    expect(csvCell('line one\rline two')).toBe('"line one\rline two"')
    expect(csvCell('plain text')).toBe('plain text')
  })
})

describe('csvRow', () => {
  it('joins cells with commas and ends the row with CRLF', () => {
    expect(csvRow([1, 'a,b', null, '=x'])).toBe(`1,"a,b",,'=x\r\n`)
    expect(csvRow([])).toBe('\r\n')
  })
})

describe('csvResponse', () => {
  async function* batches() {
    yield [[1, 'first']]
    yield [
      [2, 'second'],
      [3, 'third'],
    ]
  }

  it('streams a BOM and the header, then each batch, as a download nobody caches', async () => {
    const response = csvResponse('gifts.csv', ['id', 'name'], batches())
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="gifts.csv"')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      'id,name\r\n1,first\r\n2,second\r\n3,third\r\n',
    )
  })

  it('stops reading rows when the download is cancelled', async () => {
    let finished = false
    async function* endless() {
      try {
        for (let n = 1; ; n++) yield [[n]]
      } finally {
        finished = true
      }
    }
    const reader = csvResponse('endless.csv', ['n'], endless()).body!.getReader()
    await reader.read()
    await reader.read()
    await reader.cancel()
    expect(finished).toBe(true)
  })
})

describe('wantsCsv', () => {
  it('is true only when the Accept header names text/csv', () => {
    expect(wantsCsv('text/csv')).toBe(true)
    expect(wantsCsv('application/json, TEXT/CSV;q=0.9')).toBe(true)
    expect(wantsCsv('application/json')).toBe(false)
    expect(wantsCsv('text/csvx')).toBe(false)
    expect(wantsCsv('context/csv')).toBe(false)
    expect(wantsCsv(undefined)).toBe(false)
  })
})
