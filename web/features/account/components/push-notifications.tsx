import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { type PushTopic, pushTopics } from '#core/push-topics'
import { m } from '#i18n/messages'
import { Button } from '~/components/ui/button'
import * as Card from '~/components/ui/card'
import { CheckboxField } from '~/components/ui/checkbox-field'
import { selfStart, stackGap3 } from '~/components/ui/stack'
import { toaster } from '~/components/ui/toaster'
import { labelText, mutedText } from '~/components/ui/typography'
import { errorMessage } from '~/lib/api-request'
import {
  pushChoicesQueryOptions,
  pushKeyQueryOptions,
  pushSupported,
  usePushChoices,
} from '../api/push-notifications'

const topicLabels: Record<PushTopic, { label: () => string; hint?: () => string }> = {
  'event-reminders': {
    label: m.account_push_event_reminders,
    hint: m.account_push_event_reminders_hint,
  },
  'forum-replies': { label: m.account_push_forum_replies },
  'order-shipped': { label: m.account_push_order_shipped },
  'gift-failed': { label: m.account_push_gift_failed },
}

function failed(error: Error) {
  toaster.create({
    type: 'error',
    title: m.account_push_failed(),
    description: errorMessage(error),
  })
}

/** What the browser says of notifications here: read after mount (the server has no browser). */
function usePermission(changed: unknown) {
  const [permission, setPermission] = useState<NotificationPermission | 'unsupported' | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again after each change
  useEffect(() => {
    setPermission(pushSupported() ? Notification.permission : 'unsupported')
  }, [changed])
  return permission
}

/**
 * "Notifications" (issue 36, decision 095): the member ticks what they want to hear about; the
 * first tick asks the browser's permission and subscribes this device. Hidden when push is off
 * on this site (no VAPID keys), as payments are without Stripe's.
 */
export function PushNotifications() {
  const key = useQuery(pushKeyQueryOptions)
  const choices = useQuery({ ...pushChoicesQueryOptions, enabled: Boolean(key.data) })
  const change = usePushChoices(key.data)
  const permission = usePermission(change.topics.submittedAt + change.device.submittedAt)
  // Set in the click itself, so the box changes at once (the mutation's state comes a tick later).
  const [saving, setSaving] = useState<PushTopic[] | null>(null)
  // Offline or out of reach, the choices cannot be read: say so (they load once it is back).
  const unreadable = (!key.data && key.error) || (!choices.data && choices.error)
  if (unreadable)
    return (
      <NotificationsCard>
        <p className={mutedText} role="status">
          {errorMessage(unreadable)}
        </p>
      </NotificationsCard>
    )
  if (!key.data || !choices.data || permission === null) return null

  // While a change is saved, the boxes show it (a tick stays ticked), then the server's answer.
  const chosen = new Set(saving ?? choices.data.topics)
  const { thisDevice } = choices.data
  const busy = change.topics.isPending || change.device.isPending
  function toggle(topic: PushTopic, on: boolean) {
    const next = pushTopics.filter((each) => (each === topic ? on : chosen.has(each)))
    setSaving(next)
    change.topics.mutate(
      // The first tick on a device that can take them subscribes it.
      {
        topics: next,
        subscribe: on && permission !== 'unsupported' && permission !== 'denied' && !thisDevice,
      },
      {
        onSuccess: () => toaster.create({ type: 'success', title: m.account_push_saved() }),
        onError: failed,
        onSettled: () => setSaving(null),
      },
    )
  }

  return (
    <NotificationsCard>
      <fieldset className={stackGap3} disabled={busy}>
        <legend className={labelText}>{m.account_push_topics()}</legend>
        {pushTopics.map((topic) => (
          <CheckboxField
            key={topic}
            name="push-topic"
            value={topic}
            checked={chosen.has(topic)}
            onChange={(event) => toggle(topic, event.currentTarget.checked)}
            label={topicLabels[topic].label()}
            hint={topicLabels[topic].hint?.()}
          />
        ))}
      </fieldset>
      {chosen.size > 0 && (
        <div className={stackGap3} role="status">
          {permission === 'unsupported' ? (
            <p className={mutedText}>{m.account_push_unsupported()}</p>
          ) : permission === 'denied' ? (
            <p className={mutedText}>{m.account_push_blocked()}</p>
          ) : thisDevice ? (
            <p>{m.account_push_this_device()}</p>
          ) : (
            <>
              <p>{m.account_push_not_this_device()}</p>
              <Button
                variant="outline"
                className={selfStart}
                disabled={busy}
                onClick={() => change.device.mutate(undefined, { onError: failed })}
              >
                {m.account_push_add_device()}
              </Button>
            </>
          )}
        </div>
      )}
    </NotificationsCard>
  )
}

function NotificationsCard({ children }: { children: ReactNode }) {
  return (
    <Card.Root variant="outline" asChild>
      <section aria-labelledby="push-title">
        <Card.Header>
          <Card.Title asChild>
            <h2 id="push-title">{m.account_push_title()}</h2>
          </Card.Title>
          <Card.Description>{m.account_push_text()}</Card.Description>
        </Card.Header>
        <Card.Body className={css({ display: 'grid', gap: '5' })}>{children}</Card.Body>
      </section>
    </Card.Root>
  )
}
