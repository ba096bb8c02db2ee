import { brand } from '#core/brand'
import type { Locale } from '#core/locale'
import type { BarrierReport } from '#core/schemas/barrier-report'
import type { ProgramApplication } from '#core/schemas/program-application'
import type { VolunteerApplication } from '#core/schemas/volunteer'
import { m } from '#i18n/messages'
import type { Database } from '../../db/client'
import {
  barrierReports,
  programApplications,
  volunteerApplications,
} from '../../db/schema/outreach'
import { requestLocale } from '../lib/request-language'
import { alertStaff, sendMail } from '../mail'

/**
 * Stores a volunteer application with the language it came in, acknowledges it by e-mail in
 * that language and tells the staff who read applications, with the link to it (`origin`: the
 * site's), in one transaction.
 */
export async function recordVolunteerApplication(
  db: Database,
  application: VolunteerApplication,
  origin: string,
) {
  const locale = requestLocale()
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(volunteerApplications)
      .values({ ...application, locale })
      .returning({ id: volunteerApplications.id })
    await sendMail(tx, volunteerAcknowledgement(application, locale))
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
  const locale = requestLocale()
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(programApplications)
      .values({ ...application, locale })
      .returning({ id: programApplications.id })
    await sendMail(tx, programAcknowledgement(application, locale))
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

/**
 * Stores a barrier reported from /accessibility, acknowledges it in the language it came in and
 * tells the staff who read applications, with the link to it, in one transaction (issue 35).
 */
export async function recordBarrierReport(db: Database, report: BarrierReport, origin: string) {
  const locale = requestLocale()
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(barrierReports)
      .values({ ...report, locale })
      .returning({ id: barrierReports.id })
    await sendMail(tx, barrierAcknowledgement(report, locale))
    await alertStaff(tx, origin, {
      permission: 'applications',
      subject: `Accessibility barrier reported #${row!.id}${report.page ? ` on ${report.page}` : ''}`,
      lines: [
        `${report.name || report.email} met a barrier${report.page ? ` on ${report.page}` : ''}: ${oneLine(report.description)}`,
        ...(report.assistiveTechnology ? [`They browse with: ${report.assistiveTechnology}.`] : []),
        'Our statement promises an answer within 5 business days.',
      ],
      path: `/admin/applications/accessibility/${row!.id}`,
    })
    return row!
  })
}

export function barrierAcknowledgement(report: BarrierReport, locale: Locale) {
  const options = { locale }
  return {
    to: report.email,
    locale,
    subject: m.email_barrier_subject({ site: brand.name }, options),
    body: [
      report.name ? m.email_hello_name({ name: report.name }, options) : m.email_hello({}, options),
      '',
      m.email_barrier_thanks({}, options),
      '',
      m.email_barrier_you_wrote({}, options),
      `  ${oneLine(report.description)}`,
      '',
      m.email_questions_meantime({ email: brand.email }, options),
    ].join('\n'),
  }
}

export function volunteerAcknowledgement(application: VolunteerApplication, locale: Locale) {
  const options = { locale }
  return {
    to: application.email,
    locale,
    subject: m.email_volunteer_subject({ shop: brand.shortName }, options),
    body: [
      m.email_hello_name({ name: application.name }, options),
      '',
      `${m.email_volunteer_thanks({ site: brand.name }, options)} ${m.email_application_received({}, options)}`,
      '',
      m.email_volunteer_told({}, options),
      `  ${m.email_volunteer_expertise({ value: oneLine(application.expertise) }, options)}`,
      `  ${m.email_volunteer_availability({ value: oneLine(application.availability) }, options)}`,
      `  ${m.email_volunteer_location({ value: application.location }, options)}`,
      '',
      m.email_questions_meantime({ email: brand.email }, options),
    ].join('\n'),
  }
}

export function programAcknowledgement(application: ProgramApplication, locale: Locale) {
  const options = { locale }
  const { childName: child, program, grade } = application
  return {
    to: application.email,
    locale,
    subject: m.email_program_subject({ child, program }, options),
    body: [
      m.email_hello_name({ name: application.guardianName }, options),
      '',
      `${m.email_program_thanks({ child, grade, program }, options)} ${m.email_application_received({}, options)}`,
      '',
      m.email_questions_meantime({ email: brand.email }, options),
    ].join('\n'),
  }
}

/** Multi-line answers as one line, to sit in the message's list. */
function oneLine(text: string) {
  return text.replace(/\s*\n\s*/g, ' ')
}
