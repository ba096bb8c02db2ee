import * as v from 'valibot'
import { m } from '#i18n/messages'
import { email, line, phone, text } from './fields'

export const VolunteerApplicationSchema = v.strictObject({
  name: line(2, () => m.forms_volunteer_name_too_short(), 120),
  email: email(),
  phone: phone(),
  location: line(2, () => m.forms_volunteer_location(), 120),
  expertise: text(10, () => m.forms_volunteer_expertise()),
  availability: text(5, () => m.forms_volunteer_availability(), 1000),
  message: text(20, () => m.forms_volunteer_message()),
})

export type VolunteerApplication = v.InferOutput<typeof VolunteerApplicationSchema>
