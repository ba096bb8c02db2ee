/**
 * A server-rendered page inlines its share of the stylesheet and sends the whole of it as
 * `media="print"`, which does not hold the first paint (decision 043). Once the page is live it
 * applies, for whatever the app shows next; its restyle then runs on its own rather than inside
 * hydration.
 */
export function applyDeferredStylesheets() {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-deferred-stylesheet]')) {
    link.media = 'all'
  }
}
