import { createLink, type LinkComponent } from '@tanstack/react-router'
import type { ComponentProps } from 'react'
import { cx } from 'styled-system/css'
import { type ButtonVariantProps, button } from 'styled-system/recipes'

type AnchorProps = ComponentProps<'a'> & ButtonVariantProps

function ButtonAnchor({ className, ...props }: AnchorProps) {
  const [variants, rest] = button.splitVariantProps(props)
  return <a className={cx(button(variants), className)} {...rest} />
}

const RouterButtonLink = createLink(ButtonAnchor)

/** A router `<Link>` that looks like a Button: `<ButtonLink to="/donate" variant="outline">`. */
export const ButtonLink: LinkComponent<typeof ButtonAnchor> = (props) => (
  <RouterButtonLink preload="intent" {...props} />
)
