import { ark } from '@ark-ui/react/factory'
import { card } from 'styled-system/recipes'
import { createStyleContext } from '~/lib/create-style-context'

const { withProvider, withContext } = createStyleContext(card)

/** `variant` elevated | outline | subtle, `interactive` lifts on hover. `asChild` renders your own element. */
export const Root = withProvider(ark.article, 'root')
export const Header = withContext(ark.div, 'header')
export const Body = withContext(ark.div, 'body')
export const Footer = withContext(ark.div, 'footer')
/** An h3 by default; pass `asChild` with another heading level when the outline needs it. */
export const Title = withContext(ark.h3, 'title')
export const Description = withContext(ark.p, 'description')
