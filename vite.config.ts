import { fileURLToPath } from 'node:url'
import { paraglideVitePlugin } from '@inlang/paraglide-js'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { brand } from '#core/brand'
import {
  asLocale,
  baseLocale,
  builtFile,
  type Locale,
  languageTag,
  localizedPath,
  manifestPath,
} from '#core/locale'
import { m } from '#i18n/messages'
import { messageCompilerOptions } from './scripts/compile-messages'
import { offlinePage } from './scripts/offline-page'
import { policies } from './scripts/vite-policies'
import { precompress } from './scripts/vite-precompress'
import { routePreloads } from './scripts/vite-route-preloads'
import { singleLanguageMessages } from './scripts/vite-single-language'
import { workerScript } from './scripts/vite-worker-script'
import { bilingualMessages } from './web/lib/bilingual-messages'
import { runtimeCaching } from './web/lib/offline/runtime-caching'
import { sharedPhotoTypes } from './web/lib/offline/shared-photo'

const apiPort = Number(process.env.API_PORT ?? 3001)
/**
 * Names this build: in every page's `<meta name="build-id">` and busting the persisted query
 * cache, so it must differ between deploys. CI or the image can pass BUILD_ID (a commit hash); otherwise the build time.
 */
const buildId = process.env.BUILD_ID || new Date().toISOString().replace(/\D/g, '').slice(0, 14)
/**
 * The language of this build of the browser's app (decision 078): `npm run build` builds one per
 * language (BUILD_LOCALE), the English one into dist/web and each other beside it, then lays the
 * others' files into dist/web (scripts/build.ts). The dev server speaks every language.
 */
const buildLocale = asLocale(process.env.BUILD_LOCALE) ?? baseLocale

const paraglideRuntime = fileURLToPath(new URL('./core/paraglide/runtime.js', import.meta.url))
const messageRuntime = fileURLToPath(new URL('./web/lib/message-runtime.ts', import.meta.url))

/**
 * In the browser's build, Paraglide's runtime (how a message learns its language: URL, cookie and
 * storage strategies, about 1 KB gzip on every first load) is web/lib/message-runtime.ts, whose
 * page language is set once. A message asking the runtime for anything more fails the build.
 */
function browserMessageRuntime(): Plugin {
  return {
    name: 'browser-message-runtime',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !/runtime(\.js)?$/.test(source)) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved?.id === paraglideRuntime ? messageRuntime : null
    },
  }
}

/**
 * The installed app's description of itself, in each language (decision 077): a Spanish page
 * links the Spanish one, whose app opens on /es.
 */
function webManifest(locale: Locale) {
  return {
    id: localizedPath('/', locale),
    name: brand.name,
    short_name: brand.shortName,
    description: m.brand_description({}, { locale }),
    start_url: localizedPath('/', locale),
    scope: '/',
    display: 'standalone' as const,
    lang: languageTag[locale],
    categories: ['education', 'kids'],
    // The installed app in the phone's share sheet (issue 36, decision 098): a link or text
    // shared into it opens the forum with a new post filled in; a photo, the story form's sketch.
    // A POST the service worker answers (web/public/share-target.js); the server's fallback
    // keeps the words (api/site/share-target.ts).
    share_target: {
      action: localizedPath('/share', locale),
      method: 'POST' as const,
      enctype: 'multipart/form-data' as const,
      params: {
        title: 'title',
        text: 'text',
        url: 'url',
        files: [{ name: 'photo', accept: [...sharedPhotoTypes, '.jpg', '.jpeg', '.png', '.webp'] }],
      },
    },
    theme_color: brand.themeColor,
    background_color: brand.backgroundColor,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  }
}

