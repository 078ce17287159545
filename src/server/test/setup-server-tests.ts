import { inject } from 'vitest';

// Worker threads run the bundles of the server built for this run (lib/start-worker.ts).
process.env.WORKER_BUNDLES_DIR = inject('builtServer');
