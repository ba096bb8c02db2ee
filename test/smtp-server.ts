import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A message as the test SMTP server received it. */
export interface ReceivedMail {
  from: string
  to: string[]
  /** The header block, unfolded, names lower-cased. */
  headers: Record<string, string>
  subject: string
  /** The plain-text part, decoded. */
  text: string
  /** The HTML part, decoded, when there is one. */
  html: string | null
  raw: string
  /** Attached files, their content decoded as text. */
  attachments: { filename: string; contentType: string; content: string }[]
  /** When the server accepted it (ms since the epoch). */
  receivedAt: number
}

export interface TestSmtp {
  /** `SMTP_URL` for the app. */
  url: string
  port: number
  messages: ReceivedMail[]
  /** Reply `code` to the next `times` messages' data instead of accepting them. */
  replyNext(code: number, times?: number): void
  /** Resolves with the first message (already received or next) that matches. */
  waitFor(match: (mail: ReceivedMail) => boolean): Promise<ReceivedMail>
  close(): Promise<void>
}

/**
 * A real SMTP server on a free local port (the `smtp-server` package), recording what arrives:
 * delivery tests talk SMTP to it exactly as to a provider. No TLS, any credentials accepted.
 */
export async function startTestSmtp({ port: wanted = 0 } = {}): Promise<TestSmtp> {
  const messages: ReceivedMail[] = []
  const waiting: { match: (mail: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }[] =
    []
  const replies: number[] = []

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const code = replies.shift()
        if (code !== undefined) {
          const error = Object.assign(new Error(`Test server replies ${code}`), {
            responseCode: code,
          })
          callback(error)
          return
        }
        const receivedAt = Date.now()
        const raw = Buffer.concat(chunks).toString('utf8')
        simpleParser(raw).then((parsed) => {
          const mail: ReceivedMail = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            headers: parseHeaders(raw),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html || null,
            raw,
            attachments: parsed.attachments.map((file) => ({
              filename: file.filename ?? '',
              contentType: file.contentType,
              content: file.content.toString('utf8'),
            })),
            receivedAt,
          }
          messages.push(mail)
          for (const waiter of waiting.filter((w) => w.match(mail))) {
            waiting.splice(waiting.indexOf(waiter), 1)
            waiter.resolve(mail)
          }
          callback()
        }, callback)
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(wanted, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo

  return {
    url: `smtp://test:secret@127.0.0.1:${port}`,
    port,
    messages,
    replyNext(code, times = 1) {
      for (let i = 0; i < times; i++) replies.push(code)
    },
    waitFor(match) {
      const found = messages.find(match)
      if (found) return Promise.resolve(found)
      return new Promise((resolve) => waiting.push({ match, resolve }))
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

function parseHeaders(raw: string): Record<string, string> {
  const block = raw.split(/\r?\n\r?\n/, 1)[0] ?? ''
  const headers: Record<string, string> = {}
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim()
  }
  return headers
}
