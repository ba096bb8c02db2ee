import { css } from 'styled-system/css'
import { ageRangeLabel, type ProductFacts } from '#core/product-facts'
import { stackGap3 } from '~/components/ui/stack'
import { headingH3, strongText } from '~/components/ui/typography'

const term = css({ fontWeight: '700', fontSize: 'sm', color: 'fg.muted' })
const list = css({ listStyle: 'disc', ps: '5', display: 'grid', gap: '1' })

/**
 * What a parent looks for before buying: the ages it suits, the pieces, its size, what is in
 * the box and the skills it builds (issue 18). Nothing when staff have not entered any.
 */
export function ProductFactsList({ facts }: { facts: ProductFacts | null }) {
  if (!facts) return null
  return (
    <section aria-labelledby="product-facts-title" className={stackGap3}>
      <h2 id="product-facts-title" className={headingH3}>
        At a glance
      </h2>
      <dl
        className={css({
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { base: '1fr 1fr', sm: 'repeat(3, 1fr)' },
          p: '4',
          rounded: 'xl',
          bg: 'bg.muted',
        })}
      >
        <div>
          <dt className={term}>Ages</dt>
          <dd className={strongText}>{ageRangeLabel(facts)}</dd>
        </div>
        {facts.pieces !== null && (
          <div>
            <dt className={term}>Pieces</dt>
            <dd className={strongText}>{facts.pieces}</dd>
          </div>
        )}
        {facts.size && (
          <div className={css({ gridColumn: { base: '1 / -1', sm: 'auto' } })}>
            <dt className={term}>Size</dt>
            <dd className={strongText}>{facts.size}</dd>
          </div>
        )}
        {facts.inTheBox.length > 0 && (
          <div className={css({ gridColumn: '1 / -1' })}>
            <dt className={term}>In the box</dt>
            <dd>
              <ul className={list}>
                {facts.inTheBox.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        {facts.skills.length > 0 && (
          <div className={css({ gridColumn: '1 / -1' })}>
            <dt className={term}>Skills it builds</dt>
            <dd>
              <ul className={list}>
                {facts.skills.map((skill) => (
                  <li key={skill}>{skill}</li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
    </section>
  )
}
