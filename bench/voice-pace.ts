// The real pace of each stock voice: spoken words (countSpokenWords, as scripts are counted) per
// minute of the audio the embedded engine makes at rate 1, pauses between sentences and lines
// included. Spoken as a project voiceover is (cleanForSpeech, then speechParts, each part
// synthesized and the parts joined) on 32 offline '3-5 minutes' scripts: the four quick templates'
// topics, each in the eight tones (tones and topics change the pace by up to ±10%: short sentences
// add pauses, a model number such as 'WH-1000XM5' is many syllables). About a minute a voice.
// The figures go into src/shared/catalog/voice-pace.ts.
// Usage: npx tsx bench/voice-pace.ts
import { performance } from 'node:perf_hooks';
import { countSpokenWords, quickTemplates, scriptTones } from '../src/shared/catalog/scripts';
import { measuredVoicePaces } from '../src/shared/catalog/voice-pace';
import { speechParts } from '../src/server/features/voice/voiceover-service';
import { writeScriptOffline } from '../src/server/writing/offline-writer';
import { createEspeakEngine } from '../src/server/providers/speech/espeak/espeak-engine';
import { espeakStockVoices } from '../src/server/providers/speech/espeak/espeak-voices';
import { cleanForSpeech } from '../src/server/providers/speech/speech-text';

// Written at a fixed pace so every run speaks the same texts, whatever the catalogue says.
const scripts = quickTemplates.flatMap((template) =>
  scriptTones.map((tone) =>
    writeScriptOffline({ topic: template.topicPrompt, template: template.id, tone, videoLength: '3-5 minutes' }, 150),
  ),
);
const words = scripts.map((script) => countSpokenWords(script.generatedScript));
const characters = scripts.map((script) => script.generatedScript.length);
console.log(
  `${scripts.length} offline '3-5 minutes' scripts: ${Math.min(...words)}–${Math.max(...words)} spoken words, ` +
    `${Math.min(...characters)}–${Math.max(...characters)} characters`,
);

const engine = createEspeakEngine();
await engine.synthesize({ text: 'Warm up.', voiceId: espeakStockVoices[0]!.id });

const paces: Record<string, number> = {};
for (const voice of espeakStockVoices) {
  const started = performance.now();
  let totalWords = 0;
  let totalSeconds = 0;
  const perScript: number[] = [];
  for (const [index, script] of scripts.entries()) {
    let seconds = 0;
    for (const part of speechParts(cleanForSpeech(script.generatedScript))) {
      const spoken = await engine.synthesize({ text: part, voiceId: voice.id, rate: 1 });
      seconds += spoken.pcm.length / spoken.sampleRate;
    }
    totalWords += words[index]!;
    totalSeconds += seconds;
    perScript.push((words[index]! / seconds) * 60);
  }
  const pace = Math.round((totalWords / totalSeconds) * 60);
  paces[voice.id] = pace;
  const catalogued = measuredVoicePaces[voice.id];
  console.log(
    `${voice.id.padEnd(14)} set ${voice.wordsPerMinute} wpm → measured ${pace} wpm ` +
      `(per script ${Math.round(Math.min(...perScript))}–${Math.round(Math.max(...perScript))}; ` +
      `${totalWords} words in ${totalSeconds.toFixed(1)} s; catalogue ${catalogued ?? '—'}) ` +
      `[${((performance.now() - started) / 1000).toFixed(1)} s]`,
  );
}
console.log(JSON.stringify(paces));
await engine.close();
