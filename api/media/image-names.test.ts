import { describe, expect, it } from 'vitest'
import { imageFileName, imageSources, storedImageContentType, variantWidths } from './image-names'

const key = 'ab12cd34ef56ab12cd34'

describe('the widths generated for an upload', () => {
  it.each([
    [1600, [320, 640, 960, 1280]],
    [1280, [320, 640, 960, 1280]],
    [1000, [320, 640, 960, 1000]],
    [960, [320, 640, 960]],
    [500, [320, 500]],
    [320, [320]],
    [250, [250]],
  ])('a %i px wide image gets %j, never upscaled', (width, widths) => {
    expect(variantWidths(width)).toEqual(widths)
  })
})

describe('stored names', () => {
  it('accepts exactly the names imageFileName makes, with their content type', () => {
    expect(storedImageContentType(imageFileName(key, 320, 'avif'))).toBe('image/avif')
    expect(storedImageContentType(imageFileName(key, 640, 'webp'))).toBe('image/webp')
    expect(storedImageContentType(imageFileName(key, 1280, 'jpeg'))).toBe('image/jpeg')
  })

  it.each([
    '../ab12cd34ef56ab12cd34-320.jpg',
    'ab12cd34ef56ab12cd34-320.jpg/../../etc/passwd',
    'ab12cd34ef56ab12cd34-320.jpg\n',
    'AB12CD34EF56AB12CD34-320.jpg',
    'ab12cd34ef56ab12cd3-320.jpg',
    'ab12cd34ef56ab12cd34-320.jpeg',
    'ab12cd34ef56ab12cd34-320.svg',
    'ab12cd34ef56ab12cd34-12345.jpg',
    '.ab12cd34ef56ab12cd34-320.jpg.tmp',
    '',
  ])('refuses %j', (name) => {
    expect(storedImageContentType(name)).toBeUndefined()
  })
})

describe('the sources a page puts in <picture>', () => {
  it('lists each format by width, smallest first, with the largest JPEG as src', () => {
    expect(imageSources('/uploads', key, [640, 320])).toEqual({
      src: `/uploads/${key}-640.jpg`,
      avif: `/uploads/${key}-320.avif 320w, /uploads/${key}-640.avif 640w`,
      webp: `/uploads/${key}-320.webp 320w, /uploads/${key}-640.webp 640w`,
      jpeg: `/uploads/${key}-320.jpg 320w, /uploads/${key}-640.jpg 640w`,
    })
  })

  it('joins a base URL with or without a trailing slash', () => {
    expect(imageSources('https://cdn.example.org/uploads/', key, [250]).src).toBe(
      `https://cdn.example.org/uploads/${key}-250.jpg`,
    )
  })
})
