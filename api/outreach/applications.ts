import { brand } from '#core/brand'
import type { ProgramApplication } from '#core/schemas/program-application'
import type { VolunteerApplication } from '#core/schemas/volunteer'
import type { Database } from '../../db/client'
import { programApplications, volunteerApplications } from '../../db/schema/outreach'
import { alertStaff, sendMail } from '../mail'

/**
 * Stores a volunteer application, acknowledges it by e-mail and tells the staff who read
 * applications, with the link to it (`origin`: the site's), in one transaction.
 */
export async function recordVolunteerApplication(
  db: Database,
  application: VolunteerApplication,
  origin: string,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(volunteerApplications)
      .values(application)
      .returning({ id: volunteerApplications.id })
    await sendMail(tx, volunteerAcknowledgement(application))
    await alertStaff(tx, origin, {
      permission: 'applications',
      subject: `New volunteer application #${row!.id} from ${application.name}`,
      lines: [
        `${application.name} offers to volunteer: ${oneLine(application.expertise)}.`,
        `Available: ${oneLine(application.availability)}. Location: ${application.location}.`,
      ],
      path: `/admin/applications/volunteer/${row!.id}`,
    })
    return row!
  })
}

/** Stores a program application, acknowledges it and tells staff, as a volunteer's is. */
export async function recordProgramApplication(
  db: Database,
  application: ProgramApplication,
  origin: string,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(programApplications)
      .values(application)
      .returning({ id: programApplications.id })
    await sendMail(tx, programAcknowledgement(application))
    await alertStaff(tx, origin, {
      permission: 'applications',
      subject: `New program application #${row!.id}: ${application.childName} for ${application.program}`,
      lines: [
        `${application.guardianName} applied for ${application.childName} (grade ${application.grade}) to ${application.program}.`,
      ],
      path: `/admin/applications/program/${row!.id}`,
    })
    return row!
  })
}

export function volunteerAcknowledgement(application: VolunteerApplication) {
  return {
    to: application.email,
    subject: `Thank you for volunteering with ${brand.shortName}`,
    body: [
      `Hello ${application.name},`,
      '',
      `Thank you for offering your time to ${brand.name}. We've received your application and will be in touch within 2-3 business days.`,
      '',
      'What you told us:',
      `  Expertise: ${oneLine(application.expertise)}`,
      `  Availability: ${oneLine(application.availability)}`,
      `  Location: ${application.location}`,
      '',
      `Questions in the meantime? Write to ${brand.email}.`,
    ].join('\n'),
  }
}

export function programAcknowledgement(application: ProgramApplication) {
  return {
    to: application.email,
    subject: `We received ${application.childName}'s application to ${application.program}`,
    body: [
      `Hello ${application.guardianName},`,
      '',
      `Thank you for applying for ${application.childName} (grade ${application.grade}) to ${application.program}. We've received your application and will be in touch within 2-3 business days.`,
      '',
      `Questions in the meantime? Write to ${brand.email}.`,
    ].join('\n'),
  }
}

/** Multi-line answers as one line, to sit in the message's list. */
function oneLine(text: string) {
  return text.replace(/\s*\n\s*/g, ' ')
}
