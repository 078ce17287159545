import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { alias } from './vite.config.ts';

// The server suite runs once on PGlite and, when TEST_DATABASE_URL is set, again on PostgreSQL.
const serverProject = (driver: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `server-${driver}`,
    include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'],
    // *.embedded.test.ts test the embedded mode itself (PGlite's files, backups): they run on PGlite only.
    // The video renderer's tests use ffmpeg and no database: once is enough.
    exclude: [
      '**/*.model.test.ts',
      '**/node_modules/**',
      ...(driver === 'postgres' ? ['**/*.embedded.test.ts', 'src/server/providers/video/**'] : []),
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
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/web/test/setup-tests.ts'],
        },
      },
    ],
  },
});
