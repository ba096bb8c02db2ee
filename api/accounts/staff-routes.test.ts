import { and, desc, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { staffMessages } from '#core/staff-roles'
import { auditLog, outbox, staffInvitations, users } from '../../db/schema'
import { insertUser, testPassword } from '../../test/factories'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'

// Staff, their roles and invitations (issue 33, decision 072), on PGlite and on Postgres.

let clock = new Date('2026-11-28T09:00:00Z')
const day = 86_400_000
const { request, api, db } = await createTestApp({
  clock: () => clock,
  env: { PUBLIC_ORIGIN: 'https://brightminds.example' },
})
const owner = await insertUser(db, { isAdmin: true, firstName: 'Olga', lastName: 'Owner' })
const ownerCookie = await signIn(request, owner.username, testPassword)
const asOwner = { headers: { Cookie: ownerCookie } }

async function cookieOf(user: { username: string }) {
  return { headers: { Cookie: await signIn(request, user.username, testPassword) } }
}

async function invite(email: string, roles: string[]) {
  const response = await request('/api/admin/staff/invitations', {
    method: 'POST',
    json: { email, roles },
    ...asOwner,
  })
  return response
}

/** The token in the newest invitation e-mailed to `to`. */
async function tokenSentTo(to: string) {
  const [mail] = await db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id))
  const link = /https:\/\/brightminds\.example\/staff-invitation\?token=([a-z2-7]+)/.exec(
    mail!.body,
  )
  return { mail: mail!, token: link![1]! }
}

function accept(token: string, as: { headers: { Cookie: string } }) {
  return api['staff-invitations'].accept.$post({ json: { token } }, as)
}

describe('GET /api/admin/staff', () => {
  it('lists the staff with their roles, and no member', async () => {
    const packer = await insertUser(db, { staffRoles: ['fulfilment'] })
    const member = await insertUser(db)
    const response = await api.admin.staff.$get({}, asOwner)
    expect(response.status).toBe(200)
    const staff = await response.json()
    expect(staff).toContainEqual({
      id: packer.id,
      username: packer.username,
      firstName: packer.firstName,
      lastName: packer.lastName,
      email: packer.email,
      roles: ['fulfilment'],
    })
    expect(staff.find((person) => person.id === owner.id)?.roles).toEqual(['owner'])
    expect(staff.map((person) => person.id)).not.toContain(member.id)
  })
})

describe('POST /api/admin/staff/invitations', () => {
  it('e-mails a link that works a week and keeps only its hash', async () => {
    const response = await invite('Rae@Example.org', ['fundraising'])
    expect(response.status).toBe(201)
    const invitation = await response.json()
    expect(invitation).toEqual({
      id: expect.any(Number),
      email: 'Rae@Example.org',
      roles: ['fundraising'],
      invitedBy: owner.username,
      expiresAt: new Date(clock.getTime() + 7 * day).toISOString(),
    })
    const { mail, token } = await tokenSentTo('Rae@Example.org')
    expect(mail.subject).toBe('You are invited to join the BrightMinds Foundation staff')
    expect(mail.body).toContain('Olga Owner invited you')
    expect(mail.body).toContain('as: Fundraising.')
    const [row] = await db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.id, invitation.id))
    expect(Buffer.from(row!.tokenHash).toString('hex')).not.toContain(token)
    const pending = await (await api.admin.staff.invitations.$get({}, asOwner)).json()
    expect(pending).toContainEqual(invitation)
  })

  it.each([
    [{ email: 'x@example.org', roles: [] }, staffMessages.rolesRequired],
    [{ email: 'x@example.org', roles: ['treasurer'] }, staffMessages.unknownRole],
    [{ email: 'x@example.org' }, staffMessages.rolesRequired],
    [{ email: 'not an address', roles: ['owner'] }, 'Please enter a valid email address'],
  ])('refuses %j: %s, and sends nothing', async (body, error) => {
    const before = await db.$count(outbox)
    const response = await request('/api/admin/staff/invitations', {
      method: 'POST',
      json: body,
      ...asOwner,
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error })
    expect(await db.$count(outbox)).toBe(before)
  })
})

