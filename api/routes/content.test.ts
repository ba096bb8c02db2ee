import { describe, expect, it } from 'vitest'
import { insertContentItem } from '../../test/factories'
import { createTestApp } from '../../test/test-app'

const { request, db } = await createTestApp()

const video = await insertContentItem(db, { title: 'Build a marble run', type: 'video' })
await insertContentItem(db, { title: 'Draft: not ready', published: false })
const article = await insertContentItem(db, { title: 'Why puzzles matter', type: 'article' })

describe('GET /api/content', () => {
  it('lists published items only, in the spec shape', async () => {
    const response = await request('/api/content')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual([
      {
        id: video.id,
        title: 'Build a marble run',
        description: video.description,
        type: 'video',
        contentUrl: video.contentUrl,
        published: true,
      },
      {
        id: article.id,
        title: 'Why puzzles matter',
        description: article.description,
        type: 'article',
        contentUrl: article.contentUrl,
        published: true,
      },
    ])
  })

  it('may be cached publicly for a minute', async () => {
    const response = await request('/api/content')
    expect(response.headers.get('Cache-Control')).toBe(
      'public, max-age=60, stale-while-revalidate=600',
    )
  })
})
