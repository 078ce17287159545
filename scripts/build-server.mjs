// Bundles the server into dist/server/main.js, and the voice analysis worker beside it (started by
// src/server/providers/voice-clone/analyze-off-thread.ts); npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/server/main.ts',
    'voice-analysis-worker': 'src/server/providers/voice-clone/analysis-worker.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
