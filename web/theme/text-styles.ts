import { defineTextStyles } from '@pandacss/dev'

const heading = { fontFamily: 'heading', fontWeight: '800', letterSpacing: '-0.01em' }

export const textStyles = defineTextStyles({
  display: {
    value: { ...heading, fontSize: { base: '4xl', md: '6xl' }, lineHeight: '1.05' },
  },
  h1: { value: { ...heading, fontSize: { base: '3xl', md: '5xl' }, lineHeight: '1.1' } },
  h2: { value: { ...heading, fontSize: { base: '2xl', md: '4xl' }, lineHeight: '1.15' } },
  h3: {
    value: {
      ...heading,
      fontWeight: '700',
      fontSize: { base: 'xl', md: '2xl' },
      lineHeight: '1.25',
    },
  },
  lead: { value: { fontSize: { base: 'lg', md: 'xl' }, lineHeight: '1.6' } },
  body: { value: { fontSize: 'md', lineHeight: '1.6' } },
  small: { value: { fontSize: 'sm', lineHeight: '1.5' } },
})
