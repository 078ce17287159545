// SEO analysis time for a 5,000-word article (budget: median ≤ 50 ms, DESIGN.md §6).
// Then the same article through the route's worker-thread pool (features/seo/analysis-pool.ts),
// one analysis at a time: the difference is what running off the event loop costs.
// Usage: npx tsx bench/seo-analyzer.ts [runs]
// The article is assembled from a seeded generator (same text every run): a title, sections with
// headings, paragraphs of 3–6 sentences mixing short and long, active and passive sentences over
// a varied vocabulary, so every stage (parsing, key phrases, checks, suggestions) does real work.
import { performance } from 'node:perf_hooks';
import { createSeoAnalysisPool } from '../src/server/features/seo/analysis-pool';
import { analyzeSeo } from '../src/server/features/seo/analyzer/index.ts';
import { createLogger } from '../src/server/http/logger';
import { mulberry32 } from '../src/server/lib/seeded-random';

const TARGET_WORDS = 5000;
const WARM_UP_RUNS = 10;
const RUNS = Number(process.argv[2] ?? 50);

const random = mulberry32(20261122);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const topics = [
  'home espresso',
  'milk frothing',
  'grinder settings',
  'coffee beans',
  'water temperature',
  'extraction time',
  'pour over brewing',
  'cold brew coffee',
  'espresso machine maintenance',
  'latte art',
  'roast profiles',
  'brew ratio',
] as const;
const people = ['home baristas', 'beginners', 'coffee lovers', 'small cafés', 'experienced roasters', 'many readers'];
const verbs = ['improves', 'changes', 'shapes', 'balances', 'reveals', 'controls', 'affects', 'highlights'];
const qualities = ['sweetness', 'acidity', 'body', 'bitterness', 'aroma', 'texture', 'clarity', 'crema'];
const adjectives = ['fresh', 'consistent', 'balanced', 'bright', 'smooth', 'rich', 'delicate', 'bold'];
const tools = ['a digital scale', 'a burr grinder', 'a gooseneck kettle', 'a thermometer', 'a timer', 'a tamper'];
const advice = [
  'Start with small changes and taste each cup carefully.',
  'Write down every adjustment so you can repeat a good result.',
  'Clean your equipment after each session.',
  'Buy beans in small bags and use them within a month.',
  'Keep your beans in an airtight container away from light.',
  'Trust your palate more than any chart.',
];

const sentenceMakers: (() => string)[] = [
  () => `Good ${pick(topics)} ${pick(verbs)} the ${pick(qualities)} of every cup.`,
  () => `Many ${pick(people)} find that ${pick(topics)} ${pick(verbs)} ${pick(qualities)} more than they expected.`,
  () => `With ${pick(tools)}, ${pick(people)} can measure ${pick(topics)} and keep the ${pick(qualities)} ${pick(adjectives)}.`,
  () => pick(advice),
  () =>
    `The ${pick(qualities)} of a ${pick(adjectives)} cup is often determined by ${pick(topics)}, ` +
    `which is easily overlooked by ${pick(people)}.`,
  () =>
    `When ${pick(people)} adjust ${pick(topics)} together with ${pick(topics)}, the ${pick(qualities)} ` +
    `and the ${pick(qualities)} of the drink change in ways that reward patient experiments over several mornings.`,
  () => `Try ${pick(tools)} for a week and notice how ${pick(topics)} ${pick(verbs)} the ${pick(qualities)}.`,
  () => `A ${pick(adjectives)} approach to ${pick(topics)} keeps the ${pick(qualities)} steady.`,
  () =>
    `Although ${pick(topics)} seems simple, it ${pick(verbs)} ${pick(qualities)}, ${pick(qualities)} ` +
    `and ${pick(qualities)} at the same time, so ${pick(people)} should change one variable at a time.`,
];

function titleCase(text: string): string {
  return text.replace(/\b\p{Ll}/gu, (letter) => letter.toUpperCase());
}

function buildArticle(): string {
  const parts = ['# A Practical Guide to Home Espresso'];
  let words = 0;
  while (words < TARGET_WORDS) {
    parts.push(`## ${titleCase(pick(topics))}: ${pick(['What to Know', 'Common Mistakes', 'Simple Steps', 'Why It Matters'])}`);
    const paragraphs = 2 + Math.floor(random() * 3);
    for (let p = 0; p < paragraphs && words < TARGET_WORDS; p += 1) {
      const sentences = Array.from({ length: 3 + Math.floor(random() * 4) }, () => pick(sentenceMakers)());
      const paragraph = sentences.join(' ');
      words += paragraph.split(/\s+/).length;
      parts.push(paragraph);
    }
  }
  return parts.join('\n\n');
}

const content = buildArticle();
const input = { content, targetAudience: 'General', competition: 'Medium' } as const;
const wordCount = content.split(/\s+/).length;

const coldStart = performance.now();
const first = analyzeSeo(input);
const coldMs = performance.now() - coldStart;
for (let i = 0; i < WARM_UP_RUNS; i += 1) analyzeSeo(input);
const pool = createSeoAnalysisPool({ threads: 1, queue: 8, timeoutMs: 5_000 }, createLogger('silent'));
for (let i = 0; i < WARM_UP_RUNS; i += 1) await pool.analyze(input);

// In process and through the pool in turn, so a change in the machine's load touches both alike.
const times: number[] = [];
const pooled: number[] = [];
for (let i = 0; i < RUNS; i += 1) {
  let start = performance.now();
  analyzeSeo(input);
  times.push(performance.now() - start);
  start = performance.now();
  await pool.analyze(input);
  pooled.push(performance.now() - start);
}
await pool.close();
times.sort((a, b) => a - b);
pooled.sort((a, b) => a - b);
const quantileOf = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
const quantile = (q: number) => quantileOf(times, q);

const ms = (value: number | undefined) => `${(value ?? NaN).toFixed(1)} ms`;
const kib = (content.length / 1024).toFixed(1);
console.log(`SEO analyzer, ${wordCount} words (${kib} KiB), ${RUNS} runs after ${WARM_UP_RUNS} warm-up`);
console.log(`  first call (includes JIT warm-up): ${ms(coldMs)}`);
console.log(`  median ${ms(quantile(0.5))} · p95 ${ms(quantile(0.95))} · min ${ms(times[0])} · max ${ms(times.at(-1))}`);
console.log(`  score ${first.seoScore}, main key phrase "${first.mainKeyPhrase}", ${first.tags.length} tags`);
console.log(
  `  through the worker pool: median ${ms(quantileOf(pooled, 0.5))} · p95 ${ms(quantileOf(pooled, 0.95))} · min ${ms(pooled[0])}` +
    ` (median ${ms(quantileOf(pooled, 0.5) - quantile(0.5))} more than in process)`,
);
const budgetMs = 50;
if (quantile(0.5) > budgetMs) {
  console.log(`  over budget: median above ${budgetMs} ms`);
  process.exitCode = 1;
}
