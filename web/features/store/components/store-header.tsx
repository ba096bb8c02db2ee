import { css } from 'styled-system/css'
import { headingH1 } from '~/components/ui/typography'

export function StoreHeader() {
  return (
    <header className={css({ mb: '8', maxW: '3xl' })}>
      <h1 className={headingH1}>Our Puzzles &amp; Toys</h1>
      <p className={css({ textStyle: 'lead', color: 'fg.muted', mt: '2' })}>
        Educational 3D puzzles, logic games, STEM kits and storytelling sets. Every purchase funds a
        seat in a free workshop.
      </p>
    </header>
  )
}
