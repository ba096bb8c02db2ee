/** The community domain's entry: all that the app and other domains may use of it (decision 063). */
export {
  createResource,
  listResourcesForStaff,
  type ResourceOutcome,
  updateResource,
} from './content-admin'
export { contentRoutes } from './content-routes'
export { remindOfEvents, startEventReminders } from './event-reminders'
export { eventRoutes } from './event-routes'
export { dismissReports, listReportedItems, type ReportTarget } from './forum-reports'
export { forumRoutes } from './forum-routes'
export { deleteComment, deletePost, purgeDeletedForumItems } from './forum-writes'
