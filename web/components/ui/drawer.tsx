import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { ark } from '@ark-ui/react/factory'
import type { ComponentProps } from 'react'
import { drawer } from 'styled-system/recipes'
import { createStyleContext } from '~/lib/create-style-context'

const { withRootProvider, withContext } = createStyleContext(drawer)

const ArkRoot = withRootProvider(ArkDialog.Root)

/** A side sheet on Ark Dialog: focus trapped, Escape closes, focus returns to the trigger. */
export function Root(props: ComponentProps<typeof ArkRoot>) {
  return <ArkRoot lazyMount unmountOnExit {...props} />
}
export const Trigger = withContext(ArkDialog.Trigger, 'trigger')
export const Backdrop = withContext(ArkDialog.Backdrop, 'backdrop')
export const Positioner = withContext(ArkDialog.Positioner, 'positioner')
export const Content = withContext(ArkDialog.Content, 'content')
export const Header = withContext(ark.div, 'header')
export const Body = withContext(ark.div, 'body')
export const Footer = withContext(ark.div, 'footer')
export const Title = withContext(ArkDialog.Title, 'title')
export const Description = withContext(ArkDialog.Description, 'description')
export const CloseTrigger = withContext(ArkDialog.CloseTrigger, 'closeTrigger')
export { Portal } from '@ark-ui/react/portal'
