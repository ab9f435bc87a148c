import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Brand values the page needs before any script runs (R94–R96): title, favicon and the boot
 * preloader. The same VITE_* variables feed src/brand.ts at run time; the defaults match it.
 */
function brandHtml(env: Record<string, string>): Plugin {
  const value = (key: string) => env[key]?.trim() || null;
  return {
    name: 'affnet-brand-html',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const preloader = value('VITE_PRELOADER');
        return html
          .replace('%BRAND_TITLE%', escapeHtml(value('VITE_COMPANY_NAME') ?? 'AffNet'))
          .replace('%BRAND_FAVICON%', escapeHtml(value('VITE_FAVICON') ?? '/src/assets/favicon.svg'))
          .replace(
            '%BRAND_PRELOADER%',
            preloader ? `<img src="${escapeHtml(preloader)}" alt="" />` : '<div class="boot-spinner"></div>',
          );
      },
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    plugins: [react(), brandHtml(env)],
    resolve: {
      // node-polyglot's object.entries polyfill pulls a dozen helper packages into the first view;
      // every browser we serve has Object.entries
      alias: [{ find: /^object\.entries$/, replacement: fileURLToPath(new URL('./src/shims/objectEntries.cjs', import.meta.url)) }],
    },
    // the role apps and the sign-in app are split by the dynamic imports in src/main.tsx:
    // the sign-in chunk gets React only, never MUI or react-admin
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      // bench/bundle.ts reads it to size each app's first load
      manifest: true,
      chunkSizeWarningLimit: 1500,
      rolldownOptions: {
        treeshake: {
          // our own modules run nothing when imported (no module-level state, no registration; CSS
          // aside), so a barrel's unused exports and their screens stay out of the first load
          moduleSideEffects: [
            { test: /\.css$/, sideEffects: true },
            { test: /^(?!.*node_modules).*\.tsx?$/, sideEffects: false },
          ],
        },
      },
    },
    server: {
      proxy: {
        '/api': { target: 'http://localhost:3000', changeOrigin: false },
      },
    },
    preview: {
      proxy: {
        '/api': { target: 'http://localhost:3000', changeOrigin: false },
      },
    },
  };
});
