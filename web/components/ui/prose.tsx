import { css, cx } from 'styled-system/css'

/** A guide's text: headings, lists and links at reading size. */
const proseStyle = css({
  display: 'grid',
  gap: '4',
  fontSize: 'lg',
  lineHeight: '1.75',
  '& h1, & h2, & h3': { textStyle: 'h3', mt: '4' },
  '& ul, & ol': { ps: '6', display: 'grid', gap: '1' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& a': { color: 'primary.fg', fontWeight: '700', textDecoration: 'underline' },
  '& blockquote': { borderStartWidth: '4px', borderColor: 'border', ps: '4', color: 'fg.muted' },
  '& code': { fontFamily: 'mono', fontSize: '0.9em' },
})

/**
 * HTML the API rendered from staff's Markdown (decision 032): raw HTML escaped and only safe
 * links kept on the server, so it is shown as is. `lang` when it is not the page's language.
 */
export function Prose({
  html,
  className,
  lang,
}: {
  html: string
  className?: string
  lang?: string
}) {
  return (
    <div
      className={cx(proseStyle, className)}
      lang={lang}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered safely by the API
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
