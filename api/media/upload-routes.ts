import { Hono } from 'hono'
import type { AppEnv } from '../app-env'
import { cachePolicies } from '../lib/cache-control'
import { errorBody } from '../lib/errors'
import { openLocalImage } from './image-store'

/**
 * `GET /uploads/<key>-<width>.<avif|webp|jpg>` from DATA_DIR/uploads (decision 033): names are
 * content hashes, so a file never changes and may be cached for a year.
 */
export function uploadRoutes(dir: string) {
  return new Hono<AppEnv>().get('/:name', async (c) => {
    const image = await openLocalImage(dir, c.req.param('name'))
    if (!image) return c.json(errorBody('Image not found'), 404)
    return c.body(new Uint8Array(image.bytes), 200, {
      'Content-Type': image.contentType,
      'Content-Length': String(image.size),
      'Cache-Control': cachePolicies.immutable,
    })
  })
}
