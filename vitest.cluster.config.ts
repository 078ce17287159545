import { defineConfig } from 'vitest/config';
import { alias } from './vite.config.ts';

// `npm run test:cluster`: two built instances on PostgreSQL, Redis and shared storage behind nginx
// (cluster/cluster.ts starts them once for the run); the journeys are ordinary Vitest tests.
export default defineConfig({
  resolve: { alias },
  test: {
    include: ['cluster/**/*.cluster.test.ts'],
    environment: 'node',
    globalSetup: ['cluster/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // The cluster's start-up (and a build when dist/ is missing) runs in the global setup.
    teardownTimeout: 60_000,
  },
});
