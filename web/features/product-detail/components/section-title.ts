import { css, cx } from 'styled-system/css'
import { sectionHeader } from 'styled-system/recipes'

/** The title of a section under the product (benefits, related products): a section title, spaced below. */
export const sectionTitle = cx(sectionHeader().title, css({ mb: '6' }))
