import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import type { ComponentProps } from 'react'
import { dialog } from 'styled-system/recipes'
import { createStyleContext } from '~/lib/create-style-context'

const { withRootProvider, withContext } = createStyleContext(dialog)

const ArkRoot = withRootProvider(ArkDialog.Root)

/** Mounts its content only while open (and unmounts after closing) to keep pages light. */
export function Root(props: ComponentProps<typeof ArkRoot>) {
  return <ArkRoot lazyMount unmountOnExit {...props} />
}
export const Trigger = withContext(ArkDialog.Trigger, 'trigger')
export const Backdrop = withContext(ArkDialog.Backdrop, 'backdrop')
export const Positioner = withContext(ArkDialog.Positioner, 'positioner')
export const Content = withContext(ArkDialog.Content, 'content')
export const Title = withContext(ArkDialog.Title, 'title')
export const Description = withContext(ArkDialog.Description, 'description')
export const CloseTrigger = withContext(ArkDialog.CloseTrigger, 'closeTrigger')
export { Portal } from '@ark-ui/react/portal'
export const Context = ArkDialog.Context
