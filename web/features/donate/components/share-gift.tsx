import { brand } from '#core/brand'
import { m } from '#i18n/messages'
import { ShareLink } from '~/components/blocks/share-link'

/**
 * After a gift, the one thing a donor can still do for the cause: ask friends. The link to
 * /donate, in the language the donor gave in; nothing about the gift itself is shared.
 */
export function ShareGift() {
  return (
    <ShareLink
      path="/donate"
      title={brand.name}
      text={m.giving_share_text({ name: brand.name })}
      label={m.giving_share_button()}
      size="md"
    />
  )
}
