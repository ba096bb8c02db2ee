import { Menu as ArkMenu } from '@ark-ui/react/menu'
import { menu } from 'styled-system/recipes'
import { createStyleContext } from '~/lib/create-style-context'

const { withRootProvider, withContext } = createStyleContext(menu)

/** A dropdown menu: Enter/Space/ArrowDown open it, arrows move, Escape closes, focus returns. */
export const Root = withRootProvider(ArkMenu.Root)
export const Trigger = withContext(ArkMenu.Trigger, 'trigger')
export const Indicator = withContext(ArkMenu.Indicator, 'indicator')
export const Positioner = withContext(ArkMenu.Positioner, 'positioner')
export const Content = withContext(ArkMenu.Content, 'content')
/** Needs a unique `value`; use `asChild` around a router `<Link>` for navigation items. */
export const Item = withContext(ArkMenu.Item, 'item')
export const ItemText = withContext(ArkMenu.ItemText, 'itemText')
export const ItemGroup = withContext(ArkMenu.ItemGroup, 'itemGroup')
export const ItemGroupLabel = withContext(ArkMenu.ItemGroupLabel, 'itemGroupLabel')
export const Separator = withContext(ArkMenu.Separator, 'separator')
