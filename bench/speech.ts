// Voiceover of 1,000 words with the embedded engine (budget: ≤ 5 s, DESIGN.md §6):
// eSpeak NG synthesis sentence by sentence, MP3 encoding (lamejs, 64 kbps mono) and captions.
// Usage: npx tsx bench/speech.ts
import { performance } from 'node:perf_hooks';
import { toWebVtt } from '../src/server/providers/speech/captions';
import { createEspeakEngine } from '../src/server/providers/speech/espeak/espeak-engine';
import { encodeMp3 } from '../src/server/providers/speech/mp3';
import { cleanForSpeech } from '../src/server/providers/speech/speech-text';

const paragraph =
  'Most creators spend hours on a voiceover. With a clear script, a steady pace and a friendly voice, ' +
  'your audience stays longer, understands more and comes back for the next video. Here is how to do it well, step by step. ';
let text = '';
while (text.split(/\s+/).length < 1000) text += paragraph;
const cleaned = cleanForSpeech(text);

const engine = createEspeakEngine();
await engine.synthesize({ text: 'Warm up.', voiceId: 'espeak-james' });
for (let run = 0; run < 3; run += 1) {
  const started = performance.now();
  const result = await engine.synthesize({ text: cleaned, voiceId: 'espeak-james' });
  const synthesized = performance.now();
  const mp3 = encodeMp3(result.pcm, result.sampleRate, 64);
  const encoded = performance.now();
  toWebVtt(result.words);
  const done = performance.now();
  console.log(
    `${cleaned.split(/\s+/).length} words, ${(result.pcm.length / result.sampleRate).toFixed(1)} s of audio: ` +
      `synthesis ${(synthesized - started).toFixed(0)} ms, MP3 ${(encoded - synthesized).toFixed(0)} ms (${(mp3.length / 1024).toFixed(0)} KiB), ` +
      `captions ${(done - encoded).toFixed(0)} ms, total ${(done - started).toFixed(0)} ms`,
  );
}
