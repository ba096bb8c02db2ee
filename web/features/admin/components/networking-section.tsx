import { css } from 'styled-system/css'
import { skeletonCounts } from '#core/constants'
import {
  type NetworkingContactCreate,
  NetworkingContactCreateSchema,
  type NetworkingContactUpdate,
  NetworkingContactUpdateSchema,
} from '#core/schemas/admin-cards'
import { LoadError } from '~/components/blocks/load-error'
import { Skeleton } from '~/components/ui/skeleton'
import { contactMutations } from '../api/card-mutations'
import { useNetworkingContacts } from '../api/get-networking-contacts'
import { CardAdder, type CardField, EditableCard } from './card-form'
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

const contactFields: CardField[] = [
  { name: 'name', label: 'Name' },
  { name: 'title', label: 'Job title' },
  { name: 'company', label: 'Organization' },
  { name: 'location', label: 'Location' },
  { name: 'expertise', label: 'Expertise', kind: 'multiline' },
  { name: 'email', label: 'Email', kind: 'email' },
  { name: 'phone', label: 'Phone (optional)', kind: 'tel' },
  { name: 'available', label: 'Available', kind: 'checkbox' },
]

const emptyContact = {
  name: '',
  title: '',
  company: '',
  location: '',
  expertise: '',
  email: '',
  phone: '',
  available: true,
}

function withoutId<T extends { id: number }>({ id: _id, ...rest }: T) {
  return rest
}

export function NetworkingSection() {
  const contacts = useNetworkingContacts()
  const create = contactMutations.useCreate()
  const update = contactMutations.useUpdate()
  const remove = contactMutations.useRemove()
  return (
    <DashboardSection titleId="network-title" title="Professional Network">
      <CardAdder
        schema={NetworkingContactCreateSchema}
        what="contact"
        fields={contactFields}
        initial={emptyContact}
        pending={create.isPending}
        save={(values, done) =>
          create.mutate(values as NetworkingContactCreate, { onSuccess: done })
        }
      />
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
              <EditableCard
                schema={NetworkingContactUpdateSchema}
                what="contact"
                name={contact.name}
                fields={contactFields}
                initial={{ ...withoutId(contact), phone: contact.phone ?? '' }}
                pending={update.isPending}
                save={(values, done) =>
                  update.mutate(
                    { id: contact.id, update: values as NetworkingContactUpdate },
                    { onSuccess: done },
                  )
                }
                remove={() => remove.mutate(contact.id)}
              >
                <ContactCard contact={contact} />
              </EditableCard>
            </li>
          ))}
        </CardGrid>
      )}
    </DashboardSection>
  )
}
