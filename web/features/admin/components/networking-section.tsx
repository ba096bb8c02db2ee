import { useState } from 'react'
import { css } from 'styled-system/css'
import { skeletonCounts } from '#core/constants'
import type { NetworkingContactCreate, NetworkingContactUpdate } from '#core/schemas/admin-cards'
import { LoadError } from '~/components/blocks/load-error'
import { Button } from '~/components/ui/button'
import { Skeleton } from '~/components/ui/skeleton'
import { contactMutations } from '../api/card-mutations'
import { useNetworkingContacts } from '../api/get-networking-contacts'
import { CardActions, type CardField, CardForm } from './card-form'
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
  { name: 'company', label: 'Organisation' },
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
  const [editing, setEditing] = useState<number | 'new' | undefined>()
  return (
    <DashboardSection titleId="network-title" title="Professional Network">
      {editing === 'new' ? (
        <div className={css({ mb: '6' })}>
          <CardForm
            label="Add a contact"
            fields={contactFields}
            initial={emptyContact}
            submitLabel="Add contact"
            pending={create.isPending}
            onSubmit={(values) =>
              create.mutate(values as NetworkingContactCreate, {
                onSuccess: () => setEditing(undefined),
              })
            }
            onCancel={() => setEditing(undefined)}
          />
        </div>
      ) : (
        <Button
          size="sm"
          variant="outline"
          className={css({ mb: '6' })}
          onClick={() => setEditing('new')}
        >
          Add a contact
        </Button>
      )}
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
              {editing === contact.id ? (
                <CardForm
                  label={`Edit ${contact.name}`}
                  fields={contactFields}
                  initial={{ ...withoutId(contact), phone: contact.phone ?? '' }}
                  submitLabel="Save contact"
                  pending={update.isPending}
                  onSubmit={(values) =>
                    update.mutate(
                      { id: contact.id, update: values as NetworkingContactUpdate },
                      { onSuccess: () => setEditing(undefined) },
                    )
                  }
                  onCancel={() => setEditing(undefined)}
                />
              ) : (
                <>
                  <ContactCard contact={contact} />
                  <CardActions
                    name={contact.name}
                    onEdit={() => setEditing(contact.id)}
                    onRemove={() => remove.mutate(contact.id)}
                  />
                </>
              )}
            </li>
          ))}
        </CardGrid>
      )}
    </DashboardSection>
  )
}
