import { useState } from 'react'
import { css } from 'styled-system/css'
import { brand } from '#core/brand'
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
    const url = `${window.location.origin}/donate`
    const text = `I just gave to ${brand.name}, who build children's thinking and digital skills with puzzles and workshops. Will you join me?`
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
      setCopied(`Link copied: ${url}`)
    } catch {
      setCopied(`Share this link: ${url}`)
    }
  }

  return (
    <>
      <Button variant="outline" onClick={() => void share()}>
        Share with Friends
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
