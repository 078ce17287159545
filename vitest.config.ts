import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { alias } from './vite.config.ts';

const serverTests = ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'];

/**
 * Test files that use no database of the suite's driver: they do the same work on either project,
 * so they run on server-pglite only. A file uses the suite's database when it builds the app or opens
 * a database through the helpers that choose it by TEST_DB_DRIVER (src/server/test/build-test-app.ts,
 * test-db.ts, migration-scratch.ts), or reads TEST_DB_DRIVER or TEST_DATABASE_URL itself. A file that
 * opens PGlite by itself (db/embedded/) is the same test on both, and runs once too.
 */
const usesSuiteDatabase = /\/(build-test-app|test-db|migration-scratch)'|TEST_DB_DRIVER|TEST_DATABASE_URL/;
const sameOnEveryDriver = ['src/server', 'src/shared'].flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((file) => `${folder}/${file}`)
    .filter((file) => file.endsWith('.test.ts') && !usesSuiteDatabase.test(readFileSync(file, 'utf8'))),
);

/** Client test files that replace modules (vi.mock): they need modules of their own (an isolated worker). */
const webTests = 'src/web/**/*.test.{ts,tsx}';
const mocksModules = readdirSync('src/web', { recursive: true, encoding: 'utf8' })
  .map((file) => `src/web/${file}`)
  .filter((file) => /\.test\.tsx?$/.test(file) && readFileSync(file, 'utf8').includes('vi.mock('));

const webProject = (name: string, files: { include: string[]; exclude: string[] }, isolate: boolean) => ({
  extends: true as const,
  test: {
    name,
    include: files.include,
    exclude: ['**/node_modules/**', ...files.exclude],
    environment: 'jsdom',
    setupFiles: ['src/web/test/setup-tests.ts'],
    isolate,
  },
});

// The server suite runs once on PGlite and, when TEST_DATABASE_URL is set, again on PostgreSQL
// (without the files above).
const serverProject = (driver: 'pglite' | 'postgres') => ({
  extends: true as const,
  // Passwords are hashed at the lowest Argon2id cost, except where a test asks for the product's
  // (src/server/test/argon2-for-tests.ts): thousands of registrations at 50–200 ms of CPU each.
  resolve: {
    alias: [{ find: /^@node-rs\/argon2$/, replacement: fileURLToPath(new URL('./src/server/test/argon2-for-tests.ts', import.meta.url)) }],
  },
  test: {
    name: `server-${driver}`,
    include: serverTests,
    // *.embedded.test.ts test the embedded mode itself (PGlite's files, backups): they run on PGlite only.
    exclude: [
      '**/*.model.test.ts',
      '**/node_modules/**',
      ...(driver === 'postgres' ? ['**/*.embedded.test.ts', ...sameOnEveryDriver] : []),
    ],
    environment: 'node',
    env: { TEST_DB_DRIVER: driver },
    globalSetup: ['src/server/test/global-setup.ts'],
    // Test files share a worker's module cache: each no longer loads the whole server again (the
    // import phase took 140 of the suite's 330 s). Every file builds its own app and database,
    // and the server keeps no state in modules, so nothing carries from one file to the next.
    isolate: false,
  },
});

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
      // With LOCAL_MODEL_PATH set (and node-llama-cpp installed), a script is written by that model.
      ...(process.env.LOCAL_MODEL_PATH
        ? [
            {
              extends: true as const,
              test: { ...serverProject('pglite').test, name: 'local-model', include: ['src/server/**/*.model.test.ts'], exclude: [] },
            },
          ]
        : []),
      // Files share a worker's modules (React, Testing Library, the app's code are imported once):
      // half the client suite's time was each file loading them anew. setup-tests.ts resets what a
      // test leaves behind (the DOM, storage, the URL, toasts, mocks); a file that mocks a module
      // runs isolated, since a module another file loaded first would not be replaced.
      webProject('web', { include: [webTests], exclude: mocksModules }, false),
      webProject('web-mocks', { include: mocksModules, exclude: [] }, true),
    ],
  },
});
