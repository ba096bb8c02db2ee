import { Fragment } from 'react'
import { css } from 'styled-system/css'

const urlPattern = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g

/** The text split into plain runs and http(s) links, in order. */
export function splitLinks(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = []
  let last = 0
  for (const match of text.matchAll(urlPattern)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) })
    parts.push({ text: match[0], href: match[0] })
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push({ text: text.slice(last) })
  return parts
}

const paragraph = css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })

/**
 * Forum text as React text nodes — never HTML — with its line breaks. Links become clickable
 * only when the author's account was at least a day old when writing (docs/decisions/020).
 */
export function ForumText({ text, linkify }: { text: string; linkify: boolean }) {
  if (!linkify) return <p className={paragraph}>{text}</p>
  return (
    <p className={paragraph}>
      {splitLinks(text).map((part, index) =>
        part.href ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </p>
  )
}
