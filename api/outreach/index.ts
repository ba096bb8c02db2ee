/** The outreach domain's entry: all that the app and other domains may use of it (decision 063). */
export {
  type ApplicationKind,
  applicationCsvRows,
  applicationKinds,
  findApplication,
  listApplications,
  listSubscribers,
  staffUnsubscribe,
  subscriberCsvHeader,
  subscriberCsvRows,
  updateApplication,
} from './back-office'
export { barrierReportRoutes } from './barrier-report-routes'
export { emailSignupRoutes } from './email-signup-routes'
export {
  createNewsletter,
  findNewsletter,
  listNewsletters,
  newsletterIn,
  renderNewsletterHtml,
  sendTestCopy,
  setPaused,
  startNewsletterQueue,
  startSending,
  updateDraft,
} from './newsletters'
export { programApplicationRoutes } from './program-application-routes'
export { subscriptionRoutes } from './subscription-routes'
export { volunteerRoutes } from './volunteer-routes'
