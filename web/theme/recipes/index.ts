import { badge } from './badge'
import { button } from './button'
import { skeleton } from './skeleton'
import { spinner } from './spinner'

export const recipes = { badge, button, skeleton, spinner }
