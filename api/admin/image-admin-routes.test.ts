import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { insertUser, testPassword } from '../../test/factories'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'

const { request, api, db } = await createTestApp()
const staff = await insertUser(db, { isAdmin: true })
const cookie = await signIn(request, staff.username, testPassword)
const asStaff = { headers: { Cookie: cookie } }
const staffProduct = api.admin.products[':id']

/** A multipart upload as the admin screen sends it: the file under `file`. */
function upload(bytes: Uint8Array<ArrayBuffer>, name: string, type: string) {
  return api.admin.images.$post({ form: { file: new File([bytes], name, { type }) } }, asStaff)
}

/** A real photo-sized PNG with something in it (a gradient), 1600 × 1200. */
const photo = await sharp({
  create: { width: 1600, height: 1200, channels: 3, background: '#3b82f6' },
})
  .composite([
    {
      input: Buffer.from(
        '<svg width="800" height="600"><circle cx="400" cy="300" r="250" fill="#fbbf24"/></svg>',
      ),
      top: 300,
      left: 400,
    },
  ])
  .png()
  .toBuffer()

describe('product photo uploads', () => {
  it('resizes a real image to the srcset widths in AVIF, WebP and JPEG, served for a year', async () => {
    const response = await upload(photo, 'abacus.png', 'image/png')
    const image = await bodyAt(response, 201)
    expect(image).toMatchObject({ width: 1280, height: 960 })
    const widths = (srcset: string) => srcset.split(', ').map((entry) => entry.split(' ')[1])
    for (const srcset of [image.avif, image.webp, image.jpeg]) {
      expect(widths(srcset)).toEqual(['320w', '640w', '960w', '1280w'])
    }
    expect(image.src).toMatch(/^\/uploads\/[a-f0-9]{20}-1280\.jpg$/)

    for (const [srcset, format, contentType] of [
      [image.avif, 'heif', 'image/avif'],
      [image.webp, 'webp', 'image/webp'],
      [image.jpeg, 'jpeg', 'image/jpeg'],
    ] as const) {
      const url = srcset.split(', ')[1]!.split(' ')[0]!
      const served = await request(url)
      expect(served.status).toBe(200)
      expect(served.headers.get('Content-Type')).toBe(contentType)
      expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
      expect(meta).toMatchObject({ format, width: 640, height: 480 })
    }
  })

  it('refuses a renamed non-image by its content, and a missing file', async () => {
    const text = new TextEncoder().encode('name,price\nAbacus,16.50\n')
    const renamed = await upload(text, 'photo.jpg', 'image/jpeg')
    expect(renamed.status).toBe(415)
    expect(await renamed.json()).toEqual({ error: 'The file must be a JPEG, PNG or WebP image' })

    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    )
    expect((await upload(svg, 'logo.png', 'image/png')).status).toBe(415)

    // A form without its file: a body the contract refuses, sent as it is.
    const none = await request('/api/admin/images', {
      method: 'POST',
      body: new FormData(),
      headers: { Cookie: cookie },
    })
    expect(none.status).toBe(400)
    expect(await none.json()).toEqual({
      error: 'Choose an image file to upload (form field "file")',
    })
  })

  it('refuses an image over 10 MB before reading it', async () => {
    const huge = new Uint8Array(10 * 1024 * 1024 + 1)
    huge.set(photo.subarray(0, 16))
    const response = await upload(huge, 'huge.png', 'image/png')
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ error: 'The image must be 10 MB or smaller' })
  })

  it('gives a product its uploaded photo; the store serves the srcsets', async () => {
    const image = await bodyAt(await upload(photo, 'abacus.png', 'image/png'), 201)
    const created = await api.admin.products.$post(
      {
        json: {
          name: 'Bead Abacus',
          description: 'Ten rows of beads for counting games.',
          price: 16.5,
          category: 'STEM Kits',
          stock: 4,
          imageId: image.id,
          facts: { ageMin: 4, ageMax: null, pieces: 100, size: null, inTheBox: [], skills: [] },
        },
      },
      asStaff,
    )
    const { id } = await bodyAt(created, 201)
    const product = await bodyAt(
      await api.products[':id'].$get({ param: { id: String(id) }, query: {} }),
      200,
    )
    expect(product.imageUrl).toBe(image.src)
    expect(product.image).toEqual({
      src: image.src,
      width: 1280,
      height: 960,
      avif: image.avif,
      webp: image.webp,
      jpeg: image.jpeg,
    })

    // An address instead of an upload takes the photo's srcsets away again.
    const reset = await staffProduct.$patch(
      { param: { id: String(id) }, json: { imageUrl: '/images/products/placeholder.svg' } },
      asStaff,
    )
    expect(await reset.json()).toMatchObject({
      imageUrl: '/images/products/placeholder.svg',
      image: null,
    })

    const unknown = await staffProduct.$patch(
      { param: { id: String(id) }, json: { imageId: 987654 } },
      asStaff,
    )
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toEqual({ error: 'That image is not on record: upload it again' })
  })

  it('serves nothing outside the upload names', async () => {
    for (const path of ['/uploads/..%2F..%2Fpackage.json', '/uploads/passwd', '/uploads/abc.jpg']) {
      expect((await request(path)).status).toBe(404)
    }
  })
})

describe('with photos in a bucket', () => {
  it("lets pages load the bucket's images and serves no local folder", async () => {
    const { request: bucketRequest } = await createTestApp({
      env: {
        S3_BUCKET: 'photos',
        S3_ENDPOINT: 'https://s3.example.org',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PUBLIC_URL: 'https://images.example.org/uploads',
      },
    })
    const health = await bucketRequest('/api/health')
    expect(health.headers.get('Content-Security-Policy')).toMatch(
      /img-src 'self' data: blob: https:\/\/\*\.stripe\.com https:\/\/images\.example\.org;/,
    )
    expect((await bucketRequest('/uploads/0123456789abcdef0123-320.jpg')).status).toBe(404)
  })
})
