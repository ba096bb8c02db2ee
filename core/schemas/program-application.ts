import * as v from 'valibot'
import { grades, programChoices } from '../constants'
import { email, line, phone, plain } from './fields'

export const ProgramApplicationSchema = v.strictObject({
  childName: line(2, "Please enter your child's name", 120),
  grade: v.pipe(
    v.union(
      [v.number(), v.pipe(v.string(), v.transform(Number))],
      'Please choose a grade from 3 to 8',
    ),
    v.integer('Please choose a grade from 3 to 8'),
    v.picklist(grades, 'Please choose a grade from 3 to 8'),
  ),
  guardianName: line(2, "Please enter the parent or guardian's name", 120),
  email: email(),
  phone: phone(),
  program: v.picklist(programChoices, 'Please choose a program'),
  message: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(2000, 'Must be at most 2000 characters'),
      plain({ multiLine: true }),
    ),
    '',
  ),
})

export type ProgramApplication = v.InferOutput<typeof ProgramApplicationSchema>
