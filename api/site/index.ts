/** The site domain's entry: all that the app and other domains may use of it (decision 063). */
export { createPageCache, type PageCache, pageCacheBounds } from './page-cache'
export { pageFastPath } from './page-fast-path'
export { createRenderQueue, defaultRenderLimits, type RenderLimits } from './render-queue'
export { pageRendererInWorkers } from './render-workers'
export { loadPageRenderer, type PageRenderer } from './server-render'
export { shareTargetRoutes } from './share-target'
export { siteRoutes } from './site-routes'
export { mountStaticSite } from './static-site'
