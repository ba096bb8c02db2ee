import fc from 'fast-check'

/**
 * Generators of the input a hostile or broken client sends: what the fuzz suite
 * (test/fuzz.test.ts) throws at every route. Each generator mixes plausible values with the
 * ones that break naive code, so a run reaches past validation as well as into it.
 */

/** Strings that have broken servers: NUL, control characters, odd unicode, huge, injection. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u0007\u001b[31m',
    '\r\n',
    '\t',
    '\u202e\u0645\u0631\u062d\u0628\u0627',
    '\ud83d\udc68\u200d\ud83d\udc69\u200d\ud83d\udc67',
    '\ud800',
    '\uffff',
    'NaN',
    'null',
    'undefined',
    '-1',
    '0',
    '1e308',
    '9007199254740993',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '{"$ne":null}',
    'dana@example.org',
    'a@b',
    'Correct-Horse-Battery-42',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.nat({ max: 300_000 }).map((length) => 'x'.repeat(length)),
)

/** Numbers at every edge JSON can carry (NaN and Infinity arrive as null through JSON). */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 1, 0.5, -0.01, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, Number.NaN),
  fc.integer(),
  fc.double(),
)

/** Field and query names the API uses, so generated objects hit real fields, plus odd ones. */
export const knownFields = [
  'username',
  'password',
  'currentPassword',
  'newPassword',
  'firstName',
  'lastName',
  'email',
  'ageConfirmation',
  'token',
  'name',
  'phone',
  'message',
  'location',
  'expertise',
  'availability',
  'childName',
  'grade',
  'guardianName',
  'program',
  'source',
  'items',
  'productId',
  'quantity',
  'price',
  'total',
  'shippingMethod',
  'contact',
  'orderId',
  'amount',
  'type',
  'paymentMethod',
  'title',
  'content',
  'reason',
  'cursor',
  'limit',
  'category',
  'id',
] as const

export const fieldName: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...knownFields),
  fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'emailVerified', 'status', ''),
  fc.string({ maxLength: 12 }),
)

/** Any JSON value, shaped to stress validators: deep, wide, wrongly typed. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fieldName, tie('value'), { maxKeys: 4 }),
  ),
})).value

/** What gets slipped into an otherwise valid value: control characters, odd unicode, bulk. */
const fragment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    '\u0007',
    '\u001b',
    '\u007f',
    '\u0085',
    '\u009b',
    '\u000b',
    '\r',
    '\n',
    '\t',
    '\u2028',
    '\ufeff',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 4 }),
  fc.nat({ max: 5000 }).map((length) => ' '.repeat(length)),
  fc.constantFrom('@', '@@', ' ', '%', '\\', '"', "'"),
)

/** One mutation of a valid body: a field replaced, removed, or an extra one added. */
export function mutated(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid)
  const textKeys = keys.filter((key) => typeof valid[key] === 'string')
  return fc.oneof(
    // The likeliest way past validation: a valid value with something slipped into it.
    ...(textKeys.length > 0
      ? [
          {
            weight: 3,
            arbitrary: fc
              .tuple(fc.constantFrom(...textKeys), fragment, fc.nat())
              .map(([key, inserted, at]) => {
                const value = valid[key] as string
                const cut = at % (value.length + 1)
                return { ...valid, [key]: value.slice(0, cut) + inserted + value.slice(cut) }
              }),
          },
        ]
      : []),
    fc
      .tuple(fc.constantFrom(...keys), hostileValue)
      .map(([key, value]) => ({ ...valid, [key]: value })),
    fc.constantFrom(...keys).map((key) => {
      const { [key]: _removed, ...rest } = valid
      return rest
    }),
    fc.tuple(fieldName, hostileValue).map(([key, value]) => ({ ...valid, [key]: value })),
    fc.constant(valid),
  )
}

/** Percent-encoded as a browser would send it (a lone surrogate goes as U+FFFD). */
function uriComponent(text: string) {
  return encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'))
}

/** A path parameter: ids that are not ids, ids beyond int4, and real small ids. */
export const pathParam: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('1', '2', '3', '0', '-1', '1.5', '1e3', '2147483648', '99999999999999999999'),
  fc.constantFrom(
    'NaN',
    'abc',
    ' 1',
    '0x10',
    '%00',
    '%E2%80%AE',
    '%FF',
    '..',
    encodeURIComponent('1/2'),
  ),
  hostileString.map((text) => uriComponent(text.slice(0, 300))),
)

/** A query string of known and unknown names, repeated names and hostile values. */
export const queryString: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...knownFields, 'page', 'q', 'key'), fieldName),
      hostileString,
    ),
    { maxLength: 3 },
  )
  .map((pairs) =>
    pairs.length === 0
      ? ''
      : `?${pairs.map(([k, v]) => `${uriComponent(k)}=${uriComponent(v.slice(0, 2000))}`).join('&')}`,
  )

/** Header values a client may send; only what the Fetch API lets a request carry (Latin-1). */
const headerValue = fc.oneof(
  fc.constantFrom('', 'x', 'a'.repeat(300), '00000000-0000-4000-8000-000000000000', '\u00ff'),
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    maxLength: 80,
  }),
)

export const extraHeaders: fc.Arbitrary<Record<string, string>> = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        'Idempotency-Key',
        'Stripe-Signature',
        'Cookie',
        'Origin',
        'Sec-Fetch-Site',
        'X-Forwarded-For',
        'Accept',
        'If-None-Match',
      ),
      headerValue,
    ),
    { maxLength: 2 },
  )
  .map((pairs) => Object.fromEntries(pairs))

/** A request body as bytes on the wire with its content type, valid JSON or not. */
export interface WireBody {
  contentType?: string
  body?: string
}

export function wireBody(json: fc.Arbitrary<unknown>): fc.Arbitrary<WireBody> {
  return fc.oneof(
    {
      weight: 6,
      arbitrary: json.map((value) => ({
        contentType: 'application/json',
        body: JSON.stringify(value) ?? 'null',
      })),
    },
    fc.constantFrom<WireBody>(
      {},
      { contentType: 'application/json' },
      { contentType: 'application/json', body: '' },
      { contentType: 'application/json', body: '{' },
      { contentType: 'application/json', body: '{"a":' },
      { contentType: 'application/json', body: 'NaN' },
      { contentType: 'application/json', body: '\u0000' },
      { contentType: 'application/json', body: '{"email":"a\\u0000b"}' },
      { contentType: 'application/json', body: `[${'['.repeat(5000)}${']'.repeat(5000)}]` },
      { contentType: 'application/json', body: JSON.stringify({ pad: 'x'.repeat(70_000) }) },
      { contentType: 'application/json; charset=utf-16', body: '{}' },
      { contentType: 'text/plain', body: '{"email":"dana@example.org"}' },
      { contentType: 'application/x-www-form-urlencoded', body: 'email=dana%40example.org' },
      { contentType: 'multipart/form-data; boundary=x', body: '--x\r\n\r\n--x--' },
    ),
    json.map((value) => ({ contentType: 'text/plain', body: JSON.stringify(value) ?? '' })),
  )
}