/** The build's app shell (index.html) in its language: `<html lang>` and the `<noscript>` note. */
function shellLanguage(locale: Locale): Plugin {
  return {
    name: 'brightminds:shell-language',
    transformIndexHtml(html) {
      const htmlElement = '<html lang="en">'
      const noscript = /<noscript>[^<]*<\/noscript>/
      if (!html.includes(htmlElement) || !noscript.test(html)) {
        throw new Error(`web/index.html lacks ${htmlElement} or its <noscript> note`)
      }
      return html
        .replace(htmlElement, `<html lang="${languageTag[locale]}">`)
        .replace(
          noscript,
          `<noscript>${m.noscript_text({ email: brand.email }, { locale })}</noscript>`,
        )
    },
  }
}

/** The build's offline page (scripts/offline-page.ts), in its language. */
function offlinePageFile(locale: Locale): Plugin {
  return {
    name: 'brightminds:offline-page',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: builtFile('offline.html', locale).slice(1),
        source: offlinePage(locale),
      })
    },
  }
}

/** `vite build --ssr`: the page renderer the API server imports (web/entry-server.tsx). */
const serverBuild = {
  ssr: 'entry-server.tsx',
  outDir: '../dist/server',
  emptyOutDir: true,
  target: 'node20',
  copyPublicDir: false,
} as const

