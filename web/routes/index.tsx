import { createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'

export const Route = createFileRoute('/')({
  component: () => <h1 className={css({ color: 'orange.600' })}>Home</h1>,
})
