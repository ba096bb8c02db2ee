import * as v from 'valibot'
import { email, line, phone, text } from './fields'

/** The admin dashboard's two card lists (SPEC "Admin dashboard"), edited by staff (decision 034). */
export const cardMessages = {
  statNotFound: 'Statistic not found',
  contactNotFound: 'Contact not found',
  nothingToChange: 'Send at least one field to change',
} as const

const statFields = {
  title: line(2, 'The title needs 2 to 120 characters', 120),
  value: line(1, 'The value needs 1 to 40 characters, like 73%', 40),
  trend: line(1, 'The trend needs 1 to 40 characters, like +12% since 2020', 40),
  description: text(10, 'The description needs 10 to 500 characters', 500),
  source: line(2, 'Name the source (2 to 200 characters)', 200),
  position: v.pipe(
    v.number('Position is a whole number from 0 to 1000'),
    v.integer('Position is a whole number from 0 to 1000'),
    v.minValue(0, 'Position is a whole number from 0 to 1000'),
    v.maxValue(1000, 'Position is a whole number from 0 to 1000'),
  ),
}

const contactFields = {
  name: line(2, 'The name needs 2 to 120 characters', 120),
  title: line(2, 'The job title needs 2 to 120 characters', 120),
  company: line(2, 'The organization needs 2 to 120 characters', 120),
  location: line(2, 'The location needs 2 to 120 characters', 120),
  expertise: text(2, 'The expertise needs 2 to 500 characters', 500),
  email: email(),
  phone: v.nullable(phone()),
  available: v.boolean('available is true or false'),
}

const atLeastOne = <Input extends object>() =>
  v.check<Input, string>((input) => Object.keys(input).length > 0, cardMessages.nothingToChange)

export const EducationStatCreateSchema = v.strictObject({
  ...statFields,
  position: v.optional(statFields.position, 0),
})
export const EducationStatUpdateSchema = v.pipe(v.partial(v.strictObject(statFields)), atLeastOne())

export const NetworkingContactCreateSchema = v.strictObject({
  ...contactFields,
  phone: v.optional(contactFields.phone, null),
  available: v.optional(contactFields.available, true),
})
export const NetworkingContactUpdateSchema = v.pipe(
  v.partial(v.strictObject(contactFields)),
  atLeastOne(),
)

export type EducationStatCreate = v.InferOutput<typeof EducationStatCreateSchema>
export type EducationStatUpdate = v.InferOutput<typeof EducationStatUpdateSchema>
export type NetworkingContactCreate = v.InferOutput<typeof NetworkingContactCreateSchema>
export type NetworkingContactUpdate = v.InferOutput<typeof NetworkingContactUpdateSchema>
