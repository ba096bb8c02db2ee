import * as v from 'valibot'
import { createRouter } from '../app-env'
import { bodyLimit } from '../lib/body-limit'
import { errorBody } from '../lib/errors'
import { validate } from '../lib/validate'
import { ImageRejected, maxUploadBytes, storeUpload } from '../media'

export const imageMessages = {
  noFile: 'Choose an image file to upload (form field "file")',
  tooLarge: 'The image must be 10 MB or smaller',
} as const

const UploadSchema = v.object({ file: v.file(imageMessages.noFile) })

const statusOf = { size: 413, type: 415, unreadable: 422, pixels: 422, width: 422 } as const

/** The route the API's body limit leaves to this module (a photo is bigger than any form). */
export const imageUploadPath = '/api/admin/images'

/** Room for the multipart envelope around the largest image. */
export const uploadBodyLimit = bodyLimit({
  maxSize: maxUploadBytes + 64 * 1024,
  onError: (c) => c.json(errorBody(imageMessages.tooLarge), 413),
})

/**
 * Product photos (decision 033): `POST /api/admin/images`, multipart with the image in `file`,
 * answers 201 `{ id, src, width, height, avif, webp, jpeg }`; a product takes it as `imageId`.
 * The file is judged by its content (JPEG, PNG or WebP), not its name or declared type.
 */
export const imageAdminRoutes = createRouter().post(
  '/',
  validate('form', UploadSchema),
  async (c) => {
    const { file } = c.req.valid('form')
    try {
      const bytes = new Uint8Array(await file.arrayBuffer())
      const image = await storeUpload(c.var.db, c.var.settings.images.store, bytes, c.var.user!)
      return c.json(image, 201)
    } catch (error) {
      if (error instanceof ImageRejected)
        return c.json(errorBody(error.message), statusOf[error.reason])
      throw error
    }
  },
)
