// Cost of the control-character check every JSON body, query and socket message goes through
// (src/shared/control-characters.ts), on 1 MB bodies (the server's body limit), next to the
// JSON.parse that comes before it. No budget: it must stay small beside the parse, also for a
// body nested as deep as 1 MB allows (the walk is iterative, so depth cannot overflow the stack).
// Usage: npx tsx bench/control-characters.ts [runs]
import { performance } from 'node:perf_hooks';
import { findControlCharacter } from '../src/shared/control-characters';

const RUNS = Number(process.argv[2] ?? 30);
const LIMIT = 1024 * 1024;

const manyFields = JSON.stringify(
  Object.fromEntries(Array.from({ length: 20_000 }, (_, index) => [`field${index}`, `value number ${index} with some words`])),
).slice(0, LIMIT);
const bodies: Record<string, string> = {
  'one 1 MB string': JSON.stringify({ content: 'lorem ipsum dolor sit amet '.repeat(Math.floor((LIMIT - 20) / 27)) }),
  '20,000 short fields': manyFields.endsWith('}') ? manyFields : `${manyFields.slice(0, manyFields.lastIndexOf(','))}}`,
  '70,000-item array of objects': JSON.stringify(Array.from({ length: 70_000 }, (_, index) => ({ i: `${index}` }))),
  'arrays nested 500,000 deep': `${'['.repeat(500_000)}"x"${']'.repeat(500_000)}`,
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

console.log(`| body | size | JSON.parse (median) | check (median) | check (max) |`);
console.log(`|---|---|---|---|---|`);
for (const [name, text] of Object.entries(bodies)) {
  const parses: number[] = [];
  const checks: number[] = [];
  for (let run = 0; run < RUNS + 3; run += 1) {
    const parseStart = performance.now();
    const value: unknown = JSON.parse(text);
    const parsed = performance.now();
    if (findControlCharacter(value) !== undefined) throw new Error(`${name}: unexpected control character`);
    const checked = performance.now();
    if (run < 3) continue; // warm-up
    parses.push(parsed - parseStart);
    checks.push(checked - parsed);
  }
  const kb = (Buffer.byteLength(text) / 1024).toFixed(0);
  console.log(
    `| ${name} | ${kb} KB | ${median(parses).toFixed(2)} ms | ${median(checks).toFixed(2)} ms | ${Math.max(...checks).toFixed(2)} ms |`,
  );
}
