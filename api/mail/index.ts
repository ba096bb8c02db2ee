/** The mail domain's entry: all that the app and other domains may use of it (decision 063). */
export { defaultDeliveryPolicy, startDelivery } from './delivery'
export { sendMail } from './mailer'
export { smtpTransport } from './smtp-transport'
export { renderMail } from './template'
