import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// A relative path: Vite bundles it into the config, while a package import would reach Node as raw TypeScript.
import { precompress } from '../../packages/web-kit/build/precompress.ts';

// The platform serves this SPA under /admin and answers the operator API on the same origin,
// so in development both API prefixes are proxied to the platform (port 3000 by default).
const target = process.env.ADMIN_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Font pieces stay files: each is fetched only by a page showing its characters, never inlined for all.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: {
      // Libraries change less often than the console: a separate chunk stays cached across releases.
      output: { codeSplitting: { groups: [{ name: 'vendor', test: /node_modules/ }] } },
    },
  },
  server: {
    port: 5174,
    proxy: {
      '/admin-api': { target, changeOrigin: true },
      '/api': { target, changeOrigin: true },
    },
  },
});
