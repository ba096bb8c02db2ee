import nodemailer from 'nodemailer'
import type { Transport } from './delivery'

/**
 * The SMTP transport (nodemailer) for `SMTP_URL`: smtp://user:pass@host:587 (STARTTLS when the
 * server offers it) or smtps://…:465. Answers the send function and a close for shutdown.
 */
export function smtpTransport(url: string): { send: Transport; close: () => void } {
  const transporter = nodemailer.createTransport(url)
  return {
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        headers: mail.headers,
        attachments: mail.attachments?.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content,
        })),
      })
    },
    close: () => transporter.close(),
  }
}
