import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { section } from 'styled-system/recipes'
import { isPaidOrder } from '#core/order-status'
import { m } from '#i18n/messages'
import { LoadError } from '~/components/blocks/load-error'
import { Button } from '~/components/ui/button'
import { ButtonLink } from '~/components/ui/button-link'
import { Spinner } from '~/components/ui/spinner'
import { stackGap3, stackGap5 } from '~/components/ui/stack'
import { toaster } from '~/components/ui/toaster'
import { headingH1 } from '~/components/ui/typography'
import { ordersQueryOptions } from '~/entities/orders/api/get-orders'
import { sharedPhotoQueryOptions, useDiscardSharedPhoto, useObjectUrl } from '../api/shared-photo'

/** The words shared with the photo (the forum's share target reads the same, decision 094). */
interface SharedWords {
  title?: string
  text?: string
  url?: string
}

const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })

/**
 * /share (decision 098): where a photo shared into the installed app lands. It goes with a paid
 * storytelling order, as its story form's sketch (the order's page adds it); the words shared
 * with it may go to the forum instead; or the photo is let go.
 */
export function SharedPhotoPage({ words }: { words: SharedWords }) {
  const photo = useQuery(sharedPhotoQueryOptions)
  const preview = useObjectUrl(photo.data)
  const discard = useDiscardSharedPhoto()
  const hasWords = Boolean(words.title || words.text || words.url)
  return (
    <div className={section({ width: '3xl', spacing: 'xl' })}>
      <div className={stackGap5}>
        <h1 className={headingH1}>{m.content_shared_photo_title()}</h1>
        {photo.isPending ? (
          <Spinner size="lg" label={m.content_shared_photo_loading()} showLabel />
        ) : !photo.data ? (
          <div className={stackGap3}>
            <p role="status">{m.content_shared_photo_none()}</p>
            <div className={actions}>
              <ButtonLink to="/community" search={hasWords ? words : { tab: 'forum' }}>
                {hasWords ? m.content_shared_photo_post_words() : m.content_shared_photo_forum()}
              </ButtonLink>
            </div>
          </div>
        ) : (
          <>
            {preview && (
              <img
                src={preview}
                alt={m.content_shared_photo_alt()}
                className={css({
                  maxW: 'full',
                  maxH: '80',
                  w: 'auto',
                  objectFit: 'contain',
                  rounded: 'md',
                  borderWidth: '1px',
                  justifySelf: 'start',
                })}
              />
            )}
            <p>{m.content_shared_photo_text()}</p>
            <StoryChoices />
            <div className={actions}>
              {hasWords && (
                <ButtonLink to="/community" search={words} variant="outline">
                  {m.content_shared_photo_post_words()}
                </ButtonLink>
              )}
              <Button
                variant="outline"
                disabled={discard.isPending}
                onClick={() =>
                  discard.mutate(undefined, {
                    onSuccess: () =>
                      toaster.create({
                        type: 'success',
                        title: m.content_shared_photo_discarded(),
                      }),
                  })
                }
              >
                {m.content_shared_photo_discard()}
              </Button>
            </div>
          </>
        )}
      </div>
    </div>
  )
}

/** The member's paid storytelling orders, each a way to its story form; or where to find one. */
function StoryChoices() {
  const orders = useQuery(ordersQueryOptions)
  if (orders.isPending) return <Spinner label={m.content_shared_photo_orders_loading()} />
  if (orders.isError)
    return (
      <LoadError
        what={m.account_your_orders_what()}
        error={orders.error}
        onRetry={() => void orders.refetch()}
      />
    )
  const stories = orders.data.filter((order) => order.storytelling && isPaidOrder(order.status))
  if (stories.length === 0)
    return (
      <div className={actions}>
        <p>{m.content_shared_photo_no_story()}</p>
        <ButtonLink to="/ai-storytelling" variant="link">
          {m.content_shared_photo_packages()}
        </ButtonLink>
      </div>
    )
  return (
    <ul className={stackGap3}>
      {stories.map((order) => (
        <li key={order.id}>
          <ButtonLink to="/storytelling/$orderId" params={{ orderId: String(order.id) }}>
            {m.content_shared_photo_to_story({ id: order.id })}
          </ButtonLink>
        </li>
      ))}
    </ul>
  )
}
