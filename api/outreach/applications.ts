import type { ProgramApplication } from '#core/schemas/program-application'
import type { VolunteerApplication } from '#core/schemas/volunteer'
import type { Database } from '../../db/client'
import { programApplications, volunteerApplications } from '../../db/schema'

export async function recordVolunteerApplication(db: Database, application: VolunteerApplication) {
  const [row] = await db
    .insert(volunteerApplications)
    .values(application)
    .returning({ id: volunteerApplications.id })
  return row!
}

export async function recordProgramApplication(db: Database, application: ProgramApplication) {
  const [row] = await db
    .insert(programApplications)
    .values(application)
    .returning({ id: programApplications.id })
  return row!
}
