import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  generateKeyPairSync,
  hkdfSync,
  type KeyObject,
  randomBytes,
  randomUUID,
  sign,
  verify,
} from 'node:crypto'
import { EventEmitter } from 'node:events'
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import { Agent, createServer as createHttpsServer } from 'node:https'
import type { AddressInfo } from 'node:net'

/**
 * A local Web Push service for tests: what `web-push` makes reaches it as it would FCM or Mozilla's
 * autopush, it refuses what they refuse (RFC 8030 headers, RFC 8292 VAPID), and — being the
 * browser too — it decrypts each message (RFC 8291, RFC 8188 `aes128gcm`) so tests read the
 * payload the service worker would get.
 *
 * Plain HTTP by default, for a sender posting `generateRequestDetails` with fetch. `{ tls: true }`
 * serves HTTPS with a certificate made at start, for `sendNotification`, which always sends over
 * HTTPS (`https.request`, whatever the endpoint's scheme): pass it `agent`, or write `ca` to a file
 * for `NODE_EXTRA_CA_CERTS` when the sender is another process.
 */
export interface PushEndpoint {
  /** `http://127.0.0.1:PORT` (`https:` with `{ tls: true }`): the audience a VAPID JWT must name. */
  origin: string
  /** With `{ tls: true }`, the endpoint's self-signed certificate (PEM) to trust. */
  ca: string | undefined
  /** With `{ tls: true }`, an HTTPS agent trusting `ca`, for web-push's `agent` option. */
  agent: Agent | undefined
  /** The endpoint URL of a subscription id. */
  url(id: string): string
  /**
   * A new subscription as `PushSubscription.toJSON()` gives it, with a fresh key pair the endpoint
   * decrypts with. An `applicationServerKey` restricts it to that VAPID key (403 for another).
   */
  subscribe(id?: string, options?: { applicationServerKey?: string }): PushSubscriptionJson
  /** Messages accepted (201), oldest first. */
  received: ReceivedPush[]
  /** Requests refused, oldest first, with why: tests assert a message was refused for a reason. */
  rejected: RejectedPush[]
  /** Resolves with the first message (already received or next) that matches. */
  waitFor(match: (push: ReceivedPush) => boolean, timeoutMs?: number): Promise<ReceivedPush>
  /**
   * Answers `status` to every message for `id` from now on (429, 500, 404…) instead of accepting
   * it; 201 accepts again. 410 is for good: a real service never revives an expired subscription.
   */
  answer(id: string, status: number, headers?: Record<string, string>): void
  close(): Promise<void>
}

export interface PushEndpointOptions {
  /** Serve HTTPS, as `sendNotification` requires, rather than plain HTTP. */
  tls?: boolean
}

/** What a browser's `PushSubscription.toJSON()` gives, and the app stores. */
export interface PushSubscriptionJson {
  endpoint: string
  expirationTime: null
  keys: { p256dh: string; auth: string }
}

export interface ReceivedPush {
  id: string
  /** The decrypted text parsed as JSON, or the text itself when it is not JSON; null without a body. */
  payload: unknown
  /** The decrypted text, exactly. */
  text: string
  headers: {
    ttl: number
    urgency: string | undefined
    topic: string | undefined
    authorization: string
  }
  /** The verified VAPID token's claims and key. */
  vapid: { sub: string; aud: string; exp: number; k: string }
}

export interface RejectedPush {
  id: string
  status: number
  reason: string
}

/** A browser's side of one subscription: its keys, and the decryption its push manager does. */
export interface PushSubscriber {
  /** base64url, as in `PushSubscription.toJSON().keys`. */
  keys: { p256dh: string; auth: string }
  ecdh: ECDH
  authSecret: Buffer
  /** The message's plaintext (UTF-8); throws on anything a browser would drop. */
  decrypt(body: Buffer): string
}

/** RFC 8030 §7.2: a service must take 4096 bytes of body and may refuse more with 413. */
const maxBodyBytes = 4096
/** RFC 8292 §2: a VAPID token must not expire more than 24 hours ahead. */
const maxTokenLifetimeSeconds = 24 * 60 * 60
const urgencies = ['very-low', 'low', 'normal', 'high']

