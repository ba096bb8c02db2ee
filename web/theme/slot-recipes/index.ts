import { card } from './card'
import { dialog } from './dialog'
import { drawer } from './drawer'
import { field } from './field'
import { radioGroup } from './radio-group'
import { sectionHeader } from './section-header'
import { tabs } from './tabs'
import { toast } from './toast'

export const slotRecipes = {
  card,
  dialog,
  drawer,
  field,
  radioGroup,
  sectionHeader,
  tabs,
  toast,
}
