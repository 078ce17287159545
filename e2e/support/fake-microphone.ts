import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createEspeakEngine } from '../../src/server/providers/speech/espeak/espeak-engine';
import { encodeWav } from '../../src/server/providers/speech/wav';

/** What Chromium's fake microphone plays (--use-file-for-fake-audio-capture), looping. */
export const fakeMicrophoneWav = resolve('.tmp/e2e/fake-microphone.wav');
/** The narration journey's microphone: its script read aloud, then silence. */
export const fakeNarrationWav = resolve('.tmp/e2e/fake-narration.wav');

/** Chromium flags that grant the microphone without asking and feed it a file (the voice sample unless named). */
export const fakeMicrophoneArgsFor = (file: string) => [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-audio-capture=${file}`,
];
export const fakeMicrophoneArgs = fakeMicrophoneArgsFor(fakeMicrophoneWav);

/** Seconds of silence before the narration journey's reading. */
const NARRATION_LEAD_SECONDS = 4;

/** The script the narration journey reads (e2e/narration.spec.ts). */
export const NARRATION_SCRIPT = [
  '[HOOK]',
  'Tomatoes love the sun.',
  '[MAIN]',
  'Water them every morning before work.',
  'Pick them when they turn deep red.',
].join('\n');

/** Real speech from the embedded engine: the journeys record a voice, not a tone. */
export async function writeFakeMicrophoneSample(): Promise<void> {
  const engine = createEspeakEngine();
  const speech = await engine.synthesizeWith(
    { voice: 'en-us+m3', pitch: 40, range: 50, wordsPerMinute: 160 },
    { text: 'Hello! I am recording this sample so my videos can speak in my own voice. The quick brown fox jumps over the lazy dog.' },
  );
  mkdirSync(dirname(fakeMicrophoneWav), { recursive: true });
  writeFileSync(fakeMicrophoneWav, encodeWav(speech.pcm, speech.sampleRate));
  // The narrator: another voice and pace than the aligner's own. Chromium plays the file from its
  // start when the microphone opens, and the recorder's count-in takes 3 s of it: the reading starts
  // 4 s in, and eight seconds of silence follow (the file loops).
  const reading = await engine.synthesizeWith(
    { voice: 'en-gb-scotland+m4', pitch: 45, range: 60, wordsPerMinute: 150 },
    { text: 'Tomatoes love the sun.\nWater them every morning before work.\nPick them when they turn deep red.' },
  );
  const rate = reading.sampleRate;
  const narration = new Int16Array(NARRATION_LEAD_SECONDS * rate + reading.pcm.length + 8 * rate);
  narration.set(reading.pcm, NARRATION_LEAD_SECONDS * rate);
  writeFileSync(fakeNarrationWav, encodeWav(narration, rate));
  await engine.close();
}
