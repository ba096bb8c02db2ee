import { css, cx } from 'styled-system/css'
import { brand } from '#core/brand'

const nameStyle = css({
  fontFamily: 'heading',
  fontWeight: '800',
  fontSize: 'xl',
  letterSpacing: '-0.02em',
  lineHeight: '1',
})

/**
 * Below 360 CSS px (a small phone, or any screen zoomed far in) the header has room for the mark
 * and its actions only: the name would push the menu button off the screen (WCAG 1.4.10). The
 * link around the logo keeps its name for screen readers.
 */
const nameOnRoom = css({ '@media screen and (max-width: 22.49em)': { display: 'none' } })

/**
 * The mark (a puzzle piece on a coral sun) beside the short name, a name no language translates
 * (`translate="no"`). `inverted` for dark backgrounds; `compact` where the name gives way on the
 * narrowest screens (the header).
 */
export function BrandLogo({
  inverted = false,
  compact = false,
}: {
  inverted?: boolean
  compact?: boolean
}) {
  return (
    <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2.5' })}>
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false">
        <circle cx="20" cy="20" r="19" fill="#f46a35" />
        <path
          d="M13 12h6a3 3 0 1 1 4 0h4v6a3 3 0 1 0 0 4v6h-6a3 3 0 1 0-4 0h-4v-6a3 3 0 1 1 0-4z"
          fill="#fffaf3"
        />
        <circle cx="20" cy="20" r="3" fill="#fbbf24" />
      </svg>
      <span
        translate="no"
        className={cx(
          nameStyle,
          inverted ? css({ color: 'white' }) : css({ color: 'fg.default' }),
          compact && nameOnRoom,
        )}
      >
        {brand.shortName}
      </span>
    </span>
  )
}
