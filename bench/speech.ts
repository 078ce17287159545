// Voiceover of 1,000 words with the embedded engine (budget: ≤ 5 s, DESIGN.md §6): the route's own
// work (eSpeak NG synthesis sentence by sentence, MP3 encoding with LAME in WebAssembly, captions,
// three files written) timed end to end, with the synthesis and encoding steps also timed alone.
// Usage: npx tsx bench/speech.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createVoiceover } from '../src/server/features/voice/voiceover-service';
import { createEspeakEngine } from '../src/server/providers/speech/espeak/espeak-engine';
import { encodeMp3 } from '../src/server/providers/speech/mp3';
import { cleanForSpeech } from '../src/server/providers/speech/speech-text';
import { createLocalDiskStorage } from '../src/server/providers/storage/local-disk';

const paragraph =
  'Most creators spend hours on a voiceover. With a clear script, a steady pace and a friendly voice, ' +
  'your audience stays longer, understands more and comes back for the next video. Here is how to do it well, step by step. ';
let text = '';
while (text.split(/\s+/).length < 1000) text += paragraph;
text = text.trim();

const folder = mkdtempSync(join(tmpdir(), 'genesis-bench-speech-'));
const storage = createLocalDiskStorage(folder);
const engine = createEspeakEngine();
const voice = {
  voiceId: 'espeak-james',
  engine: 'espeak' as const,
  speak: (request: { text: string }) => engine.synthesize({ ...request, voiceId: 'espeak-james' }),
};

await createVoiceover({ storage }, voice, { text: 'Warm up.' });
const words = cleanForSpeech(text).split(/\s+/).length;
const totals: number[] = [];
for (let run = 0; run < 5; run += 1) {
  const started = performance.now();
  const result = await createVoiceover({ storage }, voice, { text });
  totals.push(performance.now() - started);

  const stepStart = performance.now();
  const speech = await engine.synthesize({ text: cleanForSpeech(text), voiceId: 'espeak-james' });
  const synthesized = performance.now();
  await encodeMp3(speech.pcm, speech.sampleRate, 64);
  const encoded = performance.now();
  console.log(
    `${words} words, ${result.durationSeconds.toFixed(1)} s of audio: voiceover ${totals.at(-1)!.toFixed(0)} ms ` +
      `(alone: synthesis ${(synthesized - stepStart).toFixed(0)} ms, MP3 ${(encoded - synthesized).toFixed(0)} ms)`,
  );
}
totals.sort((a, b) => a - b);
console.log(`median ${totals[2]!.toFixed(0)} ms, worst ${totals[4]!.toFixed(0)} ms (budget 5000 ms)`);
rmSync(folder, { recursive: true, force: true });
await engine.close();
