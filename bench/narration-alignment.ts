// A 5-minute narration aligned with its script (budget: ≤ 15 s with the synthesis, DESIGN.md §6;
// sentence starts within 0.25 s median and 0.5 s at the 95th percentile): the aligner as the
// narration feature calls it (eSpeak NG synthesis of the script, MFCC and DTW on a worker thread),
// on a take whose every word's time is known: the script of bench/support/narration-script.ts
// (763 words) read by another eSpeak voice at another pace, with pauses of 0.5–2 s between lines,
// one line skipped, another level and noise. RUNS timed runs after a warm-up; RSS and peak RSS
// of the process (threads included) before and after the alignments.
// Usage: npx tsx bench/narration-alignment.ts [runs=3] [voice=scottish|female]
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createAligner } from '../src/server/features/narrations/alignment';
import { syntheticTake, type TakeLine } from '../src/server/test/synthetic-take';
import { createEspeakEngine } from '../src/server/providers/speech/espeak/espeak-engine';
import { cleanForSpeech } from '../src/server/providers/speech/speech-text';
import { narrationScript } from './support/narration-script';
import { percentile } from './support/percentile';

const RUNS = Number(process.argv[2] ?? 3);
const voices = {
  scottish: { voice: 'en-gb-scotland+m4', pitch: 30, range: 60, wordsPerMinute: 150 },
  female: { voice: 'en-gb-x-rp+f2', pitch: 65, range: 70, wordsPerMinute: 155 },
};
const voiceName = (process.argv[3] ?? 'scottish') as keyof typeof voices;
const SKIPPED = 20;

const engine = createEspeakEngine();
const aligner = createAligner({ speech: engine });
let seed = 3;
const random = () => {
  seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
  return seed / 4294967296;
};
const lines: TakeLine[] = narrationScript.map((line, index) => ({
  line,
  pauseAfter: 0.5 + random() * 1.5,
  ...(index === SKIPPED ? { read: 'skipped' as const } : {}),
}));
const take = await syntheticTake(engine, lines, { voice: voices[voiceName] });
const text = cleanForSpeech(take.script);
const words = text.split(/\s+/).length;
const seconds = take.pcm.length / take.sampleRate;

const loadBefore = loadavg()[0]!.toFixed(1);
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const peakBefore = process.resourceUsage().maxRSS * 1024;
const rssBefore = process.memoryUsage().rss;
await aligner.align({
  pcm: take.pcm.slice(0, take.sampleRate * 20),
  sampleRate: take.sampleRate,
  text: narrationScript.slice(0, 4).join(' '),
});
const times: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  const result = await aligner.align({ pcm: take.pcm.slice(), sampleRate: take.sampleRate, text });
  times.push(performance.now() - started);

  const sentences: (typeof result.words)[] = [[]];
  for (const word of result.words) {
    sentences.at(-1)!.push(word);
    if (word.endsSentence) sentences.push([]);
  }
  sentences.pop();
  if (sentences.length !== take.lineStarts.length) throw new Error(`${sentences.length} sentences for ${take.lineStarts.length} lines`);
  const errors = take.lineStarts
    .flatMap((starts, index) => (starts.length === 0 ? [] : [Math.abs((sentences[index]?.[0]?.start ?? Number.NaN) - starts[0]!)]))
    .sort((a, b) => a - b);
  // Sentence starts more than 0.5 s off whose first word still says aligned: silently mistimed.
  const mistimed = take.lineStarts.filter((starts, index) => {
    const first = sentences[index]?.[0];
    return starts.length > 0 && first?.aligned === true && Math.abs(first.start - starts[0]!) > 0.5;
  }).length;
  const skipped = sentences[SKIPPED]!;
  const aligned = result.words.filter((word) => word.aligned).length;
  console.log(
    `${voiceName}: ${words} words, ${seconds.toFixed(0)} s take: ${(times.at(-1)! / 1000).toFixed(2)} s; sentence starts ` +
      `median ${percentile(errors, 50).toFixed(3)} s, p95 ${percentile(errors, 95).toFixed(3)} s, max ${errors.at(-1)!.toFixed(2)} s ` +
      `(${errors.length} read, ${mistimed} aligned but > 0.5 s off); skipped line ${skipped.filter((word) => !word.aligned).length}/${skipped.length} words not aligned; ` +
      `${aligned}/${result.words.length} words aligned`,
  );
}
times.sort((a, b) => a - b);
console.log(
  `median ${(percentile(times, 50) / 1000).toFixed(2)} s, worst ${(times.at(-1)! / 1000).toFixed(2)} s (budget 15 s); ` +
    `RSS ${megabytes(rssBefore)} before the alignments, peak ${megabytes(process.resourceUsage().maxRSS * 1024)} ` +
    `(${megabytes(peakBefore)} while the take was made); load average ${loadBefore} → ${loadavg()[0]!.toFixed(1)} (1 min)`,
);
await aligner.close();
await engine.close();
