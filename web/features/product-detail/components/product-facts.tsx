import { css } from 'styled-system/css'
import type { ProductFacts } from '#core/product-facts'
import type { Product } from '#core/schemas/product'
import { langOf } from '#core/staff-text'
import { m } from '#i18n/messages'
import { stackGap3 } from '~/components/ui/stack'
import { headingH3, strongText } from '~/components/ui/typography'

const term = css({ fontWeight: '700', fontSize: 'sm', color: 'fg.muted' })
const list = css({ listStyle: 'disc', ps: '5', display: 'grid', gap: '1' })

/** The ages a product suits: '6 to 12', or '8 and up' with no upper age. */
function ageRange(facts: Pick<ProductFacts, 'ageMin' | 'ageMax'>) {
  return facts.ageMax === null
    ? m.shop_fact_age_range_up({ min: facts.ageMin })
    : m.shop_fact_age_range({ min: facts.ageMin, max: facts.ageMax })
}

/**
 * What a parent looks for before buying: the ages it suits, the pieces, its size, what is in
 * the box and the skills it builds (issue 18). Nothing when staff have not entered any. Words
 * staff have not written in Spanish are marked English (decision 079).
 */
export function ProductFactsList({
  product,
}: {
  product: Pick<Product, 'facts' | 'untranslated'>
}) {
  const { facts } = product
  if (!facts) return null
  return (
    <section aria-labelledby="product-facts-title" className={stackGap3}>
      <h2 id="product-facts-title" className={headingH3}>
        {m.shop_facts_title()}
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
          <dt className={term}>{m.shop_fact_ages()}</dt>
          <dd className={strongText}>{ageRange(facts)}</dd>
        </div>
        {facts.pieces !== null && (
          <div>
            <dt className={term}>{m.shop_fact_pieces()}</dt>
            <dd className={strongText}>{facts.pieces}</dd>
          </div>
        )}
        {facts.size && (
          <div className={css({ gridColumn: { base: '1 / -1', sm: 'auto' } })}>
            <dt className={term}>{m.shop_fact_size()}</dt>
            <dd className={strongText} lang={langOf(product, 'size')}>
              {facts.size}
            </dd>
          </div>
        )}
        {facts.inTheBox.length > 0 && (
          <div className={css({ gridColumn: '1 / -1' })}>
            <dt className={term}>{m.shop_fact_in_the_box()}</dt>
            <dd>
              <ul className={list} lang={langOf(product, 'inTheBox')}>
                {facts.inTheBox.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        {facts.skills.length > 0 && (
          <div className={css({ gridColumn: '1 / -1' })}>
            <dt className={term}>{m.shop_fact_skills()}</dt>
            <dd>
              <ul className={list} lang={langOf(product, 'skills')}>
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
