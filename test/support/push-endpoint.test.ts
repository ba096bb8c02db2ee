import { createPrivateKey, sign } from 'node:crypto'
import { request } from 'node:https'
import { afterAll, describe, expect, it } from 'vitest'
import type { PushSubscription, RequestOptions, WebPushError } from 'web-push'
import webpush from 'web-push'
import { createPushSubscriber, startPushEndpoint } from './push-endpoint'

// The endpoint is only worth its tests if it reads what browsers read and refuses what push
// services refuse: these send through the real web-push library. sendNotification only speaks
// HTTPS, hence `tls: true` here; the last test posts generateRequestDetails over plain HTTP.

const endpoint = await startPushEndpoint({ tls: true })
afterAll(endpoint.close)

const vapidKeys = webpush.generateVAPIDKeys()
const subject = 'mailto:staff@example.org'
const options: RequestOptions = {
  vapidDetails: { subject, ...vapidKeys },
  TTL: 60,
  agent: endpoint.agent,
}

/** The WebPushError a send rejects with (fails the test when it is accepted). */
async function refusal(send: Promise<unknown>): Promise<WebPushError> {
  const error = await send.then(
    () => expect.fail('the endpoint accepted the message'),
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(webpush.WebPushError)
  return error as WebPushError
}

/** Sends with `Authorization` made by hand: web-push only signs valid tokens for the right origin. */
function sendAuthorized(subscription: PushSubscription, authorization: string) {
  return webpush.sendNotification(subscription, '{}', {
    TTL: 60,
    agent: endpoint.agent,
    headers: { Authorization: authorization },
  })
}

/** An ES256 JWT with any claims, signed by the VAPID key pair web-push made. */
function vapidToken(claims: object, keys = vapidKeys): string {
  const point = Buffer.from(keys.publicKey, 'base64url')
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    d: keys.privateKey,
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33).toString('base64url'),
  }
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const signed = `${encode({ typ: 'JWT', alg: 'ES256' })}.${encode(claims)}`
  const key = createPrivateKey({ key: jwk, format: 'jwk' })
  const signature = sign('sha256', Buffer.from(signed), { key, dsaEncoding: 'ieee-p1363' })
  return `vapid t=${signed}.${signature.toString('base64url')}, k=${keys.publicKey}`
}

