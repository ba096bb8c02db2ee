/** The mail domain's entry: all that the app and other domains may use of it (decision 063). */
export { defaultDeliveryPolicy, startDelivery } from './delivery'
export { type Mail, sendMail } from './mailer'
export { smtpTransport } from './smtp-transport'
export { alertStaff, type StaffAlert } from './staff-alerts'
export { renderMail } from './template'
