// How often the request reader gets the subject and the kind right (issue 45; target: ≥ 90% of
// each) on labelled sets of topics and requests modelled on real video titles across niches, each
// labelled with its subject (as written in it) and its kind, written without looking at the reader
// (bench/labelled/reading-topics*.json: the set the rules were written on, a second used to find what
// they missed, and a third measured once, untouched). A subject counts when it matches the label
// ignoring case and a leading article. With one file, prints its misses and the accuracy per kind.
// Usage: npx tsx bench/reading.ts [labelled.json]
import { readFile } from 'node:fs/promises';
import { readRequest } from '../src/server/writing/reading/read-request';

interface Labelled {
  topic: string;
  subject: string;
  kind: string;
}

interface Score {
  requests: number;
  subjects: number;
  kinds: number;
  perKind: Map<string, { right: number; all: number }>;
  misses: string[];
  msPerRequest: number;
}

const same = (a: string, b: string) => a.toLowerCase().replace(/^(the|a|an) /, '') === b.toLowerCase().replace(/^(the|a|an) /, '');

async function score(file: string | URL): Promise<Score> {
  const set = JSON.parse(await readFile(file, 'utf8')) as Labelled[];
  const result: Score = { requests: set.length, subjects: 0, kinds: 0, perKind: new Map(), misses: [], msPerRequest: 0 };
  const started = performance.now();
  for (const entry of set) {
    const reading = readRequest(entry.topic);
    const subjectRight = same(reading.subject, entry.subject);
    const kindRight = reading.kind === entry.kind;
    result.subjects += Number(subjectRight);
    result.kinds += Number(kindRight);
    const tally = result.perKind.get(entry.kind) ?? { right: 0, all: 0 };
    tally.right += Number(kindRight);
    tally.all += 1;
    result.perKind.set(entry.kind, tally);
    if (!subjectRight || !kindRight) {
      const subject = subjectRight ? 'ok' : `"${reading.subject}" (label "${entry.subject}")`;
      result.misses.push(`${entry.topic}\n    subject ${subject}, kind ${kindRight ? 'ok' : `${reading.kind} (label ${entry.kind})`}`);
    }
  }
  result.msPerRequest = (performance.now() - started) / set.length;
  return result;
}

const percent = (right: number, all: number) => `${((100 * right) / all).toFixed(1)}%`;
const files = process.argv[2]
  ? [process.argv[2]]
  : ['reading-topics.json', 'reading-topics-holdout.json', 'reading-topics-test.json'].map(
      (name) => new URL(`labelled/${name}`, import.meta.url),
    );

console.log('| set | requests | subjects right | kinds right | ms a request |');
console.log('|---|---|---|---|---|');
const scores: Score[] = [];
for (const file of files) {
  const result = await score(file);
  scores.push(result);
  const name = String(file).split('/').at(-1);
  console.log(
    `| ${name} | ${result.requests} | ${result.subjects} (${percent(result.subjects, result.requests)}) | ${result.kinds} (${percent(result.kinds, result.requests)}) | ${result.msPerRequest.toFixed(2)} |`,
  );
}
if (files.length === 1) {
  const [result] = scores;
  console.log(`\n${result!.misses.join('\n')}\n\n| kind | right | of |\n|---|---|---|`);
  for (const [kind, tally] of [...result!.perKind].sort()) console.log(`| ${kind} | ${tally.right} | ${tally.all} |`);
}
