import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { brand } from './core/brand'
import { precompress } from './scripts/vite-precompress'

const apiPort = Number(process.env.API_PORT ?? 3001)

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  envDir: '..',
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./web', import.meta.url)),
      'styled-system': fileURLToPath(new URL('./web/styled-system', import.meta.url)),
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
    precompress(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: brand.name,
        short_name: brand.shortName,
        description: brand.description,
        start_url: '/',
        scope: '/',
        display: 'standalone',
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
      },
      workbox: {
        clientsClaim: true,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}'],
      },
    }),
  ],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Every page needs React, the router and the query client: one framework chunk compresses
        // better and keeps shared pieces from being split across many small first-load files.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|react-store|store|react-query|query-core))[\\/]/,
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
})
