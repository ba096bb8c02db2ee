import { defineConfig } from '@pandacss/dev'
import { globalCss } from './web/theme/global-css'
import { keyframes } from './web/theme/keyframes'
import { recipes } from './web/theme/recipes'
import { semanticTokens } from './web/theme/semantic-tokens'
import { slotRecipes } from './web/theme/slot-recipes'
import { textStyles } from './web/theme/text-styles'
import { tokens } from './web/theme/tokens'

export default defineConfig({
  preflight: true,
  jsxFramework: 'react',
  include: ['./web/**/*.{ts,tsx}'],
  exclude: ['./web/styled-system/**'],
  outdir: 'web/styled-system',
  importMap: 'styled-system',
  globalCss,
  theme: {
    extend: { tokens, semanticTokens, textStyles, keyframes, recipes, slotRecipes },
  },
  // The UI kit applies recipes through a style context Panda cannot trace statically,
  // so every variant is emitted; the kit is small enough that this costs a few KB of CSS.
  staticCss: { recipes: '*' },
})
