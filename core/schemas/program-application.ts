import * as v from 'valibot'
import { m } from '#i18n/messages'
import { grades, programChoices } from '../constants'
import { email, line, phone, plain } from './fields'

const chooseGrade = () => m.forms_program_grade()

export const ProgramApplicationSchema = v.strictObject({
  childName: line(2, () => m.forms_program_child_name(), 120),
  grade: v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.transform(Number))], chooseGrade),
    v.integer(chooseGrade),
    v.picklist(grades, chooseGrade),
  ),
  guardianName: line(2, () => m.forms_program_guardian_name(), 120),
  email: email(),
  phone: phone(),
  program: v.picklist(programChoices, () => m.forms_program_choose()),
  message: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(2000, () => m.forms_at_most({ max: 2000 })),
      plain({ multiLine: true }),
    ),
    '',
  ),
})

export type ProgramApplication = v.InferOutput<typeof ProgramApplicationSchema>
