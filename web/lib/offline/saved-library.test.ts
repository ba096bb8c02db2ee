import { describe, expect, it } from 'vitest'
import { filesOf, resourceAddress, storageSize } from './saved-library'

describe('the saved library', () => {
  it("keeps every image and attachment a resource's text names on this site, each once", () => {
    const html = [
      '<p><img src="/uploads/content/cards.webp" alt="Cards"></p>',
      '<p><a href="/uploads/content/prompts.pdf">Print the prompts</a> and ',
      '<a href="/uploads/content/prompts.pdf">again</a>,',
      ' <img src="/images/resources/tangram.svg" alt=""></p>',
    ].join('')
    expect(filesOf(html)).toEqual([
      '/uploads/content/cards.webp',
      '/uploads/content/prompts.pdf',
      '/images/resources/tangram.svg',
    ])
  })

  it('leaves out pages of the site, other sites and addresses that only look like files', () => {
    const html = [
      '<a href="/store">the store</a>',
      '<a href="https://example.org/uploads/x.pdf">elsewhere</a>',
      '<img src="//cdn.example.org/images/y.png">',
      '<p>src="/uploads/written-in-text.pdf"</p>',
      '<a href="/uploadsx/z.pdf">near miss</a>',
    ].join('')
    expect(filesOf(html)).toEqual([])
  })

  it('saves a file at the address the page asks for: its query kept, its fragment not sent', () => {
    const html = '<a href="/uploads/a.pdf#page=2">x</a> <img src="/images/b.png?v=3&amp;w=640">'
    expect(filesOf(html)).toEqual(['/uploads/a.pdf', '/images/b.png?v=3&w=640'])
  })

  it('keeps a resource at the address the page reads it, in its language', () => {
    expect(resourceAddress('tangram-nights', 'en')).toBe('/api/content/tangram-nights')
    expect(resourceAddress('tangram-nights', 'es')).toBe('/api/content/tangram-nights?locale=es')
  })

  it('says what the saved resources take in the reader’s language', () => {
    expect(storageSize(8_400, 'en')).toBe('8.4 kB')
    expect(storageSize(120_000, 'en')).toBe('120 kB')
    expect(storageSize(2_400_000, 'en')).toBe('2.4 MB')
    // Spanish as written in the United States (es-US): a decimal point, as in English.
    expect(storageSize(2_400_000, 'es')).toBe('2.4 MB')
  })
})
