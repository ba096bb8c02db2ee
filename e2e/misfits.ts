import type { Page } from '@playwright/test'

/**
 * What does not fit: the page wider than the screen, an element's text past the screen's edge
 * (hidden by a box that clips it), and each visible element whose text is
 * cut off (an ellipsis, a clipped or clamped box) or spills out of it, or a select too narrow for
 * its chosen option. Boxes that scroll on purpose (a row of tabs) are not cut off, nor a teaser
 * clamped by design whose whole text is a tap away (`data-teaser`: a product card's description).
 */
export async function misfits(page: Page) {
  // Two frames: the text laid over the page has been laid out and painted.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )
  return page.evaluate(() => {
    const found: string[] = []
    const root = document.documentElement
    if (root.scrollWidth > root.clientWidth) {
      found.push(`the page is ${root.scrollWidth - root.clientWidth}px wider than the screen`)
    }
    const name = (element: Element) =>
      `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"`
    const visible = (element: HTMLElement) => {
      const style = getComputedStyle(element)
      const box = element.getBoundingClientRect()
      return style.visibility !== 'hidden' && box.width > 1 && box.height > 1
    }
    const context = document.createElement('canvas').getContext('2d')!
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (!visible(element)) continue
      const style = getComputedStyle(element)
      if (element instanceof HTMLSelectElement) {
        const chosen = element.selectedOptions[0]?.text ?? ''
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
        const room =
          element.clientWidth -
          Number.parseFloat(style.paddingLeft) -
          Number.parseFloat(style.paddingRight)
        if (context.measureText(chosen).width > room + 1) {
          found.push(`<select> cuts off its option "${chosen.slice(0, 40)}"`)
        }
        continue
      }
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      )
      if (!ownText || style.display === 'inline' || style.display === 'contents') continue
      const scrolls = /auto|scroll/.test(style.overflowX)
      // Past the screen's edge, where a clipping box hides it rather than the page scrolling.
      const box = element.getBoundingClientRect()
      const inScroller = (() => {
        for (let up = element.parentElement; up; up = up.parentElement) {
          if (/auto|scroll/.test(getComputedStyle(up).overflowX)) return true
        }
        return false
      })()
      if ((box.right > window.innerWidth + 1 || box.left < -1) && !inScroller) {
        found.push(`${name(element)} runs off the screen`)
        continue
      }
      const wide = element.scrollWidth > element.clientWidth + 1
      const tall = element.scrollHeight > element.clientHeight + 1
      if (style.textOverflow === 'ellipsis' && wide) found.push(`${name(element)} ends in …`)
      else if (
        style.webkitLineClamp !== 'none' &&
        style.webkitLineClamp !== '' &&
        tall &&
        !element.hasAttribute('data-teaser')
      ) {
        found.push(`${name(element)} is clamped`)
      } else if (wide && !scrolls) found.push(`${name(element)} spills out of its box`)
    }
    return found
  })
}
