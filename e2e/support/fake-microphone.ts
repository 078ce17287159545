import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createEspeakEngine } from '../../src/server/providers/speech/espeak/espeak-engine';
import { encodeWav } from '../../src/server/providers/speech/wav';

/** What Chromium's fake microphone plays (--use-file-for-fake-audio-capture), looping. */
export const fakeMicrophoneWav = resolve('.tmp/e2e/fake-microphone.wav');

/** Chromium flags that grant the microphone without asking and feed it the file. */
export const fakeMicrophoneArgs = [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-audio-capture=${fakeMicrophoneWav}`,
];

/** Real speech from the embedded engine: the journeys record a voice, not a tone. */
export async function writeFakeMicrophoneSample(): Promise<void> {
  const speech = await createEspeakEngine().synthesizeWith(
    { voice: 'en-us+m3', pitch: 40, range: 50, wordsPerMinute: 160 },
    { text: 'Hello! I am recording this sample so my videos can speak in my own voice. The quick brown fox jumps over the lazy dog.' },
  );
  mkdirSync(dirname(fakeMicrophoneWav), { recursive: true });
  writeFileSync(fakeMicrophoneWav, encodeWav(speech.pcm, speech.sampleRate));
}
