import { css } from 'styled-system/css'
import { shipping } from '#core/constants'
import { formatDollars } from '#core/money'
import { LockIcon, ReturnIcon, TruckIcon } from '~/components/blocks/icons'
import { mutedSmallText } from '~/components/ui/typography'

const secureCheckout = {
  Icon: LockIcon,
  title: 'Secure checkout',
  text: 'Card payments are encrypted end to end',
}

const notesFor = {
  physical: [
    {
      Icon: TruckIcon,
      title: 'Free shipping',
      text: `On orders of ${formatDollars(shipping.freeThresholdCents / 100)} or more`,
    },
    secureCheckout,
    {
      Icon: ReturnIcon,
      title: '30-day returns',
      text: 'Not the right fit? Send it back within 30 days',
    },
  ],
}

/** A service (a storytelling tier): what happens after paying, and whether anything is posted. */
function serviceNotes(product: { ships: boolean; kickoffCall: boolean }) {
  return [
    secureCheckout,
    {
      Icon: ReturnIcon,
      title: 'Starts with a story form',
      text: product.kickoffCall
        ? 'You choose your kickoff call time at checkout; after paying you tell us about the story'
        : 'After paying you tell us about the story',
    },
    product.ships
      ? {
          Icon: TruckIcon,
          title: 'Hardcover posted to you',
          text: 'We ask for your address at checkout',
        }
      : { Icon: TruckIcon, title: 'Nothing to ship', text: 'No address needed at checkout' },
  ]
}

/** SPEC §2's three notes under the Add to Cart button; a service's own (issue 14, decision 039). */
export function ProductNotes({
  product,
}: {
  product: { kind: 'physical' | 'service'; ships: boolean; kickoffCall: boolean }
}) {
  const notes = product.kind === 'service' ? serviceNotes(product) : notesFor.physical
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
        <li
          key={note.title}
          className={css({ display: 'flex', gap: '3', alignItems: 'flex-start' })}
        >
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