export function createPushSubscriber(): PushSubscriber {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const authSecret = randomBytes(16)
  return {
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: authSecret.toString('base64url'),
    },
    ecdh,
    authSecret,
    decrypt: (body) => utf8(Buffer.concat(decryptRecords(body, ecdh, authSecret))),
  }
}

/**
 * Decrypts an `aes128gcm` body (RFC 8188) with the keys of RFC 8291 §3.4, one plaintext per
 * record: a push message should be a single record (RFC 8291 §4), the content coding allows more.
 */
export function decryptRecords(body: Buffer, ecdh: ECDH, authSecret: Buffer): Buffer[] {
  const { salt, recordSize, keyId, records } = parseHeader(body)
  if (keyId.length !== 65) throw new Error(`keyid is ${keyId.length} bytes, not a P-256 key`)
  const { key, nonce } = contentKeys(salt, ecdh, authSecret, keyId)
  const plaintexts: Buffer[] = []
  for (let offset = 0, index = 0; offset < records.length; offset += recordSize, index++) {
    const record = records.subarray(offset, offset + recordSize)
    const last = offset + recordSize >= records.length
    plaintexts.push(unpad(decryptRecord(record, key, recordNonce(nonce, index)), last))
  }
  if (plaintexts.length === 0) throw new Error('no record after the header')
  return plaintexts
}

/** RFC 8188 §2.1: salt (16) | rs (uint32) | idlen (1) | keyid (idlen) | records. */
function parseHeader(body: Buffer) {
  if (body.length < 21) throw new Error('body shorter than an aes128gcm header')
  const recordSize = body.readUInt32BE(16)
  const idLength = body.readUInt8(20)
  // A record holds at least the 16-byte tag and a delimiter octet (RFC 8188 §2).
  if (recordSize < 18) throw new Error(`record size ${recordSize} is below 18`)
  return {
    salt: body.subarray(0, 16),
    recordSize,
    keyId: body.subarray(21, 21 + idLength),
    records: body.subarray(21 + idLength),
  }
}

/** RFC 8291 §3.3–3.4 then RFC 8188 §2.2–2.3: the content key and base nonce of a message. */
function contentKeys(salt: Buffer, ecdh: ECDH, authSecret: Buffer, senderPublicKey: Buffer) {
  const sharedSecret = ecdh.computeSecret(senderPublicKey)
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    ecdh.getPublicKey(),
    senderPublicKey,
  ])
  const ikm = hkdf(sharedSecret, authSecret, keyInfo, 32)
  return {
    key: hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
    nonce: hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  }
}

function hkdf(ikm: Buffer, salt: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, salt, info, length))
}

/** RFC 8188 §2.3: the nonce of record `index` is the base nonce XOR the index (big-endian). */
function recordNonce(nonce: Buffer, index: number): Buffer {
  const result = Buffer.from(nonce)
  result.writeUInt32BE((result.readUInt32BE(8) ^ index) >>> 0, 8)
  return result
}

/** A record is the AES-128-GCM ciphertext followed by its 16-byte tag. */
function decryptRecord(record: Buffer, key: Buffer, nonce: Buffer): Buffer {
  if (record.length < 18) throw new Error(`a ${record.length}-byte record is too short`)
  const decipher = createDecipheriv('aes-128-gcm', key, nonce)
  decipher.setAuthTag(record.subarray(-16))
  return Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()])
}

/** RFC 8188 §2: data, then 0x02 (last record) or 0x01 (others), then any number of zeros. */
function unpad(plaintext: Buffer, last: boolean): Buffer {
  let end = plaintext.length - 1
  while (end >= 0 && plaintext[end] === 0) end--
  const expected = last ? 2 : 1
  if (plaintext[end] !== expected) throw new Error(`padding delimiter is not 0x0${expected}`)
  return plaintext.subarray(0, end)
}

function utf8(bytes: Buffer): string {
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
}

