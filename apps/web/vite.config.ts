import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
// A relative path: Vite bundles it into the config, while a package import would reach Node as raw TypeScript.
import { precompress } from '../../packages/web-kit/build/precompress.ts';

// The API, its socket and static art live on the platform server; in development Vite forwards
// them so the SPA can use same-origin paths exactly as in production.
const target = process.env.CROUPIER_API ?? 'http://localhost:3000';

/**
 * Preloads the Latin piece of Noto Sans, which every page draws (digits and Latin in any language): fetched while
 * the scripts load, it is there when the page first renders, so text does not reflow when it arrives.
 */
function preloadLatinFont(): Plugin {
  return {
    name: 'croupier-preload-latin-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) =>
          /^assets\/noto-sans-latin-wght-normal-[\w-]+\.woff2$/.test(file),
        );
        if (!font) return [];
        const attrs = { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${font}` };
        return [{ tag: 'link', attrs, injectTo: 'head' }];
      },
    },
  };
}

export default defineConfig({
  base: '/',
  plugins: [react(), precompress(), preloadLatinFont()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Font pieces stay files: each is fetched only by a page showing its characters, never inlined for all.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: {
      // React and friends change less often than the site: their chunk stays cached across releases. The other
      // libraries go with the pages that use them (no catch-all vendor chunk: the home page would load them all).
      output: {
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
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
