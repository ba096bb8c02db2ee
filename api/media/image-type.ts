/** The upload types we accept; anything else (GIF, SVG, HEIC, a renamed text file) is refused. */
export type ImageType = 'jpeg' | 'png' | 'webp'

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

function startsWith(bytes: Uint8Array, expected: number[], at = 0): boolean {
  return expected.every((byte, i) => bytes[at + i] === byte)
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))

/**
 * The image type by its first bytes. The file name and the declared Content-Type are the
 * uploader's claims; only the content says what the decoder will actually be handed.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, pngSignature)) return 'png'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp'
  return null
}
