/** The storytelling domain's entry: all that the app and other domains may use of it (decision 063). */
export {
  bookedCallsOfOrders,
  type CallMailContext,
  confirmHeldCall,
  hasUpcomingCall,
  lateCallKept,
  remindUpcomingCalls,
  takeSlot,
} from './bookings'
export {
  sketchUploadPath,
  storytellingAdminRoutes,
  storytellingRoutes,
} from './storytelling-routes'
