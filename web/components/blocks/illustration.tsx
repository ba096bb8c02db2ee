import { css, cx } from 'styled-system/css'
import { m } from '#i18n/messages'

/**
 * The site's own drawings (scripts/art, docs/licences.md): workshop scenes and portraits, static
 * SVG files shown as images, so they cost no JavaScript and the browser sizes them before they
 * arrive.
 */
export const scenes = {
  workshopPuzzles: {
    src: '/images/scenes/workshop-puzzles.svg',
    width: 640,
    height: 420,
    alt: m.scene_workshop_puzzles,
  },
  programWorkshop: {
    src: '/images/scenes/program-workshop.svg',
    width: 640,
    height: 420,
    alt: m.scene_program_workshop,
  },
  volunteerMentors: {
    src: '/images/scenes/volunteer-mentors.svg',
    width: 640,
    height: 420,
    alt: m.scene_volunteer_mentors,
  },
} as const

export type Scene = (typeof scenes)[keyof typeof scenes]

interface IllustrationProps {
  scene: Scene
  /** On the first screen: fetched at once and early, not when scrolled to. */
  priority?: boolean
  className?: string
}

/** A workshop scene, as wide as its column, its proportions kept. */
export function Illustration({ scene, priority, className }: IllustrationProps) {
  return (
    <img
      src={scene.src}
      alt={scene.alt()}
      width={scene.width}
      height={scene.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={cx(css({ display: 'block', w: 'full', h: 'auto' }), className)}
    />
  )
}

interface PortraitProps {
  /** The file's name under /images/people, e.g. `naomi-brooks`. */
  name: string
  size: number
  className?: string
}

/**
 * A drawn head-and-shoulders portrait in a round frame. Decorative: the person's name is always
 * beside it.
 */
export function Portrait({ name, size, className }: PortraitProps) {
  return (
    <img
      src={`/images/people/${name}.svg`}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={cx(css({ display: 'block', rounded: 'full', flexShrink: 0 }), className)}
    />
  )
}
