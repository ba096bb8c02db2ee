import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { sniffImageType } from './image-type'

const pixel = sharp({ create: { width: 2, height: 2, channels: 3, background: '#c33' } })
const text = (content: string) => new TextEncoder().encode(content)
const jpeg = await pixel.clone().jpeg().toBuffer()
const png = await pixel.clone().png().toBuffer()
const webp = await pixel.clone().webp().toBuffer()
const gif = await pixel.clone().gif().toBuffer()

describe('sniffing the image type by content', () => {
  it.each([
    ['jpeg', jpeg],
    ['png', png],
    ['webp', webp],
  ])('recognises a real %s', (type, bytes) => {
    expect(sniffImageType(bytes)).toBe(type)
  })

  it.each([
    ['a text file', text('hello, this is not a photo')],
    ['an SVG', text('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
    ['a GIF', gif],
    ['a RIFF file that is not WebP', text('RIFF\u0004\u0000\u0000\u0000WAVEfmt ')],
    ['a JPEG cut to two bytes', new Uint8Array([0xff, 0xd8])],
    ['no bytes', new Uint8Array()],
  ])('refuses %s', (_, bytes) => {
    expect(sniffImageType(bytes)).toBeNull()
  })
})