describe('accepting an invitation', () => {
  it('gives the signed-in account with that address the invited role, and only it', async () => {
    await invite('sam@example.org', ['fulfilment'])
    const { token } = await tokenSentTo('sam@example.org')
    const sam = await insertUser(db, { email: 'Sam@Example.org' })
    const asSam = await cookieOf(sam)
    expect((await api.admin.orders.$get({ query: {} }, asSam)).status).toBe(403)

    const accepted = await accept(token, asSam)
    expect(accepted.status).toBe(200)
    expect(await accepted.json()).toEqual({ roles: ['fulfilment'] })
    const me = await (await request('/api/user', asSam)).json()
    expect(me).toMatchObject({ isAdmin: true, roles: ['fulfilment'] })
    expect((await api.admin.orders.$get({ query: {} }, asSam)).status).toBe(200)
    const gifts = await api.admin.donations.$get({ query: {} }, asSam)
    expect(gifts.status).toBe(403)
    expect(await gifts.json()).toEqual({ error: staffMessages.notPermitted })

    const again = await accept(token, asSam)
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({ error: staffMessages.invitationInvalid })
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.join'), eq(auditLog.actorId, sam.id)))
    expect(entry).toMatchObject({ actorRoles: ['fulfilment'], detail: { roles: ['fulfilment'] } })
  })

  it('refuses another address, and the invitation still works for its own', async () => {
    await invite('lee@example.org', ['programmes'])
    const { token } = await tokenSentTo('lee@example.org')
    const stranger = await insertUser(db, { email: 'stranger@example.org' })
    const refused = await accept(token, await cookieOf(stranger))
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ error: staffMessages.invitationOtherAddress })
    const [still] = await db.select().from(users).where(eq(users.id, stranger.id))
    expect(still!.staffRoles).toEqual([])

    const lee = await insertUser(db, { email: 'lee@example.org' })
    expect((await accept(token, await cookieOf(lee))).status).toBe(200)
  })

  it('adds to the roles a staff member already holds', async () => {
    const mod = await insertUser(db, { email: 'mod@example.org', staffRoles: ['moderator'] })
    await invite('mod@example.org', ['programmes'])
    const accepted = await accept((await tokenSentTo('mod@example.org')).token, await cookieOf(mod))
    expect(await accepted.json()).toEqual({ roles: ['moderator', 'programmes'] })
  })

  it('works for a week, and only the newest invitation to an address works', async () => {
    await invite('kai@example.org', ['moderator'])
    const first = (await tokenSentTo('kai@example.org')).token
    await invite('kai@example.org', ['fundraising'])
    const second = (await tokenSentTo('kai@example.org')).token
    const kai = await cookieOf(await insertUser(db, { email: 'kai@example.org' }))
    expect((await accept(first, kai)).status).toBe(400)

    const sent = clock
    clock = new Date(sent.getTime() + 7 * day)
    try {
      const late = await accept(second, kai)
      expect(late.status).toBe(400)
      expect(await late.json()).toEqual({ error: staffMessages.invitationInvalid })
    } finally {
      clock = sent
    }
    clock = new Date(sent.getTime() + 7 * day - 1000)
    try {
      expect(await (await accept(second, kai)).json()).toEqual({ roles: ['fundraising'] })
    } finally {
      clock = sent
    }
  })

  it('stops working once withdrawn, which is logged; a withdrawn or accepted one cannot be again', async () => {
    const invited = await (await invite('oops@example.org', ['owner'])).json()
    const { token } = await tokenSentTo('oops@example.org')
    const withdraw = (id: number) =>
      request(`/api/admin/staff/invitations/${id}`, { method: 'DELETE', ...asOwner })
    expect((await withdraw(invited.id)).status).toBe(204)
    const pending = await (await api.admin.staff.invitations.$get({}, asOwner)).json()
    expect(pending.map((invitation) => invitation.id)).not.toContain(invited.id)
    const oops = await cookieOf(await insertUser(db, { email: 'oops@example.org' }))
    expect((await accept(token, oops)).status).toBe(400)
    const again = await withdraw(invited.id)
    expect(again.status).toBe(404)
    expect(await again.json()).toEqual({ error: staffMessages.invitationNotFound })
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.withdraw'), eq(auditLog.entityId, invited.id)))
    expect(entry).toMatchObject({ actorId: owner.id, detail: { email: 'oops@example.org' } })

    await invite('kept@example.org', ['moderator'])
    const kept = await (await api.admin.staff.invitations.$get({}, asOwner)).json()
    const keptId = kept.find((invitation) => invitation.email === 'kept@example.org')!.id
    const keeper = await cookieOf(await insertUser(db, { email: 'kept@example.org' }))
    expect((await accept((await tokenSentTo('kept@example.org')).token, keeper)).status).toBe(200)
    expect((await withdraw(keptId)).status).toBe(404)
  })

  it('needs a signed-in account', async () => {
    const response = await request('/api/staff-invitations/accept', {
      method: 'POST',
      json: { token: 'abc' },
    })
    expect(response.status).toBe(401)
  })
})

