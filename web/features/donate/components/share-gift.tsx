import { useState } from 'react'
import { css } from 'styled-system/css'
import { brand } from '#core/brand'
import { localizedPath } from '#core/locale'
import { m } from '#i18n/messages'
import { getLocale } from '#i18n/runtime'
import { Button } from '~/components/ui/button'
import { visuallyHidden } from '~/components/ui/typography'

/**
 * After a gift, the one thing a donor can still do for the cause: ask friends. The phone's share
 * sheet where the browser has one (Web Share), else the link to /donate copied; either way
 * nothing about the gift itself is shared.
 */
export function ShareGift() {
  const [copied, setCopied] = useState<string | null>(null)

  async function share() {
    // The donate page in the language the donor gave in: /donate, or /es/donate.
    const url = `${window.location.origin}${localizedPath('/donate', getLocale())}`
    const text = m.giving_share_text({ name: brand.name })
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: brand.name, text, url })
        return
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      setCopied(m.giving_link_copied({ url }))
    } catch {
      setCopied(m.giving_share_link({ url }))
    }
  }

  return (
    <>
      <Button variant="outline" onClick={() => void share()}>
        {m.giving_share_button()}
      </Button>
      <p
        role="status"
        className={copied ? css({ flexBasis: 'full', fontSize: 'sm' }) : visuallyHidden}
      >
        {copied}
      </p>
    </>
  )
}
