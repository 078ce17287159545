import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const alias = {
  '@/': fromRoot('./src/web/'),
  '@shared/': fromRoot('./src/shared/'),
};

/**
 * Two chunks chosen by hand. boot.ts (the page's only script) imports main.tsx dynamically, after the
 * first paint; left to itself the bundler would then cut every module the app shell shares with a
 * lazy page into a small chunk of its own (dozens of extra requests). So: 'main' holds what main.tsx
 * imports statically (React DOM, the router, the auth provider, cn…), as the entry chunk did when
 * main.tsx was the entry, and 'boot' holds boot.ts with what it shares with the shell (the start-up
 * guard, Vite's preload helper): one small file before the first paint, never the shell's chunk.
 */
function handChunks(): { plugin: Plugin; groups: { name: string; test: (id: string) => boolean; priority: number }[] } {
  const boot = new Set<string>();
  const shell = new Set<string>();
  // lucide-react's index imports every icon; the bundle keeps only those used, each with its page.
  const iconModule = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
  const plugin: Plugin = {
    name: 'hand-chunks',
    apply: 'build',
    buildEnd() {
      const staticClosure = (id: string, into: Set<string>) => {
        if (into.has(id) || iconModule.test(id)) return;
        into.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) staticClosure(next, into);
      };
      staticClosure(fromRoot('./src/web/boot.ts'), boot);
      staticClosure(fromRoot('./src/web/main.tsx'), shell);
      // main.tsx keeps a chunk of its own (inside the group its chunk lost its export binding).
      shell.delete(fromRoot('./src/web/main.tsx'));
    },
  };
  return {
    plugin,
    groups: [
      { name: 'boot', test: (id) => boot.has(id), priority: 2 },
      { name: 'main', test: (id) => shell.has(id) && !boot.has(id), priority: 1 },
    ],
  };
}

const chunks = handChunks();

/**
 * The page asks for no script before its first paint: the boot script's tag becomes a few inline
 * lines (allowed by their hash in the page policy, security-headers.ts) that add it once the browser
 * reports the first contentful paint — at once when the page has nothing pre-rendered to paint or
 * its tab is hidden. A script requested while the page is parsed, even async at low priority, stays
 * on the simulated path to the largest paint (bench/page-lcp.mjs).
 */
const loadBootAfterFirstPaint: Plugin = {
  name: 'load-boot-after-first-paint',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const tag = /\s*<script type="module" crossorigin src="([^"]*\/boot-[^"]*\.js)"><\/script>/;
      const src = tag.exec(html)?.[1];
      if (!src) throw new Error('index.html has no boot script to load after the first paint');
      const loader =
        `(function(){function boot(){var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(src)};document.head.appendChild(s)}` +
        `var root=document.getElementById('root');` +
        `if(!root||!root.firstElementChild||document.visibilityState==='hidden'||typeof PerformanceObserver==='undefined'||!(PerformanceObserver.supportedEntryTypes||[]).includes('paint'))return boot();` +
        `var o=new PerformanceObserver(function(l){if(!l.getEntriesByName('first-contentful-paint').length)return;o.disconnect();setTimeout(boot,0)});` +
        `o.observe({type:'paint',buffered:true})})()`;
      return html.replace(tag, '').replace('</body>', `  <script>${loader}</script>\n  </body>`);
    },
  },
};

/**
 * The installed app: its manifest (linked from every page) and the service worker
 * (src/web/service-worker), given the list of the build's files to keep: the app shell's scripts,
 * styles, fonts and icons, and the offline page. Pictures are kept as they are first shown, and the
 * public pages when the worker installs.
 */
const installableApp = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'service-worker',
  filename: 'service-worker.ts',
  // main.tsx registers it, once the app has started (never in development).
  injectRegister: false,
  manifest: {
    id: '/app',
    name: 'Genesis Studio',
    short_name: 'Genesis',
    description: 'Scripts, SEO, images, voice and video drafts for creators, in one studio you host yourself.',
    start_url: '/app',
    scope: '/',
    display: 'standalone',
    theme_color: '#7c3aed',
    background_color: '#f9f9fb',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      { name: 'New project', url: '/app?projects=new', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
      { name: 'Chat', url: '/app?tab=chat', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
    ],
  },
  injectManifest: {
    globPatterns: ['assets/*.{js,css,woff2}', 'icons/*.png', 'favicon.svg', 'offline.html'],
  },
});

/** A catalogue's chunk names its language (assets/locale-es-common-….js), so what a page downloads can be told apart. */
function chunkFileName(chunk: { facadeModuleId: string | null }): string {
  const catalogue = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(chunk.facadeModuleId ?? '');
  return catalogue ? `assets/locale-${catalogue[1]}-${catalogue[2]}-[hash].js` : 'assets/[name]-[hash].js';
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: fromRoot('./public'),
  plugins: [react(), tailwindcss(), chunks.plugin, loadBootAfterFirstPaint, ...(isSsrBuild ? [] : [installableApp])],
  resolve: { alias },
  build: isSsrBuild
    ? // The pre-render bundle: public pages rendered to HTML in Node at build time.
      { outDir: fromRoot('./dist/prerender'), emptyOutDir: true, sourcemap: false }
    : // The manifest lets bench/landing-js.mjs measure what a page really loads.
      // Every browser the app supports has <link rel="modulepreload">: no polyfill in the first download.
      {
        outDir: fromRoot('./dist/client'),
        emptyOutDir: true,
        sourcemap: true,
        manifest: true,
        modulePreload: { polyfill: false },
        rolldownOptions: { output: { codeSplitting: { groups: chunks.groups }, chunkFileNames: chunkFileName } },
      },
  server: {
    // The dev client talks to the API server started beside it by `npm run dev`.
    proxy: {
      '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3001}` },
      '/ws': { target: `ws://127.0.0.1:${process.env.API_PORT ?? 3001}`, ws: true },
      '/files': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3001}` },
    },
  },
}));