describe('PATCH /api/admin/staff/:id', () => {
  function setRoles(id: number, roles: string[], as = asOwner) {
    return request(`/api/admin/staff/${id}`, { method: 'PATCH', json: { roles }, ...as })
  }

  it('changes the roles, in effect at the next request, and the log says who and as what', async () => {
    const pat = await insertUser(db, { staffRoles: ['fulfilment'] })
    const asPat = await cookieOf(pat)
    const changed = await setRoles(pat.id, ['fundraising', 'fundraising'])
    expect(changed.status).toBe(200)
    expect(await changed.json()).toMatchObject({ id: pat.id, roles: ['fundraising'] })
    expect((await api.admin.orders.$get({ query: {} }, asPat)).status).toBe(403)
    expect((await api.admin.donations.$get({ query: {} }, asPat)).status).toBe(200)

    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.roles'), eq(auditLog.entityId, pat.id)))
    expect(entry).toMatchObject({
      actorId: owner.id,
      actorRoles: ['owner'],
      detail: { from: ['fulfilment'], to: ['fundraising'] },
    })

    expect((await setRoles(pat.id, [])).status).toBe(200)
    const gone = await api.admin.overview.$get({}, asPat)
    expect(gone.status).toBe(403)
    expect(await gone.json()).toEqual({ error: 'Admins only' })
  })

  it('answers 404 for a member or no one, and leaves them as they were', async () => {
    const member = await insertUser(db)
    const response = await setRoles(member.id, ['owner'])
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: staffMessages.memberNotFound })
    const [row] = await db.select().from(users).where(eq(users.id, member.id))
    expect(row!.staffRoles).toEqual([])
    expect((await setRoles(999_999, ['owner'])).status).toBe(404)
    expect((await setRoles(Number.NaN, ['owner'])).status).toBe(404)
  })

  it('never leaves the site without an owner', async () => {
    const owners = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`'owner' = any(${users.staffRoles})`)
    // Every owner but the signed-in one steps down; then the last cannot.
    for (const { id } of owners) if (id !== owner.id) await setRoles(id, ['fundraising'])
    const response = await setRoles(owner.id, ['fundraising'])
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ error: staffMessages.lastOwner })
    const [row] = await db.select().from(users).where(eq(users.id, owner.id))
    expect(row!.staffRoles).toEqual(['owner'])
  })

  it('is an owner’s alone', async () => {
    const fundraiser = await insertUser(db, { staffRoles: ['fundraising'] })
    const response = await setRoles(fundraiser.id, ['owner'], await cookieOf(fundraiser))
    expect(response.status).toBe(403)
    const [row] = await db.select().from(users).where(eq(users.id, fundraiser.id))
    expect(row!.staffRoles).toEqual(['fundraising'])
  })
})

describe('under concurrency', () => {
  const N = 10

  it('owners stepping down all at once leave exactly one owner', async () => {
    const many = await Promise.all(
      Array.from({ length: N }, () => insertUser(db, { staffRoles: ['owner'] })),
    )
    await db
      .update(users)
      .set({ staffRoles: ['fundraising'] })
      .where(
        and(
          sql`'owner' = any(${users.staffRoles})`,
          sql`${users.id} not in (${sql.join(
            many.map((user) => sql`${user.id}`),
            sql`, `,
          )})`,
        ),
      )
    const cookies = await Promise.all(many.map(cookieOf))
    // Each owner demotes themself at the same moment.
    const answers = await Promise.all(
      many.map((user, i) =>
        request(`/api/admin/staff/${user.id}`, {
          method: 'PATCH',
          json: { roles: ['fundraising'] },
          ...cookies[i]!,
        }),
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(N - 1).fill(200), 409])
    const owners = await db.$count(users, sql`'owner' = any(${users.staffRoles})`)
    expect(owners).toBe(1)
    await db
      .update(users)
      .set({ staffRoles: ['owner'] })
      .where(eq(users.id, owner.id))
  })

  it('an invitation accepted from ten tabs at once is accepted once', async () => {
    await invite('tabs@example.org', ['moderator'])
    const { token } = await tokenSentTo('tabs@example.org')
    const person = await cookieOf(await insertUser(db, { email: 'tabs@example.org' }))
    const answers = await Promise.all(Array.from({ length: N }, () => accept(token, person)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(N - 1).fill(400)])
    const joined = await db.$count(auditLog, eq(auditLog.action, 'staff.join'))
    const invitations = await db.$count(
      staffInvitations,
      sql`${staffInvitations.acceptedAt} is not null`,
    )
    expect(joined).toBe(invitations)
  })
})
