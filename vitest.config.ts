import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { alias } from './vite.config.ts';

const serverTests = ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'];

/**
 * The server files that run on PostgreSQL too (when TEST_DATABASE_URL is set): those whose outcome
 * can differ between the drivers. PGlite is PostgreSQL itself in one session, so what differs is a
 * pool of connections (limits, locks and transactions under parallel requests), several instances
 * on one database, jobs (pg-boss), the database layer and migrations, and a server process given
 * DATABASE_URL. Every other file asserts the same on either and runs on PGlite, the default mode
 * (the browser journeys run the whole product on PostgreSQL). A new test of that kind goes here.
 */
const onBothDatabases = [
  // The database layer, migrations, an outage; jobs; a server process; operations on two instances.
  'src/server/db/{migrate,database-outage,trial-claims-migration,affiliate-fraud-migration}.test.ts',
  'src/server/providers/jobs/*.test.ts',
  'src/server/boot/main.test.ts',
  'src/server/test/operations/*.test.ts',
  'src/server/features/**/repository.test.ts',
  // Jobs that survive a restart and a killed instance, one render and two takes at a time per user.
  'src/server/features/renders/render-jobs.test.ts',
  'src/server/features/narrations/narration-limits.test.ts',
  'src/server/features/shorts/shorts-jobs.test.ts',
  // The media quota under parallel uploads.
  'src/server/features/media/media-quota.test.ts',
  // Several instances on one database and Redis.
  'src/server/features/auth/session-cache.test.ts',
  'src/server/features/ai-engines/ai-engines.test.ts',
  'src/server/features/chat/chat-reliability.test.ts',
  'src/server/test/security/sign-out-closes-sockets.test.ts',
  // Limits, locks and single use under parallel requests.
  'src/server/test/security/{quota-races,fair-shares,account-abuse,costly-uploads,ai-settings-transcription-models}.test.ts',
  'src/server/features/auth/{register,login,password-reset,session-rotation}.test.ts',
  'src/server/features/projects/project-races.test.ts',
  'src/server/features/images/image-limits.test.ts',
  'src/server/features/chat/chat-socket.test.ts',
  // One renewal of a channel's access token at a time, across instances.
  'src/server/features/publishing/channels/channel-tokens.test.ts',
  'src/server/features/publishing/publications/publications.test.ts',
  // One account and one link per identity under parallel single sign-ons.
  'src/server/features/sign-in/sign-in-races.test.ts',
  // Webhook tries and failures counted by concurrent workers: one try per delivery, one pause per endpoint.
  'src/server/features/webhooks/webhook-deliveries.test.ts',
];

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

// The server suite runs on PGlite and, when TEST_DATABASE_URL is set, the files above on PostgreSQL.
const serverProject = (driver: 'pglite' | 'postgres') => ({
  extends: true as const,
  // Passwords are hashed at the lowest Argon2id cost, except where a test asks for the product's
  // (src/server/test/argon2-for-tests.ts): thousands of registrations at 50–200 ms of CPU each.
  resolve: {
    alias: [{ find: /^@node-rs\/argon2$/, replacement: fileURLToPath(new URL('./src/server/test/argon2-for-tests.ts', import.meta.url)) }],
  },
  test: {
    name: `server-${driver}`,
    include: driver === 'postgres' ? onBothDatabases : serverTests,
    exclude: ['**/*.model.test.ts', '**/node_modules/**'],
    environment: 'node',
    env: { TEST_DB_DRIVER: driver },
    globalSetup: ['src/server/test/global-setup.ts'],
    setupFiles: ['src/server/test/setup-server-tests.ts'],
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
