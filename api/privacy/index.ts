/** The privacy domain's entry: a person's own data, read across the domains (issue 37). */
export { type PersonalData, personalData } from './personal-data'
export { privacyRoutes } from './privacy-routes'
