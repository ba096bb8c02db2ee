/**
 * How stored images are named and described to pages. Kept free of sharp so the routes that
 * serve or list images do not load the native image library.
 */

/** The largest upload staff may send; refused before it is decoded. */
export const maxUploadBytes = 10 * 1024 * 1024

/** The widths a `srcset` offers: phone, phone at 2x / tablet, laptop, large screens. */
export const imageWidths = [320, 640, 960, 1280] as const

export const imageFormats = {
  avif: { extension: 'avif', contentType: 'image/avif' },
  webp: { extension: 'webp', contentType: 'image/webp' },
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
} as const

export type ImageFormat = keyof typeof imageFormats

/**
 * The widths to generate for an image `originalWidth` pixels wide (after EXIF rotation): every
 * standard width below it, plus the original width itself when it is below the largest, so the
 * sharpest version the upload allows is on offer. Never wider than the original: upscaling only
 * adds bytes. A 500 px image gives [320, 500], a 250 px one [250], a 1600 px one all four.
 */
export function variantWidths(originalWidth: number): number[] {
  const largest = imageWidths[imageWidths.length - 1]!
  if (originalWidth >= largest) return [...imageWidths]
  return [...imageWidths.filter((width) => width < originalWidth), originalWidth]
}

export function imageFileName(key: string, width: number, format: ImageFormat): string {
  return `${key}-${width}.${imageFormats[format].extension}`
}

/** Exactly the names imageFileName makes: no path separators, dots or anything else. */
const storedName = /^[a-f0-9]{20}-\d{2,4}\.(avif|webp|jpg)$/

/** The content type of a stored image's name, or undefined when it is not such a name. */
export function storedImageContentType(name: string): string | undefined {
  const extension = storedName.exec(name)?.[1]
  const format = Object.values(imageFormats).find((f) => f.extension === extension)
  return format?.contentType
}

export interface ImageSources {
  /** The largest JPEG, for the `<img src>` every browser understands. */
  src: string
  avif: string
  webp: string
  jpeg: string
}

/** The URLs of a stored image for `<picture>`: a `srcset` per format, smallest first. */
export function imageSources(baseUrl: string, key: string, widths: number[]): ImageSources {
  if (widths.length === 0) throw new Error('An image has at least one width')
  const base = baseUrl.replace(/\/+$/, '')
  const sorted = [...widths].sort((a, b) => a - b)
  const url = (width: number, format: ImageFormat) => `${base}/${imageFileName(key, width, format)}`
  const srcset = (format: ImageFormat) =>
    sorted.map((width) => `${url(width, format)} ${width}w`).join(', ')
  return {
    src: url(sorted[sorted.length - 1]!, 'jpeg'),
    avif: srcset('avif'),
    webp: srcset('webp'),
    jpeg: srcset('jpeg'),
  }
}
