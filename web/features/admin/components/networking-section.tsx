import { css } from 'styled-system/css'
import { skeletonCounts } from '#core/constants'
import { LoadError } from '~/components/blocks/load-error'
import { Skeleton } from '~/components/ui/skeleton'
import { useNetworkingContacts } from '../api/get-networking-contacts'
import { CardGrid } from './card-grid'
import { ContactCard } from './contact-card'
import { DashboardSection } from './dashboard-section'

function ContactCardSkeleton() {
  return (
    <div aria-hidden="true" className={css({ display: 'grid', gap: '3', p: '6' })}>
      <Skeleton shape="text" className={css({ w: '1/2' })} />
      <Skeleton shape="text" className={css({ w: '3/4' })} />
      <Skeleton shape="text" />
      <Skeleton className={css({ h: '9', w: '28', rounded: 'full' })} />
    </div>
  )
}

export function NetworkingSection() {
  const contacts = useNetworkingContacts()
  return (
    <DashboardSection titleId="network-title" title="Professional Network">
      {contacts.isPending ? (
        <CardGrid as="div" aria-busy="true">
          {Array.from({ length: skeletonCounts.networking }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <ContactCardSkeleton key={index} />
          ))}
        </CardGrid>
      ) : contacts.isError ? (
        <LoadError
          what="the professional network"
          error={contacts.error}
          onRetry={() => void contacts.refetch()}
        />
      ) : (
        <CardGrid aria-label="Professional network contacts">
          {contacts.data.map((contact) => (
            <li key={contact.id}>
              <ContactCard contact={contact} />
            </li>
          ))}
        </CardGrid>
      )}
    </DashboardSection>
  )
}