/** A refusal: the status a push service answers, and why. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    reason: string,
  ) {
    super(reason)
  }
}

interface Subscription {
  subscriber: PushSubscriber
  applicationServerKey: string | undefined
  answer: { status: number; headers: Record<string, string> } | undefined
}

export async function startPushEndpoint(options: PushEndpointOptions = {}): Promise<PushEndpoint> {
  const tls = options.tls ?? false
  const subscriptions = new Map<string, Subscription>()
  const received: ReceivedPush[] = []
  const rejected: RejectedPush[] = []
  const events = new EventEmitter()
  const certificate = tls ? selfSignedCertificate() : undefined
  let origin = ''

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const body = await readBody(request)
    const id = decodeURIComponent(/^\/push\/([^/?]+)$/.exec(request.url ?? '')?.[1] ?? '')
    try {
      const push = accept(request, id, body)
      received.push(push)
      events.emit('received', push)
      response.writeHead(201, {
        Location: `${origin}/message/${randomUUID()}`,
        TTL: push.headers.ttl,
      })
      response.end()
    } catch (error) {
      if (!(error instanceof Refusal)) throw error
      rejected.push({ id, status: error.status, reason: error.message })
      const headers = subscriptions.get(id)?.answer?.headers ?? {}
      response.writeHead(error.status, { 'Content-Type': 'text/plain', ...headers })
      response.end(error.message)
    }
  }

  /** The checks in the order a service makes them: the subscription, then the request. */
  function accept(request: IncomingMessage, id: string, body: Buffer): ReceivedPush {
    if (request.method !== 'POST') throw new Refusal(405, `${request.method} is not POST`)
    const subscription = subscriptions.get(id)
    if (!subscription) throw new Refusal(404, `no subscription ${id}`)
    if (subscription.answer) {
      throw new Refusal(subscription.answer.status, `answered ${subscription.answer.status}`)
    }
    const authorization = request.headers.authorization ?? ''
    const vapid = verifyVapid(authorization, origin, subscription.applicationServerKey)
    const headers = {
      ttl: checkTtl(request.headers.ttl),
      urgency: checkUrgency(request.headers.urgency),
      topic: checkTopic(request.headers.topic),
      authorization,
    }
    const text = body.length === 0 ? '' : decryptBody(request, body, subscription.subscriber)
    const payload = body.length === 0 ? null : parseJsonOrText(text)
    return { id, payload, text, headers, vapid }
  }

  const listener = (request: IncomingMessage, response: ServerResponse) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'Content-Type': 'text/plain' })
      response.end(String(error))
    })
  }
  const server = certificate
    ? createHttpsServer({ key: certificate.key, cert: certificate.cert }, listener)
    : createHttpServer(listener)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  origin = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`
  const url = (id: string) => `${origin}/push/${encodeURIComponent(id)}`

  const agent = certificate ? new Agent({ ca: certificate.cert }) : undefined

  return {
    origin,
    ca: certificate?.cert,
    agent,
    url,
    subscribe(id = randomUUID(), { applicationServerKey } = {}) {
      const subscriber = createPushSubscriber()
      subscriptions.set(id, { subscriber, applicationServerKey, answer: undefined })
      return { endpoint: url(id), expirationTime: null, keys: subscriber.keys }
    },
    received,
    rejected,
    waitFor(match, timeoutMs = 5000) {
      const found = received.find(match)
      if (found) return Promise.resolve(found)
      return new Promise((resolve, reject) => {
        const onReceived = (push: ReceivedPush) => {
          if (!match(push)) return
          clearTimeout(timer)
          events.off('received', onReceived)
          resolve(push)
        }
        const timer = setTimeout(() => {
          events.off('received', onReceived)
          const seen = JSON.stringify({ received, rejected }, null, 2)
          reject(new Error(`no matching push message within ${timeoutMs} ms; ${seen}`))
        }, timeoutMs)
        events.on('received', onReceived)
      })
    },
    answer(id, status, headers = {}) {
      const subscription = subscriptions.get(id)
      if (!subscription) throw new Error(`no subscription ${id}`)
      if (subscription.answer?.status === 410) throw new Error(`subscription ${id} is gone`)
      subscription.answer = status === 201 ? undefined : { status, headers }
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
        agent?.destroy()
      }),
  }
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })
}

/** RFC 8030 §5.2: TTL is required, a number of seconds. */
function checkTtl(header: string | string[] | undefined): number {
  if (header === undefined) throw new Refusal(400, 'missing TTL header')
  if (typeof header !== 'string' || !/^\d+$/.test(header)) {
    throw new Refusal(400, `TTL ${header} is not a number of seconds`)
  }
  return Number(header)
}

/** RFC 8030 §5.3: one of four urgencies, `normal` when absent. */
function checkUrgency(header: string | string[] | undefined): string | undefined {
  if (header === undefined || (typeof header === 'string' && urgencies.includes(header))) {
    return header
  }
  throw new Refusal(400, `Urgency ${header} is not one of ${urgencies.join(', ')}`)
}

/** RFC 8030 §5.4: at most 32 characters of the base64url alphabet. */
function checkTopic(header: string | string[] | undefined): string | undefined {
  if (header === undefined || (typeof header === 'string' && /^[\w-]{1,32}$/.test(header))) {
    return header
  }
  throw new Refusal(400, `Topic ${header} is not up to 32 base64url characters`)
}

function decryptBody(request: IncomingMessage, body: Buffer, subscriber: PushSubscriber): string {
  if (body.length > maxBodyBytes) {
    throw new Refusal(413, `a ${body.length}-byte body is over ${maxBodyBytes} bytes`)
  }
  const encoding = request.headers['content-encoding']
  if (encoding !== 'aes128gcm') {
    throw new Refusal(400, `Content-Encoding ${encoding} is not aes128gcm`)
  }
  let records: Buffer[]
  try {
    records = decryptRecords(body, subscriber.ecdh, subscriber.authSecret)
  } catch (error) {
    throw new Refusal(400, `the browser could not decrypt it: ${(error as Error).message}`)
  }
  if (records.length !== 1) {
    throw new Refusal(400, `${records.length} records; RFC 8291 §4 wants a single one`)
  }
  try {
    return utf8(records[0]!)
  } catch {
    throw new Refusal(400, 'the payload is not UTF-8 text')
  }
}

function parseJsonOrText(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * RFC 8292: `Authorization: vapid t=<JWT>, k=<P-256 key>`, the JWT signed ES256 by that key, for
 * this service's origin, expiring within 24 hours, with a contact. Absent is 401, wrong is 403
 * (§4.2), as is a key other than the one a restricted subscription was made with.
 */
function verifyVapid(header: string, origin: string, applicationServerKey: string | undefined) {
  if (!header) throw new Refusal(401, 'missing Authorization header')
  const match = /^vapid\s+(?=.*\bt=([\w-]+\.[\w-]+\.[\w-]+))(?=.*\bk=([\w-]+)).*$/i.exec(header)
  if (!match) throw new Refusal(403, 'Authorization is not `vapid t=<JWT>, k=<key>`')
  const [, token, k] = match as unknown as [string, string, string]
  if (applicationServerKey !== undefined && k !== applicationServerKey) {
    throw new Refusal(403, 'k is not the key the subscription was made with')
  }
  const [encodedHeader, encodedClaims, signature] = token.split('.') as [string, string, string]
  const jwtHeader = decodeJson(encodedHeader)
  if (jwtHeader?.alg !== 'ES256') throw new Refusal(403, `JWT alg ${jwtHeader?.alg} is not ES256`)
  const signed = Buffer.from(`${encodedHeader}.${encodedClaims}`)
  if (!verifySignature(signed, Buffer.from(signature, 'base64url'), k)) {
    throw new Refusal(403, 'JWT signature does not match k')
  }
  return { ...checkClaims(decodeJson(encodedClaims), origin), k }
}

function checkClaims(claims: Record<string, unknown> | undefined, origin: string) {
  const { aud, exp, sub } = claims ?? {}
  if (aud !== origin) throw new Refusal(403, `JWT aud ${aud} is not ${origin}`)
  const now = Math.floor(Date.now() / 1000)
  if (typeof exp !== 'number' || exp <= now) throw new Refusal(403, `JWT exp ${exp} has passed`)
  if (exp > now + maxTokenLifetimeSeconds) {
    throw new Refusal(403, `JWT exp ${exp} is more than 24 hours ahead`)
  }
  if (typeof sub !== 'string' || !/^(mailto:|https:\/\/)\S+$/.test(sub)) {
    throw new Refusal(403, `JWT sub ${sub} is not a mailto: or https: URL`)
  }
  return { sub, aud, exp }
}

function decodeJson(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
    return typeof value === 'object' && value !== null
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

/** ES256: ECDSA P-256 over SHA-256, the signature the raw 64-byte r || s of RFC 7518 §3.4. */
function verifySignature(signed: Buffer, signature: Buffer, k: string): boolean {
  let key: KeyObject
  try {
    key = vapidPublicKey(k)
  } catch {
    throw new Refusal(403, 'k is not a P-256 public key')
  }
  return verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, signature)
}

/** The 65-byte uncompressed point (0x04 | x | y) of `k`, as a key node:crypto verifies with. */
function vapidPublicKey(k: string): KeyObject {
  const point = Buffer.from(k, 'base64url')
  if (point.length !== 65 || point[0] !== 4) throw new Error('not an uncompressed P-256 point')
  const x = point.subarray(1, 33).toString('base64url')
  const y = point.subarray(33).toString('base64url')
  return createPublicKey({ key: { kty: 'EC', crv: 'P-256', x, y }, format: 'jwk' })
}

/**
 * A self-signed certificate for 127.0.0.1 and localhost, valid a day: node:crypto reads
 * certificates but does not make them, so this encodes the few DER structures by hand.
 */
function selfSignedCertificate(): { key: string; cert: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const ecdsaWithSha256 = der.sequence(der.oid('2a8648ce3d040302')) // 1.2.840.10045.4.3.2
  const commonName = der.oid('550403') // 2.5.4.3
  const name = der.sequence(
    der.set(der.sequence(commonName, der.tlv(0x0c, Buffer.from('push-endpoint test')))),
  )
  const now = Date.now()
  const tbs = der.sequence(
    der.tlv(0xa0, der.integer(Buffer.from([2]))), // version 3
    der.integer(randomBytes(16)),
    ecdsaWithSha256,
    name,
    der.sequence(der.time(new Date(now - 60 * 60 * 1000)), der.time(new Date(now + 86_400_000))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    der.tlv(
      0xa3,
      der.sequence(
        // basicConstraints (2.5.29.19), critical, cA: the certificate is its own trust anchor.
        der.sequence(
          der.oid('551d13'),
          der.tlv(0x01, Buffer.from([0xff])),
          der.octets(der.sequence(der.tlv(0x01, Buffer.from([0xff])))),
        ),
        // subjectAltName (2.5.29.17): iPAddress 127.0.0.1, dNSName localhost.
        der.sequence(
          der.oid('551d11'),
          der.octets(
            der.sequence(
              der.tlv(0x87, Buffer.from([127, 0, 0, 1])),
              der.tlv(0x82, Buffer.from('localhost')),
            ),
          ),
        ),
      ),
    ),
  )
  const signature = sign('sha256', tbs, privateKey)
  const certificate = der.sequence(tbs, ecdsaWithSha256, der.bitString(signature))
  const base64 = certificate.toString('base64').replace(/.{64}/g, '$&\n')
  return {
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    cert: `-----BEGIN CERTIFICATE-----\n${base64.trimEnd()}\n-----END CERTIFICATE-----\n`,
  }
}

/** Just enough DER (X.690) for the certificate above. */
const der = {
  tlv(tag: number, content: Buffer): Buffer {
    // Short form below 128, else 0x80 | the count of big-endian length bytes (minimal, as DER wants).
    const { length } = content
    const long = length < 0x100 ? [length] : [length >> 8, length & 0xff]
    const header = length < 0x80 ? [tag, length] : [tag, 0x80 | long.length, ...long]
    return Buffer.concat([Buffer.from(header), content])
  },
  sequence: (...parts: Buffer[]) => der.tlv(0x30, Buffer.concat(parts)),
  set: (...parts: Buffer[]) => der.tlv(0x31, Buffer.concat(parts)),
  oid: (hex: string) => der.tlv(0x06, Buffer.from(hex, 'hex')),
  octets: (content: Buffer) => der.tlv(0x04, content),
  bitString: (content: Buffer) => der.tlv(0x03, Buffer.concat([Buffer.from([0]), content])),
  /** A positive INTEGER: a leading zero keeps a high first bit from reading as negative. */
  integer: (bytes: Buffer) =>
    der.tlv(0x02, (bytes[0] ?? 0) & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes),
  /** UTCTime, YYMMDDHHMMSSZ: enough until 2050. */
  time: (date: Date) =>
    der.tlv(0x17, Buffer.from(`${date.toISOString().slice(2, 19).replace(/[-T:]/g, '')}Z`)),
}
