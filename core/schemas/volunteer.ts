import * as v from 'valibot'
import { email, line, phone, text } from './fields'

export const VolunteerApplicationSchema = v.strictObject({
  name: line(2, 'Name must be at least 2 characters', 120),
  email: email(),
  phone: phone(),
  location: line(2, 'Please enter your location', 120),
  expertise: text(10, 'Please describe your areas of interest (minimum 10 characters)'),
  availability: text(5, 'Please describe your availability', 1000),
  message: text(
    20,
    "Please tell us more about why you'd like to volunteer (minimum 20 characters)",
  ),
})

export type VolunteerApplication = v.InferOutput<typeof VolunteerApplicationSchema>
