import * as v from 'valibot'
import { grades, programChoices } from '../constants'
import { email, text } from './fields'

export const ProgramApplicationSchema = v.strictObject({
  childName: text(2, "Please enter your child's name", 120),
  grade: v.pipe(
    v.union(
      [v.number(), v.pipe(v.string(), v.transform(Number))],
      'Please choose a grade from 3 to 8',
    ),
    v.integer('Please choose a grade from 3 to 8'),
    v.picklist(grades, 'Please choose a grade from 3 to 8'),
  ),
  guardianName: text(2, "Please enter the parent or guardian's name", 120),
  email: email(),
  phone: text(10, 'Please enter a valid phone number', 40),
  program: v.picklist(programChoices, 'Please choose a program'),
  message: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(2000, 'Must be at most 2000 characters')),
    '',
  ),
})

export type ProgramApplication = v.InferOutput<typeof ProgramApplicationSchema>
