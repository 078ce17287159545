// Bundles the server into dist/server/main.js, and beside it the workers it starts: the voice
// sample worker (src/server/features/voice/measure-off-thread.ts), SEO analysis
// (src/server/features/seo/analysis-pool.ts), the embedded database's lock
// (src/server/db/data-dir-lock.ts) and the workers of src/server/worker-pool.ts (the offline image
// renderer's, the embedded speech engine's, the MP3 encoder's), and the operator's commands (backup,
// restore, payouts); npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/server/main.ts',
    'voice-sample-worker': 'src/server/features/voice/sample-worker.ts',
    'data-dir-lock-worker': 'src/server/db/data-dir-lock-worker.ts',
    'seo-analysis-worker': 'src/server/features/seo/analysis-worker.ts',
    'image-render-worker': 'src/server/providers/image/offline-preview/render-worker.ts',
    'espeak-speech-worker': 'src/server/providers/speech/espeak/speech-worker.ts',
    'mp3-worker': 'src/server/providers/speech/mp3-worker.ts',
    // The operator's commands, so the Docker image (no sources, no tsx) runs them too: node dist/server/backup.js FILE
    backup: 'src/server/cli/backup.ts',
    restore: 'src/server/cli/restore.ts',
    payouts: 'src/server/cli/payouts.ts',
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
