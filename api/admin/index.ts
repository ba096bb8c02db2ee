/** The admin domain's entry: all that the app and other domains may use of it (decision 063). */
export { adminRoutes } from './admin-routes'
export { imageUploadPath, uploadBodyLimit } from './image-admin-routes'
