/**
 * A push delivery worker in a process of its own, for the test that kills it mid-round
 * (api/push/push-crash.test.ts): `node --import tsx push-worker.ts <database url> <settings>`.
 * Each send is followed by a pause, as on a slow network, so the kill lands between a message
 * sent and its row marked sent — the window a crash can hit.
 */
import { setTimeout as pause } from 'node:timers/promises'
import { defaultPushPolicy, fetchPushSender, startPushDelivery } from '../../api/push'
import { openDatabase } from '../../db/client'

const [url, settings] = process.argv.slice(2)
const handle = await openDatabase({ url: url! })
startPushDelivery(handle.db, JSON.parse(settings!), {
  policy: { ...defaultPushPolicy, batchSize: 5 },
  intervalMs: 20,
  send: async (request) => {
    const status = await fetchPushSender(request)
    await pause(40)
    return status
  },
})
process.stdout.write('delivering\n')
