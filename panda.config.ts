import { defineConfig } from '@pandacss/dev'

export default defineConfig({
  preflight: true,
  jsxFramework: 'react',
  include: ['./web/**/*.{ts,tsx}'],
  exclude: ['./web/styled-system/**'],
  outdir: 'web/styled-system',
  importMap: 'styled-system',
  theme: {
    extend: {},
  },
})