export default defineConfig(({ command, isSsrBuild }) => ({
  // The page renderer carries React, the router and the query client inside it: the server's
  // own dependencies (`npm ci --omit=dev`) stay those of the API (decision 044).
  ssr: { noExternal: true },
  root: 'web',
  publicDir: 'public',
  envDir: '..',
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./web', import.meta.url)),
      'styled-system': fileURLToPath(new URL('./web/styled-system', import.meta.url)),
      // The package's "module" entry is its ES5 build; the ES2015+ one is half the size.
      'workbox-window': 'workbox-window/build/workbox-window.prod.mjs',
      // TanStack Store asks for the shim that brings useSyncExternalStore to React 17; React 19
      // has it, and the same package's plain build uses it.
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
    },
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: fileURLToPath(new URL('./web/routes', import.meta.url)),
      generatedRouteTree: fileURLToPath(new URL('./web/route-tree.gen.ts', import.meta.url)),
      quoteStyle: 'single',
      semicolons: false,
    }),
    react(),
    // The policies, compiled from content/policies: one language in a language's browser build.
    policies(command === 'build' && !isSsrBuild ? [buildLocale] : undefined),
    // The browser's messages run on the app's own two-function runtime (decision 077).
    !isSsrBuild && browserMessageRuntime(),
    // Each language's build carries its own words only (decision 078).
    !isSsrBuild && singleLanguageMessages(buildLocale, bilingualMessages),
    // The dev server recompiles the messages on an edit; a build has them compiled once, before
    // both of its halves (scripts/build.ts).
    command === 'serve' && paraglideVitePlugin(messageCompilerOptions),
    // The server-rendering bundle (`vite build --ssr`) is only the app's code: no worker, no
    // precompressed copies.
    !isSsrBuild &&
      workerScript(
        fileURLToPath(new URL('./web/lib/offline/saved-library-sync.ts', import.meta.url)),
        'saved-library-sync.js',
      ),
    !isSsrBuild && precompress(),
    !isSsrBuild && offlinePageFile(buildLocale),
    // Each route's scripts, for the server to name in the page (decision 082).
    !isSsrBuild && routePreloads(builtFile('route-preloads.json', buildLocale).slice(1)),
    !isSsrBuild && shellLanguage(buildLocale),
    !isSsrBuild &&
      VitePWA({
        registerType: 'prompt',
        injectRegister: false,
        // The precache glob below already holds the icons.
        includeManifestIcons: false,
        manifest: webManifest(buildLocale),
        manifestFilename: manifestPath[buildLocale].slice(1),
        // sw.js, sw.es.js: each language's pages have their own worker (core/locale `workerScope`).
        filename: builtFile('sw.js', buildLocale).slice(1),
        // generateSW: the worker is generated from this configuration (docs/decisions/022).
        workbox: {
          // The app shell and every route chunk (icons included); product images are cached as seen.
          globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}'],
          globIgnores: ['images/**'],
          // Pages: a signed-out page's kept copy, else the network, else the cached shell, which
          // the client router renders offline (decision 070).
          navigateFallback: undefined,
          // `/` is the home page like any other, not the precached index.html it would name.
          directoryIndex: null,
          runtimeCaching: runtimeCaching(buildId, buildLocale),
          // The app shell is the language's index.html (index.es.html once laid into dist/web).
          manifestTransforms: [
            async (entries) => ({
              manifest: entries.map((entry) =>
                entry.url === 'index.html'
                  ? { ...entry, url: builtFile('index.html', buildLocale).slice(1) }
                  : entry,
              ),
              warnings: [],
            }),
          ],
          // Handlers of the worker's own: Web Push's (decision 096), the share target's (098), both
          // hand-written, and the saved library's background refresh (099), built from the page's.
          importScripts: ['/push-handler.js', '/share-target.js', '/saved-library-sync.js'],
          // Prompt mode: a new worker waits until the user accepts (lib/offline/service-worker).
          clientsClaim: true,
          cleanupOutdatedCaches: true,
        },
      }),
  ],
  build: isSsrBuild
    ? serverBuild
    : {
        outDir: buildLocale === baseLocale ? '../dist/web' : `../dist/web-${buildLocale}`,
        emptyOutDir: true,
        target: 'es2022',
        // Every browser of the es2022 target but Safari 16 preloads modules itself; there the
        // scripts still load, one after the other, without the polyfill's bytes on every page.
        // The app shell preloads the entry's imports; a lazy import carries no list of what to
        // preload with it (a list naming every chunk of the app, 3.5 KB gzip of every first
        // load): the server names the current page's route scripts instead (decision 082).
        modulePreload: {
          polyfill: false,
          resolveDependencies: (_file, dependencies, { hostType }) =>
            hostType === 'html' ? dependencies : [],
        },
        rolldownOptions: {
          // Panda's generated modules only define class-name functions (a recipe's `memo(…)` is not
          // marked pure): a recipe no part of a chunk uses is left out of it.
          treeshake: {
            moduleSideEffects: [{ test: /web[\\/]styled-system[\\/]/, sideEffects: false }],
          },
          output: {
            // Every page needs React, the router and the query client: one framework chunk compresses
            // better and keeps shared pieces from being split across many small first-load files.
            // Vite's preload helper (used by every lazy import) joins it rather than becoming one.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|react-store|store|react-query|query-core))[\\/](?!.*[iI]nfiniteQuery)|vite[\\/]preload-helper/,
                },
                {
                  // What every page uses besides: the style runtime and the recipes of every
                  // page's frame and sections, the API client, the brand, the languages (each
                  // message goes with the parts that say it). One file rather than six
                  // small ones, each its own request. The recipes of what opens later (a dialog,
                  // the menu drawer, a toast, tabs) and of forms go with the parts that use them.
                  name: 'shared',
                  test: /web[\\/]styled-system[\\/](css|helpers|recipes[\\/](?!(index|dialog|drawer|field|radio-group|tabs|toast)\.))|node_modules[\\/]hono[\\/]dist[\\/](client|utils)|web[\\/]lib[\\/]api-(client|request)|core[\\/](brand|constants|locale)\.ts|core[\\/]paraglide[\\/]registry\.js|web[\\/]lib[\\/]message-runtime\.ts/,
                },
                {
                  // Everything else the entry imports, in the entry's own file: left to itself,
                  // the bundler gave each small module the entry shares with a lazy part (the
                  // session, online status, the offline caches' names…) a file of its own, each
                  // one more request of every first load (decision 082).
                  name: 'index',
                  tags: ['$initial'],
                },
              ],
            },
          },
        },
      },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  preview: { port: 4173 },
}))
