import { css } from 'styled-system/css'
import { shipping } from '#core/constants'
import { formatDollars } from '#core/money'
import { m } from '#i18n/messages'
import { mutedSmallText } from '~/components/ui/typography'
import { LockIcon, ReturnIcon, TruckIcon } from './product-note-icons'

// Built as the notes render: their words are the page's language.
const secureCheckout = () => ({
  id: 'secure',
  Icon: LockIcon,
  title: m.shop_note_secure_title(),
  text: m.shop_note_secure_text(),
})

function physicalNotes() {
  return [
    {
      id: 'shipping',
      Icon: TruckIcon,
      title: m.shop_note_free_shipping_title(),
      text: m.shop_note_free_shipping_text({
        amount: formatDollars(shipping.freeThresholdCents / 100),
      }),
    },
    secureCheckout(),
    {
      id: 'returns',
      Icon: ReturnIcon,
      title: m.shop_note_returns_title(),
      text: m.shop_note_returns_text(),
    },
  ]
}

/** A service (a storytelling tier): what happens after paying, and whether anything is posted. */
function serviceNotes(product: { ships: boolean; kickoffCall: boolean }) {
  return [
    secureCheckout(),
    {
      id: 'story-form',
      Icon: ReturnIcon,
      title: m.shop_note_story_form_title(),
      text: product.kickoffCall
        ? m.shop_note_story_form_call_text()
        : m.shop_note_story_form_text(),
    },
    product.ships
      ? {
          id: 'shipping',
          Icon: TruckIcon,
          title: m.shop_note_hardcover_title(),
          text: m.shop_note_hardcover_text(),
        }
      : {
          id: 'shipping',
          Icon: TruckIcon,
          title: m.shop_note_nothing_to_ship_title(),
          text: m.shop_note_nothing_to_ship_text(),
        },
  ]
}

/** SPEC §2's three notes under the Add to Cart button; a service's own (issue 14, decision 039). */
export function ProductNotes({
  product,
}: {
  product: { kind: 'physical' | 'service'; ships: boolean; kickoffCall: boolean }
}) {
  const notes = product.kind === 'service' ? serviceNotes(product) : physicalNotes()
  return (
    <ul
      className={css({
        display: 'grid',
        gap: '3',
        borderTopWidth: '1px',
        borderColor: 'border',
        pt: '6',
      })}
    >
      {notes.map((note) => (
        <li key={note.id} className={css({ display: 'flex', gap: '3', alignItems: 'flex-start' })}>
          <note.Icon className={css({ flexShrink: '0', color: 'primary.fg', mt: '0.5' })} />
          <span>
            <strong className={css({ display: 'block' })}>{note.title}</strong>
            <span className={mutedSmallText}>{note.text}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}
