import { createFileRoute } from '@tanstack/react-router'
import { ScreenPlaceholder } from '~/components/layout/screen-placeholder'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/store')({
  head: () =>
    seo({
      title: 'Our Puzzles & Toys',
      description:
        'Educational 3D puzzles, logic games, STEM kits and storytelling sets for curious kids.',
    }),
  component: () => (
    <ScreenPlaceholder
      title="Our Puzzles & Toys"
      note="Our catalogue of puzzles and toys is being stocked and opens here soon."
    />
  ),
})
