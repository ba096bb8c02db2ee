/** The push domain's entry: all that the app and other domains may use of it (decision 063). */
export { defaultPushPolicy, deliverDuePush, fetchPushSender, startPushDelivery } from './delivery'
export {
  type Member,
  type NoticeOutcome,
  type NoticeText,
  notifyMember,
  type Occasion,
  untoldMembers,
} from './notify'
export { pushRoutes } from './push-routes'
