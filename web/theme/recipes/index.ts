import { badge } from './badge'
import { band } from './band'
import { button } from './button'
import { navItem } from './nav-item'
import { panel } from './panel'
import { section } from './section'
import { skeleton } from './skeleton'
import { spinner } from './spinner'

export const recipes = { badge, band, button, navItem, panel, section, skeleton, spinner }
