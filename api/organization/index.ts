/** The organization domain's entry: all that the app and other domains may use of it (decision 063). */
export { factAdminRoutes, factRoutes } from './fact-routes'