/** POSTs exactly these headers and body, for requests web-push itself would never make. */
function post(url: string, headers: Record<string, string | number>, body: Buffer | null) {
  return new Promise<number>((resolve, reject) => {
    const outgoing = request(
      url,
      { method: 'POST', headers, agent: endpoint.agent },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    outgoing.on('error', reject)
    outgoing.end(body ?? undefined)
  })
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 60 * 60

describe('decrypting what web-push sends', () => {
  it('accepts a message with 201 and records the payload and headers', async () => {
    const subscription = endpoint.subscribe('dana')
    const payload = JSON.stringify({ title: 'Science fair', url: '/events/3' })

    const result = await webpush.sendNotification(subscription, payload, {
      ...options,
      urgency: 'high',
      topic: 'event-3',
    })

    expect(result.statusCode).toBe(201)
    expect(result.headers.location).toMatch(`${endpoint.origin}/message/`)
    const received = await endpoint.waitFor((push) => push.id === 'dana')
    expect(received.text).toBe(payload)
    expect(received.payload).toEqual({ title: 'Science fair', url: '/events/3' })
    expect(received.headers).toEqual({
      ttl: 60,
      urgency: 'high',
      topic: 'event-3',
      authorization: expect.stringMatching(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/),
    })
    expect(received.vapid).toMatchObject({ sub: subject, aud: endpoint.origin })
    expect(received.vapid.k).toBe(vapidKeys.publicKey)
  })

  it('gives the subscription JSON a browser gives', () => {
    const subscription = endpoint.subscribe('shape')
    expect(subscription.endpoint).toBe(endpoint.url('shape'))
    expect(subscription.expirationTime).toBeNull()
    expect(Buffer.from(subscription.keys.p256dh, 'base64url')).toHaveLength(65)
    expect(Buffer.from(subscription.keys.auth, 'base64url')).toHaveLength(16)
  })

  it('decrypts non-ASCII text exactly', async () => {
    const subscription = endpoint.subscribe('lucia')
    const payload = JSON.stringify({ title: 'Recordatorio: mañana', body: 'Año nuevo, niños 🎉' })

    await webpush.sendNotification(subscription, payload, options)

    const received = await endpoint.waitFor((push) => push.id === 'lucia')
    expect(received.text).toBe(payload)
    expect(received.payload).toEqual({ title: 'Recordatorio: mañana', body: 'Año nuevo, niños 🎉' })
  })

  it('decrypts a payload near the 4096-byte limit, and answers 413 over it', async () => {
    const subscription = endpoint.subscribe('long')
    const nearTheLimit = JSON.stringify({ body: 'ñ'.repeat(1495) })
    expect(Buffer.byteLength(nearTheLimit)).toBeGreaterThan(3000)

    await webpush.sendNotification(subscription, nearTheLimit, options)
    expect((await endpoint.waitFor((push) => push.id === 'long')).text).toBe(nearTheLimit)

    const error = await refusal(webpush.sendNotification(subscription, 'x'.repeat(5000), options))
    expect(error.statusCode).toBe(413)
  })

  it('keeps a text payload as text, and a message without a body as null', async () => {
    const subscription = endpoint.subscribe('plain')
    await webpush.sendNotification(subscription, 'Hola', options)
    await webpush.sendNotification(subscription, null, options)

    const messages = endpoint.received.filter((push) => push.id === 'plain')
    expect(messages.map((push) => push.payload)).toEqual(['Hola', null])
  })

  it('decrypts a message of several records (RFC 8188), as the content coding allows', () => {
    const subscriber = createPushSubscriber()
    const text = 'Recordatorio: mañana. '.repeat(600)
    const { p256dh, auth } = subscriber.keys
    // Over 4096 bytes, http_ece splits the plaintext into 4096-byte records.
    const { cipherText } = webpush.encrypt(p256dh, auth, text, 'aes128gcm')
    expect(cipherText.length).toBeGreaterThan(2 * 4096)

    expect(subscriber.decrypt(cipherText)).toBe(text)
  })

  it('refuses to decrypt a message for other keys or tampered with', () => {
    const subscriber = createPushSubscriber()
    const { p256dh, auth } = createPushSubscriber().keys
    const forOther = webpush.encrypt(p256dh, auth, 'secret', 'aes128gcm').cipherText
    expect(() => subscriber.decrypt(forOther)).toThrow()

    const mine = webpush.encrypt(
      subscriber.keys.p256dh,
      subscriber.keys.auth,
      'secret',
      'aes128gcm',
    )
    const tampered = Buffer.from(mine.cipherText)
    tampered[tampered.length - 1]! ^= 1
    expect(() => subscriber.decrypt(tampered)).toThrow()
    expect(subscriber.decrypt(mine.cipherText)).toBe('secret')
  })

  it('resolves waitFor on a message that arrives later, and rejects when none does', async () => {
    const subscription = endpoint.subscribe('later')
    const waiting = endpoint.waitFor((push) => push.id === 'later')
    void webpush.sendNotification(subscription, '{"n":1}', options)
    expect((await waiting).payload).toEqual({ n: 1 })

    await expect(endpoint.waitFor((push) => push.id === 'never', 50)).rejects.toThrow(
      /no matching push message within 50 ms/,
    )
  })
})

describe('refusing what a push service refuses', () => {
  it('answers 403 to a token not signed by the key in k', async () => {
    const subscription = endpoint.subscribe('wrong-pair')
    const other = webpush.generateVAPIDKeys()
    const mismatched = { subject, publicKey: vapidKeys.publicKey, privateKey: other.privateKey }

    const error = await refusal(
      webpush.sendNotification(subscription, '{}', { ...options, vapidDetails: mismatched }),
    )

    expect(error.statusCode).toBe(403)
    expect(endpoint.rejected).toContainEqual({
      id: 'wrong-pair',
      status: 403,
      reason: 'JWT signature does not match k',
    })
    expect(endpoint.received.some((push) => push.id === 'wrong-pair')).toBe(false)
  })

  it('answers 403 to a token for another audience or already expired', async () => {
    const subscription = endpoint.subscribe('claims')
    const { publicKey, privateKey } = vapidKeys
    const otherAudience = webpush.getVapidHeaders(
      'https://fcm.googleapis.com',
      subject,
      publicKey,
      privateKey,
      'aes128gcm',
    )
    const expired = webpush.getVapidHeaders(
      endpoint.origin,
      subject,
      publicKey,
      privateKey,
      'aes128gcm',
      Math.floor(Date.now() / 1000) - 60,
    )

    for (const { Authorization } of [otherAudience, expired]) {
      const error = await refusal(sendAuthorized(subscription, Authorization))
      expect(error.statusCode).toBe(403)
    }

    const reasons = endpoint.rejected.filter((r) => r.id === 'claims').map((r) => r.reason)
    expect(reasons).toEqual([
      `JWT aud https://fcm.googleapis.com is not ${endpoint.origin}`,
      expect.stringMatching(/^JWT exp \d+ has passed$/),
    ])
  })

  it('answers 403 to a token living over 24 hours or without a mailto: or https: contact', async () => {
    const subscription = endpoint.subscribe('lifetime')
    const aud = endpoint.origin
    const inTwoDays = Math.floor(Date.now() / 1000) + 2 * 24 * 60 * 60

    for (const claims of [
      { aud, exp: inTwoDays, sub: subject },
      { aud, exp: inAnHour(), sub: 'http://example.org' },
      { aud, exp: inAnHour() },
    ]) {
      const error = await refusal(sendAuthorized(subscription, vapidToken(claims)))
      expect(error.statusCode).toBe(403)
    }
    // The hand-made token itself is good: the same claims with a real contact are accepted.
    await sendAuthorized(subscription, vapidToken({ aud, exp: inAnHour(), sub: subject }))

    const reasons = endpoint.rejected.filter((r) => r.id === 'lifetime').map((r) => r.reason)
    expect(reasons).toEqual([
      expect.stringMatching(/more than 24 hours ahead$/),
      'JWT sub http://example.org is not a mailto: or https: URL',
      'JWT sub undefined is not a mailto: or https: URL',
    ])
  })

  it('answers 401 without VAPID, and 403 to another key than the subscription was made with', async () => {
    const open = endpoint.subscribe('no-vapid')
    const error = await refusal(
      webpush.sendNotification(open, '{}', { TTL: 60, agent: endpoint.agent }),
    )
    expect(error.statusCode).toBe(401)

    const restricted = endpoint.subscribe('restricted', {
      applicationServerKey: webpush.generateVAPIDKeys().publicKey,
    })
    expect((await refusal(webpush.sendNotification(restricted, '{}', options))).statusCode).toBe(
      403,
    )
    expect(endpoint.rejected.at(-1)?.reason).toBe('k is not the key the subscription was made with')
  })

  it('answers 400 without TTL, and to another content coding than aes128gcm', async () => {
    const subscription = endpoint.subscribe('headers')
    const details = webpush.generateRequestDetails(subscription, '{}', options)
    const { TTL: _ttl, ...withoutTtl } = details.headers
    expect(await post(details.endpoint, withoutTtl, details.body)).toBe(400)
    const aesgcm = { ...details.headers, 'Content-Encoding': 'aesgcm' }
    expect(await post(details.endpoint, aesgcm, details.body)).toBe(400)
    // web-push's legacy aesgcm also signs with the draft `WebPush <JWT>` scheme: refused first.
    const legacy = await refusal(
      webpush.sendNotification(subscription, '{}', { ...options, contentEncoding: 'aesgcm' }),
    )
    expect(legacy.statusCode).toBe(403)

    const reasons = endpoint.rejected.filter((r) => r.id === 'headers').map((r) => r.reason)
    expect(reasons).toEqual([
      'missing TTL header',
      'Content-Encoding aesgcm is not aes128gcm',
      'Authorization is not `vapid t=<JWT>, k=<key>`',
    ])
  })

  it('answers 404 for an unknown subscription', async () => {
    const unknown = { endpoint: endpoint.url('nobody'), keys: createPushSubscriber().keys }
    const error = await refusal(webpush.sendNotification(unknown, '{}', options))
    expect(error.statusCode).toBe(404)
  })
})

describe('answering as told', () => {
  it('answers 410 for good once a subscription is gone', async () => {
    const subscription = endpoint.subscribe('gone')
    endpoint.answer('gone', 410)

    for (let attempt = 0; attempt < 2; attempt++) {
      const error = await refusal(webpush.sendNotification(subscription, '{}', options))
      expect(error.statusCode).toBe(410)
      expect(error.endpoint).toBe(subscription.endpoint)
    }
    expect(() => endpoint.answer('gone', 201)).toThrow('subscription gone is gone')
    expect(endpoint.received.some((push) => push.id === 'gone')).toBe(false)
  })

  it('answers 429 with its headers until told to accept again', async () => {
    const subscription = endpoint.subscribe('busy')
    endpoint.answer('busy', 429, { 'Retry-After': '30' })

    const error = await refusal(webpush.sendNotification(subscription, '{}', options))
    expect(error.statusCode).toBe(429)
    expect(error.headers['retry-after']).toBe('30')

    endpoint.answer('busy', 201)
    await webpush.sendNotification(subscription, '{"ok":true}', options)
    expect((await endpoint.waitFor((push) => push.id === 'busy')).payload).toEqual({ ok: true })
  })
})

describe('over plain HTTP', () => {
  it('accepts what generateRequestDetails makes, posted with fetch', async () => {
    const plain = await startPushEndpoint()
    try {
      expect(plain.ca).toBeUndefined()
      const subscription = plain.subscribe()
      const details = webpush.generateRequestDetails(subscription, '{"title":"Hola"}', options)
      expect(details.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/push\//)

      const response = await fetch(details.endpoint, {
        method: 'POST',
        headers: details.headers,
        body: new Uint8Array(details.body),
      })

      expect(response.status).toBe(201)
      expect(plain.received[0]?.payload).toEqual({ title: 'Hola' })
    } finally {
      await plain.close()
    }
  })
})
