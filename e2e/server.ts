/**
 * Playwright's web server: the real app (`npm start` path: build if needed, migrate, seed, serve)
 * on a fresh temporary PGlite directory that is removed when the server stops. With
 * E2E_STRIPE_API_PORT set it also starts the local fake of the Stripe API on that port and gives
 * the app test-mode keys pointing at it (the `stripe` project); without it, no Stripe keys.
 * With E2E_SMTP_PORT set it starts a test SMTP server there for the app's SMTP_URL, and serves
 * what it received as JSON on E2E_INBOX_PORT (`GET /messages`) for the journeys to read.
 * With E2E_PUSH_CONTROL_PORT set it turns Web Push on (fresh VAPID keys) and starts a local push
 * service that decrypts what it receives; its control on that port makes a device's subscription
 * (`POST /subscribe`) and lists what arrived (`GET /received`).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import webpush from 'web-push'
import { startFakePayPal } from '../test/fake-paypal'
import { startFakeStripe } from '../test/fake-stripe'
import { startTestSmtp } from '../test/smtp-server'
import { startPushEndpoint } from '../test/support/push-endpoint'
import { e2eAdmin, e2eChequeInstructions } from './admin-account'

const dataDir = mkdtempSync(join(tmpdir(), 'brightminds-e2e-'))
const port = process.env.E2E_PORT ?? '4310'
const stripeApiPort = process.env.E2E_STRIPE_API_PORT
const fakeStripe = stripeApiPort ? await startFakeStripe({ port: Number(stripeApiPort) }) : null
const paypalApiPort = process.env.E2E_PAYPAL_API_PORT
const fakePayPal = paypalApiPort ? await startFakePayPal({ port: Number(paypalApiPort) }) : null
const smtpPort = process.env.E2E_SMTP_PORT
const smtp = smtpPort ? await startTestSmtp({ port: Number(smtpPort) }) : null
const inbox = smtp
  ? createServer((_request, response) => {
      const messages = smtp.messages.map(({ to, subject, text, receivedAt }) => ({
        to,
        subject,
        text,
        receivedAt,
      }))
      response.writeHead(200, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify(messages))
    }).listen(Number(process.env.E2E_INBOX_PORT), '127.0.0.1')
  : null
const pushControlPort = process.env.E2E_PUSH_CONTROL_PORT
const pushService = pushControlPort ? await startPushEndpoint() : null
const pushControl = pushService
  ? createServer((request, response) => {
      const answer = (body: unknown) => {
        response.writeHead(200, { 'Content-Type': 'application/json' })
        response.end(JSON.stringify(body))
      }
      if (request.method === 'POST' && request.url === '/subscribe') answer(pushService.subscribe())
      else answer(pushService.received.map(({ id, payload }) => ({ id, payload })))
    }).listen(Number(pushControlPort), '127.0.0.1')
  : null
const vapid = pushService ? webpush.generateVAPIDKeys() : null
const child = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_REQUESTS: 'false',
    NODE_ENV: 'production',
    DONATION_LINK_SECRET: 'e2e-donation-link-secret-0123456789abcdef',
    // Required in production once payments are on (the fake Stripe and PayPal below).
    ORG_EIN: '12-3456789',
    ADMIN_USERNAME: e2eAdmin.username,
    ADMIN_PASSWORD: e2eAdmin.password,
    // Every journey signs up, signs in and posts forms from 127.0.0.1: a staff test run's
    // limits (.env.example), not a public site's. The throttling itself is tested in the API.
    REGISTER_PER_IP_PER_HOUR: '10000',
    LOGIN_IP_MAX_FAILURES_PER_HOUR: '10000',
    PASSWORD_RESET_PER_IP_PER_HOUR: '10000',
    PASSWORD_RESET_PER_EMAIL_PER_HOUR: '100',
    FORMS_PER_IP_PER_HOUR: '10000',
    DONATIONS_PER_IP_PER_HOUR: '10000',
    CHEQUE_INSTRUCTIONS: e2eChequeInstructions,
    ...fakeStripe?.env,
    ...fakePayPal?.env,
    SMTP_URL: smtp?.url ?? '',
    VAPID_PUBLIC_KEY: vapid?.publicKey ?? '',
    VAPID_PRIVATE_KEY: vapid?.privateKey ?? '',
    PUSH_ENDPOINT_ORIGINS: pushService?.origin ?? '',
  },
})

function stop(signal: NodeJS.Signals) {
  child.kill(signal)
}
process.on('SIGINT', () => stop('SIGINT'))
process.on('SIGTERM', () => stop('SIGTERM'))
child.on('exit', async (code) => {
  await fakeStripe?.close()
  await fakePayPal?.close()
  inbox?.close()
  pushControl?.close()
  await pushService?.close()
  await smtp?.close()
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
