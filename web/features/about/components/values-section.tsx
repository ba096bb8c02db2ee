import { css } from 'styled-system/css'
import { panel, section, sectionHeader } from 'styled-system/recipes'
import { m } from '#i18n/messages'

const values = [
  {
    key: 'curiosity',
    title: m.content_values_curiosity_title,
    text: m.content_values_curiosity_text,
  },
  { key: 'doing', title: m.content_values_doing_title, text: m.content_values_doing_text },
  { key: 'belongs', title: m.content_values_belongs_title, text: m.content_values_belongs_text },
  { key: 'online', title: m.content_values_online_title, text: m.content_values_online_text },
]

const heading = sectionHeader({ align: 'start' })

export function ValuesSection() {
  return (
    <section aria-labelledby="values-title" className={section()}>
      <h2 id="values-title" className={heading.title}>
        {m.content_values_title()}
      </h2>
      <ul
        className={css({
          display: 'grid',
          gap: '5',
          gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        })}
      >
        {values.map((value, index) => (
          <li key={value.key} className={panel({ elevation: 'raised' })}>
            <span
              aria-hidden="true"
              className={css({
                fontSize: '3xl',
                fontWeight: '800',
                color: 'primary.fg',
                lineHeight: '1',
              })}
            >
              0{index + 1}
            </span>
            <h3 className={css({ fontSize: 'lg', fontWeight: '800', mt: '3' })}>{value.title()}</h3>
            <p className={css({ color: 'fg.muted', mt: '2' })}>{value.text()}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
