import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// A relative path: Vite bundles it into the config, while a package import would reach Node as raw TypeScript.
import { precompress } from '../../../packages/web-kit/build/precompress.ts';

// The studio service serves this SPA at /play/:vassalage/:gameCode and /verify, and its API at /studio-api on
// the same origin; in development Vite forwards the API so the UI uses same-origin paths exactly as in production.
const target = process.env.STUDIO_API ?? 'http://localhost:3100';

export default defineConfig({
  // Absolute asset paths: the page is served under nested paths (/play/VASSALAGE/GAME), never from a file.
  base: '/',
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Font pieces stay files (ADR 0010): each is fetched only by a page showing its characters.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'vendor', test: /node_modules/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5175,
    proxy: { '/studio-api': { target, changeOrigin: true } },
  },
});
