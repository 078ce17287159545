import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const alias = {
  '@/': fromRoot('./src/web/'),
  '@shared/': fromRoot('./src/shared/'),
};

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: fromRoot('./public'),
  plugins: [react(), tailwindcss()],
  resolve: { alias },
  build: isSsrBuild
    ? // The pre-render bundle: public pages rendered to HTML in Node at build time.
      { outDir: fromRoot('./dist/prerender'), emptyOutDir: true, sourcemap: false }
    : // The manifest lets bench/landing-js.mjs measure what a page really loads.
      { outDir: fromRoot('./dist/client'), emptyOutDir: true, sourcemap: true, manifest: true },
  server: {
    // The dev client talks to the API server started beside it by `npm run dev`.
    proxy: {
      '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3001}` },
      '/ws': { target: `ws://127.0.0.1:${process.env.API_PORT ?? 3001}`, ws: true },
      '/files': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3001}` },
    },
  },
}));
