import { asc } from 'drizzle-orm'
import { educationStats } from '../../db/schema'
import { createRouter } from '../lib/app-env'

export const educationStatsRoutes = createRouter().get('/', async (c) => {
  const rows = await c.var.db
    .select({
      id: educationStats.id,
      title: educationStats.title,
      trend: educationStats.trend,
      value: educationStats.value,
      description: educationStats.description,
      source: educationStats.source,
    })
    .from(educationStats)
    .orderBy(asc(educationStats.position), asc(educationStats.id))
  return c.json(rows, 200)
})
