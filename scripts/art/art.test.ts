import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { peopleArt } from './people'
import { productArt } from './product-art'

const images = fileURLToPath(new URL('../../web/public/images', import.meta.url))

/** The drawings are their generators' output: an edit by hand would be lost at the next run. */
describe.each([
  ['people and scenes', peopleArt, ['people', 'scenes']],
  ['product pictures', productArt, ['products']],
] as const)('the %s on disk', (_, generate, folders) => {
  const generated = generate()

  it('are exactly what scripts/art writes (npm run art)', () => {
    for (const [path, svg] of generated) {
      expect(readFileSync(join(images, path), 'utf8'), path).toBe(svg)
    }
  })

  it('are all drawn by it, none left over', () => {
    const onDisk = folders.flatMap((folder) =>
      readdirSync(join(images, folder)).map((file) => `${folder}/${file}`),
    )
    expect(onDisk.sort()).toEqual([...generated.keys()].sort())
  })
})
