// Thumbnail title layout in each script the font stack draws (no budget set): the first load of a
// text's faces (and, for Devanagari, of the HarfBuzz shaper), then the layout's median over runs,
// each in a process of its own so every first load is a cold one. Also the memory the shaper adds.
// Usage: npx tsx bench/title-layout.ts [runs]
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fitTitle, loadTitleFaces } from '../src/server/features/projects/thumbnails/title-layout';
import { loadShaper } from '../src/server/lib/text-shaping';

const RUNS = Number(process.argv[2] ?? 25);
const BOX = { x: 80, y: 80, width: 1120, height: 560, align: 'center' as const };
const TITLES: Record<string, string> = {
  latin: 'How I grew one hundred tomatoes on a tiny balcony in one summer',
  cyrillic: 'Как я вырастил сто помидоров на крошечном балконе за одно лето',
  devanagari: 'बालकनी में सौ टमाटर कैसे उगाएँ: एक गर्मी में क्षत्रिय बागवानी की कहानी',
  japanese: '小さなベランダで一夏に百個のトマトを育てた方法とその記録',
};

const [, , , script] = process.argv;
if (script === 'shaper') {
  const before = process.memoryUsage().rss;
  const started = performance.now();
  await loadShaper();
  console.log(JSON.stringify({ ms: performance.now() - started, rssMb: (process.memoryUsage().rss - before) / 1e6 }));
} else if (script) {
  const text = TITLES[script]!;
  const started = performance.now();
  const faces = await loadTitleFaces(text);
  const firstLoad = performance.now() - started;
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    fitTitle(text, BOX, faces);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(JSON.stringify({ firstLoad, median: times[Math.floor(RUNS / 2)] }));
} else {
  const child = (which: string) =>
    JSON.parse(
      execFileSync('npx', ['tsx', 'bench/title-layout.ts', String(RUNS), which], { encoding: 'utf8' })
        .trim()
        .split('\n')
        .at(-1)!,
    );
  console.log(`| script | characters | first load of the faces | layout (median of ${RUNS}) |`);
  console.log('|---|---|---|---|');
  for (const [name, text] of Object.entries(TITLES)) {
    const { firstLoad, median } = child(name) as { firstLoad: number; median: number };
    console.log(`| ${name} | ${[...text].length} | ${firstLoad.toFixed(1)} ms | ${median.toFixed(1)} ms |`);
  }
  const shaper = child('shaper') as { ms: number; rssMb: number };
  console.log(`\nHarfBuzz shaper: loaded in ${shaper.ms.toFixed(1)} ms, RSS +${shaper.rssMb.toFixed(1)} MB`);
}
