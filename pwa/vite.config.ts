import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The dev server proxies /api to a running sync-server so cookies stay same-origin. */
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: { outDir: 'dist', sourcemap: true },
});
