import { type FormEvent, useId, useState } from 'react'
import { css } from 'styled-system/css'
import { StaffInvitationSchema, type StaffMember } from '#core/schemas/staff'
import { roleLabels, type StaffRole, staffRoles } from '#core/staff-roles'
import { LoadError } from '~/components/blocks/load-error'
import { Button } from '~/components/ui/button'
import { CheckboxField } from '~/components/ui/checkbox-field'
import { SubmitWithRefusal } from '~/components/ui/form-refusal'
import { stackGap3, wrapRow } from '~/components/ui/stack'
import { TextField } from '~/components/ui/text-field'
import { headingH3, mutedSmallText, strongText } from '~/components/ui/typography'
import { errorMessage } from '~/lib/api-request'
import { useSchemaForm } from '~/lib/use-schema-form'
import {
  useInviteStaff,
  usePendingInvitations,
  useSetStaffRoles,
  useStaff,
  useWithdrawInvitation,
} from '../api/staff'
import { DashboardSection, SectionSubheading } from './dashboard-section'
import { RowSkeleton } from './row-skeleton'

const roleHints: Record<StaffRole, string> = {
  owner: 'Everything, including staff, settings and the audit log',
  fundraising: 'Gifts, statements, the mailing list and newsletters',
  fulfilment: 'Orders, shipping, refunds of orders, the catalogue',
  programmes: 'Applications, resources, events, storytelling calls',
  moderator: 'Forum reports',
}

const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })

/** /admin → Staff (issue 33, decision 072): who helps run the site, and what each may do. */
export function StaffSection() {
  return (
    <DashboardSection titleId="staff-title" title="Staff">
      <div className={css({ display: 'grid', gap: '8' })}>
        <StaffList />
        <InviteForm />
        <PendingInvitations />
      </div>
    </DashboardSection>
  )
}

/** Role checkboxes as one group, named by its legend; marked invalid as a whole. */
function RoleChoices({
  legend,
  chosen,
  onChange,
  error,
}: {
  legend: string
  chosen: readonly StaffRole[]
  onChange: (roles: StaffRole[]) => void
  error?: string | undefined
}) {
  const errorId = useId()
  return (
    <fieldset
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      className={stackGap3}
    >
      <legend className={css({ fontWeight: '600', mb: '2' })}>{legend}</legend>
      {staffRoles.map((role) => (
        <CheckboxField
          key={role}
          label={roleLabels[role]}
          hint={roleHints[role]}
          checked={chosen.includes(role)}
          onChange={(event) =>
            onChange(
              event.target.checked
                ? staffRoles.filter((r) => r === role || chosen.includes(r))
                : chosen.filter((r) => r !== role),
            )
          }
        />
      ))}
      {error ? (
        <p id={errorId} className={css({ color: 'danger.fg', fontSize: 'sm' })}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

function StaffList() {
  const staff = useStaff()
  if (staff.isPending) return <RowSkeleton />
  if (staff.isError) {
    return <LoadError what="the staff" error={staff.error} onRetry={() => void staff.refetch()} />
  }
  return (
    <ul aria-label="Staff members" className={css({ display: 'grid', gap: '4' })}>
      {staff.data.map((member) => (
        <li key={member.id}>
          <StaffMemberRoles member={member} />
        </li>
      ))}
    </ul>
  )
}

/** One person's roles, changed by ticking and saving; none takes away their access. */
function StaffMemberRoles({ member }: { member: StaffMember }) {
  // Only what is being changed is held here: untouched, the ticks follow the saved roles, so
  // another owner's change shows as soon as the list is fetched again.
  const [draft, setDraft] = useState<StaffRole[] | null>(null)
  const roles = draft ?? member.roles
  const save = useSetStaffRoles()
  const changed = roles.join() !== member.roles.join()
  const name = `${member.firstName} ${member.lastName}`
  return (
    <details className={css({ borderWidth: '1px', borderColor: 'border', rounded: 'lg', p: '4' })}>
      <summary className={css({ cursor: 'pointer' })}>
        <span className={strongText}>{name}</span>{' '}
        <span className={mutedSmallText}>
          ({member.username}, {member.email}): {member.roles.map((r) => roleLabels[r]).join(', ')}
        </span>
      </summary>
      <div className={css({ display: 'grid', gap: '4', mt: '4' })}>
        <RoleChoices legend={`Roles of ${name}`} chosen={roles} onChange={setDraft} />
        {roles.length === 0 ? (
          <p role="note" className={mutedSmallText}>
            With no role, {member.firstName} can no longer open the back office.
          </p>
        ) : null}
        <div className={wrapRow}>
          <Button
            disabled={!changed || save.isPending}
            onClick={() =>
              save.mutate({ id: member.id, roles }, { onSuccess: () => setDraft(null) })
            }
          >
            Save Roles
          </Button>
        </div>
      </div>
    </details>
  )
}

function InviteForm() {
  const form = useSchemaForm(StaffInvitationSchema, {
    email: '',
    roles: [] as StaffRole[],
  })
  const invite = useInviteStaff()
  const [refusal, setRefusal] = useState<string | null>(null)

  function submit(event: FormEvent) {
    event.preventDefault()
    setRefusal(null)
    const invitation = form.validate()
    if (!invitation) return
    invite.mutate(invitation, {
      onSuccess: () => form.reset(),
      onError: (error) => setRefusal(errorMessage(error)),
    })
  }

  return (
    <form
      ref={form.formRef}
      aria-labelledby="invite-staff-title"
      onSubmit={submit}
      noValidate
      className={css({ display: 'grid', gap: '4', maxW: '2xl' })}
    >
      <SectionSubheading id="invite-staff-title" className={headingH3}>
        Invite someone
      </SectionSubheading>
      <TextField
        label="Email address"
        type="email"
        autoComplete="off"
        helperText="They accept with the account that uses this address."
        error={form.errors.email}
        {...form.register('email')}
      />
      <RoleChoices
        legend="Roles"
        chosen={form.values.roles}
        onChange={(roles) => form.set('roles', roles)}
        error={form.errors.roles}
      />
      <div>
        <SubmitWithRefusal refusal={refusal} disabled={invite.isPending}>
          Send Invitation
        </SubmitWithRefusal>
      </div>
    </form>
  )
}

function PendingInvitations() {
  const pending = usePendingInvitations()
  const withdraw = useWithdrawInvitation()
  if (pending.isPending) return <RowSkeleton />
  if (pending.isError) {
    return (
      <LoadError
        what="the invitations"
        error={pending.error}
        onRetry={() => void pending.refetch()}
      />
    )
  }
  if (pending.data.length === 0) return <p className={mutedSmallText}>No invitations waiting.</p>
  return (
    <div className={stackGap3}>
      <SectionSubheading className={headingH3}>Waiting to be accepted</SectionSubheading>
      <ul aria-label="Invitations waiting" className={stackGap3}>
        {pending.data.map((invitation) => (
          <li key={invitation.id}>
            <span className={strongText}>{invitation.email}</span>:{' '}
            {invitation.roles.map((role) => roleLabels[role]).join(', ')}{' '}
            <span className={mutedSmallText}>
              (invited by {invitation.invitedBy ?? 'a former staff member'}, until{' '}
              {dateOnly.format(new Date(invitation.expiresAt))})
            </span>{' '}
            <Button
              size="sm"
              variant="outline"
              aria-label={`Withdraw the invitation to ${invitation.email}`}
              disabled={withdraw.isPending}
              onClick={() => withdraw.mutate(invitation.id)}
            >
              Withdraw
            </Button>
          </li>
        ))}
      </ul>
    </div>
  )
}
