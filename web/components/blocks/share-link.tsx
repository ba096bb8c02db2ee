import { useState } from 'react'
import { css } from 'styled-system/css'
import { localizedPath } from '#core/locale'
import { m } from '#i18n/messages'
import { getLocale } from '#i18n/runtime'
import { Button, type ButtonProps } from '~/components/ui/button'
import { visuallyHidden } from '~/components/ui/typography'

interface ShareLinkProps {
  /** The page shared, as the site names it (`/product/3`): in the reader's language when sent. */
  path: string
  /** The share sheet's title (the thing shared: a guide's, a product's name). */
  title: string
  /** A sentence that goes with the link, where the receiving app shows one. */
  text?: string
  /** The button's words: "Share" unless the place needs more. */
  label?: string
  /** Names the button for a screen reader where the same label shows more than once. */
  accessibleName?: string
  size?: ButtonProps['size']
  variant?: ButtonProps['variant']
}

/**
 * Shares a page of the site (issue 36): the device's share sheet where the browser has one
 * (Web Share), else the link copied, said in a status line — and where the clipboard is refused
 * too, the link itself, to copy by hand. Closing the share sheet is a choice, not a failure.
 */
export function ShareLink({
  path,
  title,
  text,
  label,
  size = 'sm',
  variant = 'outline',
  accessibleName,
}: ShareLinkProps) {
  const [said, setSaid] = useState<string | null>(null)

  async function share() {
    const url = `${window.location.origin}${localizedPath(path, getLocale())}`
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url })
        return
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      setSaid(m.share_link_copied({ url }))
    } catch {
      setSaid(m.share_this_link({ url }))
    }
  }

  return (
    <>
      <Button
        variant={variant}
        size={size}
        aria-label={accessibleName}
        onClick={() => void share()}
      >
        {label ?? m.share_button()}
      </Button>
      <p
        role="status"
        className={
          said
            ? css({ flexBasis: 'full', fontSize: 'sm', overflowWrap: 'anywhere' })
            : visuallyHidden
        }
      >
        {said}
      </p>
    </>
  )
}
