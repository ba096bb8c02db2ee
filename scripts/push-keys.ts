/**
 * First setup of Web Push (decision 096): prints a new VAPID key pair as the lines to put in the
 * server's environment. Generate it once: browsers subscribe with the public key, and changing it
 * later leaves every subscribed device deaf until its owner subscribes again.
 */
import webpush from 'web-push'

const { publicKey, privateKey } = webpush.generateVAPIDKeys()
process.stdout.write(
  [
    `VAPID_PUBLIC_KEY=${publicKey}`,
    `VAPID_PRIVATE_KEY=${privateKey}`,
    '# Optional: who push services may contact, e.g. VAPID_SUBJECT=mailto:web@example.org',
    '',
  ].join('\n'),
)
