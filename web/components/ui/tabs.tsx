import { Tabs as ArkTabs } from '@ark-ui/react/tabs'
import { tabs } from 'styled-system/recipes'
import { createStyleContext } from '~/lib/create-style-context'

const { withProvider, withContext } = createStyleContext(tabs)

/** Pill tabs: `<Tabs.Root defaultValue="login">`, arrows move between triggers. */
export const Root = withProvider(ArkTabs.Root, 'root')
export const List = withContext(ArkTabs.List, 'list')
export const Trigger = withContext(ArkTabs.Trigger, 'trigger')
export const Indicator = withContext(ArkTabs.Indicator, 'indicator')
export const Content = withContext(ArkTabs.Content, 'content')
