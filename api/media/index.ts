/** The media domain's entry: all that the app and other domains may use of it (decision 063). */
export { findImage, imageSetOf, storeUpload } from './image-library'
export { maxUploadBytes } from './image-names'
export { ImageRejected, processPrivateImage } from './process-image'
export { uploadRoutes } from './upload-routes'
