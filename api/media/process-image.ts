import { createHash } from 'node:crypto'
import sharp, { type Sharp, type SharpOptions } from 'sharp'
import {
  type ImageFormat,
  imageFileName,
  imageFormats,
  maxUploadBytes,
  variantWidths,
} from './image-names'
import { sniffImageType } from './image-type'

export { maxUploadBytes }

/** Far above any product photo; a small file that claims more is a decompression bomb. */
export const maxInputPixels = 40_000_000
export const minImageWidth = 200

export type RejectionReason = 'type' | 'size' | 'unreadable' | 'pixels' | 'width'

/** An upload we refuse; `message` is written for the staff member who chose the file. */
export class ImageRejected extends Error {
  constructor(
    readonly reason: RejectionReason,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options)
    this.name = 'ImageRejected'
  }
}

export interface ProcessedFile {
  name: string
  contentType: string
  bytes: Buffer
}

export interface ProcessedImage {
  /** A hash of the upload, so the same file uploaded twice gets the same names. */
  key: string
  /** The largest variant's size, for the `<img>` width and height attributes. */
  width: number
  height: number
  widths: number[]
  files: ProcessedFile[]
}

// Low AVIF effort: effort 4 takes about 6 times as long for some 15% fewer bytes, and these
// machines have 2 cores shared with the API.
const encoders: Record<ImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75 }),
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }),
}

// Decoding is where hostile input bites: stop on truncated data, and on a pixel count above the
// limit even if the header lied to the metadata check.
const decodeOptions: SharpOptions = { failOn: 'truncated', limitInputPixels: maxInputPixels }

/**
 * Checks an upload by its content and turns it into the stored set: each width of
 * variantWidths in AVIF, WebP and JPEG, rotated upright by its EXIF orientation, in sRGB, with
 * no metadata (phone photos carry GPS positions). Throws ImageRejected for an upload to refuse.
 */
export async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  if (bytes.byteLength > maxUploadBytes) {
    throw new ImageRejected('size', 'The image must be 10 MB or smaller')
  }
  if (!sniffImageType(bytes)) {
    throw new ImageRejected('type', 'The file must be a JPEG, PNG or WebP image')
  }
  return oneAtATime(() => resize(bytes))
}

/**
 * A private picture (a child's sketch for the storytelling team, decision 039): checked like a
 * product photo, then one JPEG at most 1600 pixels wide, upright, without any metadata.
 */
export async function processPrivateImage(bytes: Uint8Array): Promise<Buffer> {
  if (bytes.byteLength > maxUploadBytes) {
    throw new ImageRejected('size', 'The image must be 10 MB or smaller')
  }
  if (!sniffImageType(bytes)) {
    throw new ImageRejected('type', 'The file must be a JPEG, PNG or WebP image')
  }
  return oneAtATime(async () => {
    const { width, height } = await uprightSize(bytes)
    if (width * height > maxInputPixels) {
      throw new ImageRejected('pixels', 'The image must be 40 megapixels or smaller')
    }
    const pixels = await decodeAt(bytes, Math.min(width, 1600))
    const { width: w, height: h, channels } = pixels.info
    return encoders.jpeg(sharp(pixels.data, { raw: { width: w, height: h, channels } })).toBuffer()
  })
}

async function resize(bytes: Uint8Array): Promise<ProcessedImage> {
  const { width, height } = await uprightSize(bytes)
  if (width * height > maxInputPixels) {
    throw new ImageRejected('pixels', 'The image must be 40 megapixels or smaller')
  }
  if (width < minImageWidth) {
    throw new ImageRejected('width', `The image must be at least ${minImageWidth} pixels wide`)
  }
  const key = createHash('sha256').update(bytes).digest('hex').slice(0, 20)
  const widths = variantWidths(width)
  const files: ProcessedFile[] = []
  let largest = { width: 0, height: 0 }
  // One width at a time: decode and resize once, then encode the small result three times.
  for (const targetWidth of widths) {
    const pixels = await decodeAt(bytes, targetWidth)
    // The raw data is not premultiplied, whatever `info.premultiplied` says: read it as plain.
    const { width: w, height: h, channels } = pixels.info
    for (const format of Object.keys(encoders) as ImageFormat[]) {
      const image = sharp(pixels.data, { raw: { width: w, height: h, channels } })
      files.push({
        name: imageFileName(key, targetWidth, format),
        contentType: imageFormats[format].contentType,
        bytes: await encoders[format](image).toBuffer(),
      })
    }
    largest = { width: w, height: h }
  }
  return { key, ...largest, widths, files }
}

/** The size once EXIF-rotated, from the header alone (no pixels decoded yet). */
async function uprightSize(bytes: Uint8Array) {
  try {
    // Without limitInputPixels, which would make a bomb merely "unreadable" here.
    const metadata = await sharp(bytes).metadata()
    return metadata.autoOrient
  } catch (error) {
    throw unreadable(error)
  }
}

async function decodeAt(bytes: Uint8Array, width: number) {
  try {
    return await sharp(bytes, decodeOptions)
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true })
  } catch (error) {
    throw unreadable(error)
  }
}

function unreadable(cause: unknown) {
  return new ImageRejected('unreadable', 'The image could not be read', { cause })
}

let queue: Promise<unknown> = Promise.resolve()

/**
 * Resizing and AVIF encoding take whole cores for a second or more; a batch upload runs one
 * image at a time so the rest of the API stays responsive.
 */
function oneAtATime<T>(job: () => Promise<T>): Promise<T> {
  const result = queue.then(job, job)
  queue = result.catch(() => undefined)
  return result
}
