import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// A relative path: Vite bundles it into the config, while a package import would reach Node as raw TypeScript.
import { precompress } from '../../packages/web-kit/build/precompress.ts';

// The API, its socket and static art live on the platform server; in development Vite forwards
// them so the SPA can use same-origin paths exactly as in production.
const target = process.env.CROUPIER_API ?? 'http://localhost:3000';

export default defineConfig({
  base: '/',
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Font pieces stay files: each is fetched only by a page showing its characters, never inlined for all.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: {
      // React and friends change less often than the site: separate chunks stay cached across releases.
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'vendor', test: /node_modules/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target, changeOrigin: true },
      '/socket.io': { target, ws: true, changeOrigin: true },
      '/tiles': { target, changeOrigin: true },
      '/vendor-logos': { target, changeOrigin: true },
    },
  },
});
