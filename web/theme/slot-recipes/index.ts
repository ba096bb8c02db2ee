import { card } from './card'
import { dialog } from './dialog'
import { drawer } from './drawer'
import { field } from './field'
import { menu } from './menu'
import { radioGroup } from './radio-group'
import { tabs } from './tabs'
import { toast } from './toast'

export const slotRecipes = { card, dialog, drawer, field, menu, radioGroup, tabs, toast }
