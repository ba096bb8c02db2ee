import { css } from 'styled-system/css'
import { brand } from '#core/brand'
import { MailIcon, PhoneIcon, PinIcon } from '~/components/blocks/contact-icons'
import { Badge } from '~/components/ui/badge'
import { button } from '~/components/ui/button'
import * as Card from '~/components/ui/card'
import { stackGap2 } from '~/components/ui/stack'
import { smallText, strongText } from '~/components/ui/typography'
import type { NetworkingContact } from '../api/get-networking-contacts'

const connectSubject = encodeURIComponent(`Networking Opportunity - ${brand.name}`)

const detail = css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm' })
const detailLink = css({ color: 'secondary.fg', fontWeight: '600', wordBreak: 'break-all' })

export function ContactCard({ contact }: { contact: NetworkingContact }) {
  return (
    <Card.Root variant="outline" className={css({ h: 'full' })}>
      <Card.Header>
        <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3' })}>
          <Card.Title>{contact.name}</Card.Title>
          {contact.available ? (
            <Badge tone="success" size="sm" className={css({ flexShrink: '0' })}>
              Available
            </Badge>
          ) : null}
        </div>
        <Card.Description>
          {contact.title}, {contact.company}
        </Card.Description>
      </Card.Header>
      <Card.Body className={stackGap2}>
        <p className={detail}>
          <PinIcon />
          {contact.location}
        </p>
        <p className={smallText}>
          <span className={strongText}>Expertise:</span> {contact.expertise}
        </p>
        <p className={detail}>
          <MailIcon />
          <a href={`mailto:${contact.email}`} className={detailLink}>
            {contact.email}
          </a>
        </p>
        {contact.phone ? (
          <p className={detail}>
            <PhoneIcon />
            <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className={detailLink}>
              {contact.phone}
            </a>
          </p>
        ) : null}
      </Card.Body>
      <Card.Footer>
        <a
          href={`mailto:${contact.email}?subject=${connectSubject}`}
          aria-label={`Connect with ${contact.name}`}
          className={button({ variant: 'outline', size: 'sm' })}
        >
          Connect
        </a>
      </Card.Footer>
    </Card.Root>
  )
}
