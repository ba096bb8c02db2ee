import { Field as ArkField } from '@ark-ui/react/field'
import { field } from 'styled-system/recipes'
import { createStyleContext } from '~/lib/create-style-context'

const { withProvider, withContext } = createStyleContext(field)

/**
 * A labelled form control. Ark wires the label, `aria-describedby` (helper and error text)
 * and `aria-invalid` (from `<Field.Root invalid>`) to whichever control sits inside.
 */
export const Root = withProvider(ArkField.Root, 'root')
export const Label = withContext(ArkField.Label, 'label')
export const RequiredIndicator = withContext(ArkField.RequiredIndicator, 'requiredIndicator')
export const Input = withContext(ArkField.Input, 'input')
export const Textarea = withContext(ArkField.Textarea, 'textarea')
/** A native `<select>`: pass `<option>` children. */
export const Select = withContext(ArkField.Select, 'select')
export const HelperText = withContext(ArkField.HelperText, 'helperText')
/** Rendered only while the root is `invalid`. */
export const ErrorText = withContext(ArkField.ErrorText, 'errorText')
