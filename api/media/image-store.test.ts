import { createHash } from 'node:crypto'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { imageStoreFromEnv, localImageStore, openLocalImage, s3ImageStore } from './image-store'

const root = await mkdtemp(join(tmpdir(), 'image-store-'))
afterAll(() => rm(root, { recursive: true, force: true }))

const name = 'ab12cd34ef56ab12cd34-320.webp'
const bytes = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBP pretend pixels')

describe('the local image store', () => {
  it('stores a file that openLocalImage serves back with its content type', async () => {
    const dir = join(root, 'nested', 'uploads')
    await localImageStore(dir).put(name, bytes, 'image/webp')
    expect(await openLocalImage(dir, name)).toEqual({
      bytes,
      contentType: 'image/webp',
      size: bytes.byteLength,
    })
    // The temporary file was renamed, not left beside it.
    expect(await readdir(dir)).toEqual([name])
  })

  it('replaces a file stored twice under the same name', async () => {
    const dir = join(root, 'twice')
    const store = localImageStore(dir)
    await store.put(name, Buffer.from('first'), 'image/webp')
    await store.put(name, bytes, 'image/webp')
    expect((await openLocalImage(dir, name))?.bytes).toEqual(bytes)
  })

  it('refuses to store under a name it did not make', async () => {
    await expect(localImageStore(root).put('../escape.jpg', bytes, 'image/jpeg')).rejects.toThrow(
      'Not a stored image name',
    )
  })

  it.each([
    '../uploads/ab12cd34ef56ab12cd34-320.webp',
    '..%2Fab12cd34ef56ab12cd34-320.webp',
    'ab12cd34ef56ab12cd34-320.webp/',
    '/etc/passwd',
    'notes.txt',
    'ab12cd34ef56ab12cd34-640.webp',
  ])('answers nothing for %j', async (requested) => {
    const dir = join(root, 'nested', 'uploads')
    expect(await openLocalImage(dir, requested)).toBeUndefined()
  })
})

interface Received {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: Buffer
}

/** A stand-in for an S3 bucket at its HTTP boundary, answering every request with `status`. */
async function fakeS3(status: number) {
  const received: Received[] = []
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    received.push({
      method: request.method!,
      url: request.url!,
      headers: request.headers,
      body: Buffer.concat(chunks),
    })
    response.statusCode = status
    response.end(status === 200 ? '' : '<Error><Code>AccessDenied</Code></Error>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret-example' }

describe('the S3 image store', () => {
  it('PUTs a signed object under uploads/ with its type and a long cache life', async () => {
    const s3 = await fakeS3(200)
    try {
      const store = s3ImageStore({
        ...credentials,
        endpoint: `${s3.endpoint}/`,
        bucket: 'shop',
        region: 'auto',
        publicUrl: 'https://cdn.example.org/uploads/',
      })
      expect(store.publicBase).toBe('https://cdn.example.org/uploads')
      await store.put(name, bytes, 'image/webp')
      expect(s3.received).toHaveLength(1)
      const [request] = s3.received
      expect(request).toMatchObject({ method: 'PUT', url: `/shop/uploads/${name}`, body: bytes })
      expect(request!.headers).toMatchObject({
        authorization: expect.stringMatching(
          /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/auto\/s3\//,
        ),
        'x-amz-date': expect.stringMatching(/^\d{8}T\d{6}Z$/),
        'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
      })
    } finally {
      await s3.close()
    }
  })

  it('fails when the bucket refuses the object', async () => {
    const s3 = await fakeS3(403)
    try {
      const store = s3ImageStore({
        ...credentials,
        endpoint: s3.endpoint,
        bucket: 'shop',
        region: 'auto',
        publicUrl: 'https://cdn.example.org/uploads',
      })
      await expect(store.put(name, bytes, 'image/webp')).rejects.toThrow(
        `Storing ${name} failed: S3 answered 403 AccessDenied`,
      )
    } finally {
      await s3.close()
    }
  })
})

describe('choosing the image store from the environment', () => {
  const s3Env = {
    S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
    S3_BUCKET: 'shop',
    S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret-example',
    S3_PUBLIC_URL: 'https://cdn.example.org/uploads',
  }

  it('stores under DATA_DIR/uploads when no bucket is configured', async () => {
    const store = imageStoreFromEnv({}, root)
    expect(store.publicBase).toBe('/uploads')
    await store.put(name, bytes, 'image/webp')
    expect(await openLocalImage(join(root, 'uploads'), name)).toBeDefined()
  })

  it('uses the bucket when S3_BUCKET and its settings are set, in region auto by default', async () => {
    const s3 = await fakeS3(200)
    try {
      const store = imageStoreFromEnv({ ...s3Env, S3_ENDPOINT: s3.endpoint }, root)
      expect(store.publicBase).toBe('https://cdn.example.org/uploads')
      await store.put(name, bytes, 'image/webp')
      await imageStoreFromEnv(
        { ...s3Env, S3_ENDPOINT: s3.endpoint, S3_REGION: 'eu-west-1' },
        root,
      ).put(name, bytes, 'image/webp')
      expect(s3.received.map((r) => r.url)).toEqual([
        `/shop/uploads/${name}`,
        `/shop/uploads/${name}`,
      ])
      expect(s3.received.map((r) => r.headers.authorization?.split('/')[2])).toEqual([
        'auto',
        'eu-west-1',
      ])
    } finally {
      await s3.close()
    }
  })

  it.each(['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'])(
    'names %s when S3_BUCKET is set without it',
    (variable) => {
      expect(() => imageStoreFromEnv({ ...s3Env, [variable]: '' }, root)).toThrow(
        `S3_BUCKET is set, so ${variable} is required`,
      )
    },
  )
})
