import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { isNull } from 'drizzle-orm'
import { afterAll, describe, expect, inject, it } from 'vitest'
import webpush from 'web-push'
import { pushChoices, pushOutbox } from '../../db/schema/push'
import { insertPushDevice, insertUser } from '../../test/factories'
import { startPushEndpoint } from '../../test/support/push-endpoint'
import { openTestDatabase } from '../../test/test-db'
import type { PushSettings } from '../settings'
import { defaultPushPolicy, deliverDuePush, fetchPushSender } from './delivery'
import { notifyMember } from './notify'

// Issue 36: a delivery worker killed (SIGKILL) in the middle of a round loses nothing and shows
// nothing twice. Two processes on one database: Postgres only (PGlite lives in one process).

describe.runIf(inject('testDatabase').kind === 'postgres')('a worker killed mid-round', () => {
  it('loses no notice, and what it resends carries the same tag', async () => {
    const handle = await openTestDatabase()
    const endpoint = await startPushEndpoint()
    afterAll(async () => {
      await endpoint.close()
      await handle.close()
    })
    const { db } = handle
    const push: PushSettings = {
      vapid: { ...webpush.generateVAPIDKeys(), subject: 'mailto:web@example.org' },
      extraOrigins: [endpoint.origin],
    }
    const member = await insertUser(db)
    await db.insert(pushChoices).values({ userId: member.id, topic: 'forum-replies' })
    const device = endpoint.subscribe()
    const id = device.endpoint.split('/').pop()
    await insertPushDevice(db, member.id, device)
    const notices = 20
    for (let i = 0; i < notices; i++) {
      await notifyMember(db, {
        userId: member.id,
        topic: 'forum-replies',
        key: `crash:${i}`,
        compose: () => ({ title: `Reply ${i}`, body: 'x', url: '/community' }),
      })
    }
    const arrived = () => endpoint.received.filter((message) => message.id === id)

    const worker = spawn(
      process.execPath,
      ['--import', 'tsx', 'test/support/push-worker.ts', handle.url!, JSON.stringify(push)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    // Killed once some have arrived: a round is then in flight, some sent and not yet marked.
    await endpoint.waitFor(() => arrived().length >= 7, 30_000)
    worker.kill('SIGKILL')
    await once(worker, 'exit')
    const before = arrived().length
    expect(await db.$count(pushOutbox, isNull(pushOutbox.sentAt))).toBeGreaterThan(0)

    // Another worker, once the dead one's claims have run out.
    const later = () => new Date(Date.now() + (defaultPushPolicy.claimSeconds + 1) * 1000)
    while ((await deliverDuePush(db, push, fetchPushSender, defaultPushPolicy, later)).sent > 0);

    expect(await db.$count(pushOutbox, isNull(pushOutbox.sentAt))).toBe(0)
    const tags = arrived().map((message) => (message.payload as { tag: string }).tag)
    // Every notice arrived; a copy sent again has its notice's tag, so the device shows it once.
    expect(new Set(tags).size).toBe(notices)
    // Only what the dead worker held unmarked could go twice: at most one batch.
    expect(tags.length - notices).toBeLessThanOrEqual(5)
    expect(before).toBeGreaterThanOrEqual(7)
  }, 60_000)
})
