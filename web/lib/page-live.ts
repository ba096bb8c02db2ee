let markLive!: () => void

/**
 * Settles once the page is live: hydrated, or first rendered in the browser (the root layout's
 * first effect). What a page does not need to come alive waits for it (web/main.tsx).
 */
export const pageLive = new Promise<void>((resolve) => {
  markLive = resolve
})

export { markLive }
