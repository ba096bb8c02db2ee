import { createHash } from 'node:crypto'
import { crc32 } from 'node:zlib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { ImageRejected, maxUploadBytes, processImage } from './process-image'

/** A picture with edges and colours (a flat fill would hide resizing mistakes). */
function picture(width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#2a6fdb"/>
    <rect width="${width / 4}" height="${height / 4}" fill="#e02020"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#f5c400"/>
  </svg>`
  return sharp(Buffer.from(svg))
}

async function rejectionOf(bytes: Uint8Array): Promise<ImageRejected> {
  const error = await processImage(bytes).then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ImageRejected)
  return error as ImageRejected
}

const largePng = await picture(1600, 1200).png().toBuffer()
const largeJpeg = await picture(1600, 1200).jpeg().toBuffer()
const expectedFormat = { 'image/avif': 'heif', 'image/webp': 'webp', 'image/jpeg': 'jpeg' }

describe('processing an uploaded image', () => {
  it.each([
    ['PNG', largePng],
    ['JPEG', largeJpeg],
  ])('turns a 1600x1200 %s into AVIF, WebP and JPEG at each standard width', async (_, bytes) => {
    const image = await processImage(bytes)
    const key = createHash('sha256').update(bytes).digest('hex').slice(0, 20)
    expect(image).toMatchObject({ key, width: 1280, height: 960, widths: [320, 640, 960, 1280] })
    expect(image.files.map((f) => f.name)).toEqual(
      [320, 640, 960, 1280].flatMap((w) => [
        `${key}-${w}.avif`,
        `${key}-${w}.webp`,
        `${key}-${w}.jpg`,
      ]),
    )
    for (const file of image.files) {
      const metadata = await sharp(file.bytes).metadata()
      expect(metadata.format).toBe(expectedFormat[file.contentType as keyof typeof expectedFormat])
      expect(metadata.width).toBe(Number(/-(\d+)\./.exec(file.name)![1]))
      expect(metadata.height).toBe((metadata.width * 3) / 4)
    }
  })

  it('offers a 500 px WebP at 320 px and at its own width, never upscaled', async () => {
    const image = await processImage(await picture(500, 300).webp().toBuffer())
    expect(image).toMatchObject({ width: 500, height: 300, widths: [320, 500] })
    expect(image.files).toHaveLength(6)
  })

  it('keeps a 250 px image at its width, transparency on white in the JPEG only', async () => {
    const transparent = { r: 0, g: 0, b: 0, alpha: 0 }
    const png = await sharp({
      create: { width: 250, height: 250, channels: 4, background: transparent },
    })
      .png()
      .toBuffer()
    const image = await processImage(png)
    expect(image.widths).toEqual([250])
    const [avif, webp, jpeg] = await Promise.all(
      image.files.map((f) => sharp(f.bytes).raw().toBuffer({ resolveWithObject: true })),
    )
    expect(avif!.info.channels).toBe(4)
    expect(webp!.info.channels).toBe(4)
    expect(jpeg!.info.channels).toBe(3)
    expect([...jpeg!.data.subarray(0, 3)]).toEqual([255, 255, 255])
  })

  it('turns a photo upright by its EXIF orientation and drops its EXIF (GPS included)', async () => {
    // Stored landscape with the red corner top-left; orientation 6 means "rotate 90° clockwise".
    const photo = await picture(400, 300)
      .jpeg()
      .withExif({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N' } })
      .withMetadata({ orientation: 6 })
      .toBuffer()
    expect(await sharp(photo).metadata()).toMatchObject({
      orientation: 6,
      exif: expect.any(Buffer),
    })
    const image = await processImage(photo)
    expect(image).toMatchObject({ width: 300, height: 400, widths: [300] })
    for (const file of image.files) {
      const metadata = await sharp(file.bytes).metadata()
      expect([metadata.width, metadata.height]).toEqual([300, 400])
      expect(metadata.exif).toBeUndefined()
      expect(metadata.orientation).toBeUndefined()
    }
    const jpeg = await sharp(image.files[2]!.bytes).raw().toBuffer({ resolveWithObject: true })
    const pixelAt = (x: number, y: number) => {
      const at = (y * jpeg.info.width + x) * jpeg.info.channels
      return [...jpeg.data.subarray(at, at + 3)]
    }
    const isRed = ([r, g, b]: number[]) => r! > 200 && g! < 80 && b! < 80
    // Turned clockwise, the red corner is now top-right.
    expect(isRed(pixelAt(290, 10))).toBe(true)
    expect(isRed(pixelAt(10, 10))).toBe(false)
  })
})

describe('refusing an upload', () => {
  it('refuses a text file named like a photo, by its content', async () => {
    const error = await rejectionOf(new TextEncoder().encode('hello'))
    expect(error).toMatchObject({
      reason: 'type',
      message: 'The file must be a JPEG, PNG or WebP image',
    })
  })

  it('refuses more than 10 MB before looking at the pixels', async () => {
    const bytes = new Uint8Array(maxUploadBytes + 1)
    bytes.set([0xff, 0xd8, 0xff])
    const error = await rejectionOf(bytes)
    expect(error).toMatchObject({ reason: 'size', message: 'The image must be 10 MB or smaller' })
  })

  it('refuses a truncated JPEG', async () => {
    const jpeg = await picture(400, 300).jpeg().toBuffer()
    const error = await rejectionOf(jpeg.subarray(0, jpeg.length / 2))
    expect(error).toMatchObject({ reason: 'unreadable', message: 'The image could not be read' })
  })

  it('refuses an image narrower than 200 pixels', async () => {
    const error = await rejectionOf(await picture(150, 300).png().toBuffer())
    expect(error).toMatchObject({
      reason: 'width',
      message: 'The image must be at least 200 pixels wide',
    })
  })

  it('refuses a small file that claims more than 40 megapixels (a decompression bomb)', async () => {
    const png = Buffer.from(await picture(200, 200).png().toBuffer())
    // The IHDR chunk: length (4), type (4), width (4) at byte 16, height (4), … then its CRC.
    png.writeUInt32BE(8000, 16)
    png.writeUInt32BE(6000, 20)
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29)
    const error = await rejectionOf(png)
    expect(error).toMatchObject({
      reason: 'pixels',
      message: 'The image must be 40 megapixels or smaller',
    })
  })
})
