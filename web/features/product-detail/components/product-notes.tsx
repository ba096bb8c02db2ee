import { css } from 'styled-system/css'
import { shipping } from '#core/constants'
import { formatDollars } from '#core/money'
import { LockIcon, ReturnIcon, TruckIcon } from '~/components/blocks/icons'

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
  // A service (the storytelling tiers) is not shipped and cannot be sent back (issue 14).
  service: [
    secureCheckout,
    {
      Icon: TruckIcon,
      title: 'Nothing to ship',
      text: 'A service: we arrange it with you by e-mail after you order',
    },
  ],
}

/** SPEC §2's three notes under the Add to Cart button; a service's own two (issue 14). */
export function ProductNotes({ kind }: { kind: 'physical' | 'service' }) {
  const notes = notesFor[kind]
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
            <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{note.text}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}
