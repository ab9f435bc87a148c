import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin, type ResolveModulePreloadDependenciesFn } from 'vite';

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

/**
 * Trims the preload list of each dynamic import: Vite lists every chunk a lazy screen
 * needs, those the importing chunk has already loaded included, and the back office's chunk holds
 * such a list for each of its two hundred screens. A chunk's static imports, and theirs, are all
 * loaded before it runs, so they are left out; what a screen still needs is fetched beside it.
 */
function preloadsNotLoaded(): { plugin: Plugin; resolveDependencies: ResolveModulePreloadDependenciesFn } {
  let imports = new Map<string, readonly string[]>();
  const loadedWith = (host: string) => {
    const loaded = new Set<string>();
    const visit = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      imports.get(file)?.forEach(visit);
    };
    visit(host);
    return loaded;
  };
  return {
    plugin: {
      name: 'affnet-preload-graph',
      // before Vite writes the lists (vite:build-import-analysis): the chunks' static imports
      generateBundle: {
        order: 'pre',
        handler(_, bundle) {
          imports = new Map(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output.imports] as const] : [])));
        },
      },
    },
    resolveDependencies: (_file, deps, { hostId, hostType }) => {
      if (hostType !== 'js') return deps;
      const loaded = loadedWith(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const preloads = preloadsNotLoaded();
  return {
    plugins: [react(), brandHtml(env), preloads.plugin],
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
      modulePreload: { resolveDependencies: preloads.resolveDependencies },
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
