import {
  StaffInvitationAcceptSchema,
  StaffInvitationSchema,
  StaffRolesSchema,
} from '#core/schemas/staff'
import { staffMessages } from '#core/staff-roles'
import { createRouter } from '../app-env'
import { errorBody } from '../lib/errors'
import { parseId } from '../lib/parse-id'
import { validate } from '../lib/validate'
import { requireUser } from './session-middleware'
import {
  acceptInvitation,
  inviteStaff,
  listPendingInvitations,
  listStaff,
  setStaffRoles,
  withdrawInvitation,
} from './staff'

/** `/api/admin/staff`: an owner's (the admin guard and its `staff` permission stand before it). */
export const staffAdminRoutes = createRouter()
  .get('/', async (c) => c.json(await listStaff(c.var.db), 200))
  .get('/invitations', async (c) =>
    c.json(await listPendingInvitations(c.var.db, c.var.clock()), 200),
  )
  .post('/invitations', validate('json', StaffInvitationSchema), async (c) => {
    const { db, settings, clock } = c.var
    const invitation = await inviteStaff(
      db,
      c.req.valid('json'),
      c.var.user!,
      settings.publicOrigin,
      clock(),
    )
    return c.json(invitation, 201)
  })
  .delete('/invitations/:id', async (c) => {
    const id = parseId(c.req.param('id'))
    const withdrawn = id !== null && (await withdrawInvitation(c.var.db, id, c.var.user!))
    if (!withdrawn) return c.json(errorBody(staffMessages.invitationNotFound), 404)
    return c.body(null, 204)
  })
  .patch('/:id', validate('json', StaffRolesSchema), async (c) => {
    const id = parseId(c.req.param('id'))
    const { roles } = c.req.valid('json')
    const outcome =
      id === null
        ? { refused: 'missing' as const }
        : await setStaffRoles(c.var.db, id, roles, c.var.user!)
    if ('member' in outcome) return c.json(outcome.member, 200)
    if (outcome.refused === 'missing') return c.json(errorBody(staffMessages.memberNotFound), 404)
    return c.json(errorBody(staffMessages.lastOwner), 409)
  })

/** `/api/staff-invitations`: the invited person, signed in, accepts the e-mailed link. */
export const staffInvitationRoutes = createRouter().post(
  '/accept',
  requireUser,
  validate('json', StaffInvitationAcceptSchema),
  async (c) => {
    const { db, clock } = c.var
    const outcome = await acceptInvitation(db, c.req.valid('json').token, c.var.user!, clock())
    if ('accepted' in outcome) return c.json({ roles: outcome.accepted }, 200)
    if (outcome.refused === 'other-address') {
      return c.json(errorBody(staffMessages.invitationOtherAddress), 403)
    }
    return c.json(errorBody(staffMessages.invitationInvalid), 400)
  },
)
