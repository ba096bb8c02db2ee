import { asc } from 'drizzle-orm'
import { networkingContacts } from '../../db/schema'
import { createRouter } from '../lib/app-env'

export const networkingContactsRoutes = createRouter().get('/', async (c) => {
  const rows = await c.var.db
    .select({
      id: networkingContacts.id,
      name: networkingContacts.name,
      title: networkingContacts.title,
      company: networkingContacts.company,
      location: networkingContacts.location,
      expertise: networkingContacts.expertise,
      email: networkingContacts.email,
      phone: networkingContacts.phone,
      available: networkingContacts.available,
    })
    .from(networkingContacts)
    .orderBy(asc(networkingContacts.id))
  return c.json(rows, 200)
})
