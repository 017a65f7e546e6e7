import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa';

/** What makes the app installable: Vietnamese name, standalone window, brand colours, icons. */
const webManifest: Partial<ManifestOptions> = {
  name: 'ChungCư — Quản lý chung cư',
  short_name: 'ChungCư',
  description: 'Quản lý căn hộ, cư dân và yêu cầu của chung cư, kể cả khi không có mạng.',
  lang: 'vi',
  dir: 'ltr',
  display: 'standalone',
  start_url: '/',
  scope: '/',
  id: '/',
  theme_color: '#1E40AF',
  background_color: '#FFFFFF',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/**
 * The dev server proxies /api to a running sync-server so cookies stay same-origin. The build
 * adds the service worker (src/sw/sw.ts → dist/sw.js, injectManifest) and the web manifest.
 */
export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      // src/app/sw-registration.ts registers with workbox-window, so it can offer updates.
      injectRegister: false,
      manifest: webManifest,
      // Manifest icons and the manifest itself are added to the precache by the plugin; the
      // favicon too, or an offline reload logs a failed request for it.
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      injectManifest: {
        // Icons and the manifest stay out of the glob: listed here too, they would be precached twice.
        globPatterns: ['**/*.{js,css,html}'],
        // A classic script: every browser can run it, with no module-worker support needed.
        rollupFormat: 'iife',
      },
    }),
    // A brotli and a gzip copy of each script, style and page, which the server sends as they
    // are (sync-server/src/routes/static.ts) instead of compressing on every request. Not in
    // the precache: its glob takes js, css and html only.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
  ],
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: { outDir: 'dist', sourcemap: true },
});
