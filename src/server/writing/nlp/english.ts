import { createRequire } from 'node:module';
import { dirname, sep } from 'node:path';
import type { ItsFunction, ItsHelpers } from 'wink-nlp';
import type Model from 'wink-eng-lite-web-model';
import { boundTokenLength } from './bound-token-length';
import { winkNlp } from '../../lib/on-first-use';

// Node's own require, never the bundler's: the model is read from its package, so Node's module cache holds it.
const nodeRequire = createRequire(import.meta.url);

/**
 * English reading for the offline writer, the SEO analyzer and the chat: wink-nlp with its English
 * model, every text passed through the token guard first (wink's tokenizer is quadratic on long
 * runs, see bound-token-length.ts).
 *
 * Two readings of one model, each built on first use (a pipeline parses a few MB of model data;
 * `readDoc` keeps nothing between documents, so one serves every request): the SEO analyzer reads
 * sentences and parts of speech only, since entities would double its time per document, and it
 * runs on its own threads, which never build the other; the offline writer needs the entities (dates,
 * names) of a topic or a chat message, on the main thread.
 */
type Pipeline = ReturnType<ReturnType<typeof winkNlp>>;
let sentencesOnly: Pipeline | undefined;
let withEntities: Pipeline | undefined;

// wink's code and the model's are read with the first pipeline, not with the server.
let model: typeof Model | undefined;
// Through a require of its own each time: Node lists every module a require loads among its parent's
// children, for good, so one shared parent would keep every model ever loaded.
const loadModel = () => (model ??= createRequire(import.meta.url)('wink-eng-lite-web-model') as typeof Model);
const pipeline = (entities: boolean): Pipeline =>
  entities ? (withEntities ??= winkNlp()(loadModel(), ['sbd', 'pos', 'ner'])) : (sentencesOnly ??= winkNlp()(loadModel(), ['sbd', 'pos']));

/** Where the model's files are: what Node's module cache keeps of them is dropped with the pipelines. */
export const modelFolder = () => dirname(nodeRequire.resolve('wink-eng-lite-web-model/package.json')) + sep;

/**
 * A pipeline holds the model's data (tens of MB of heap): both are dropped once unused for this long,
 * as the worker pools' idle threads end, so the memory comes back after a burst of offline scripts and
 * chat replies; the next use builds it again. So is the model's module, which Node's module cache
 * would otherwise keep for ever.
 */
export const PIPELINE_IDLE_MS = 30_000;
let release: NodeJS.Timeout | undefined;
const dropPipelines = () => {
  sentencesOnly = undefined;
  withEntities = undefined;
  model = undefined;
  const folder = modelFolder();
  for (const file of Object.keys(nodeRequire.cache)) if (file.startsWith(folder)) delete nodeRequire.cache[file];
};

/** A wink document of `text` (long runs cut): sentences and parts of speech, and named entities when asked for. */
export function readEnglish(text: string, options: { entities: boolean }) {
  clearTimeout(release);
  // Never keeps a process or a worker thread alive by itself.
  release = setTimeout(dropPipelines, PIPELINE_IDLE_MS).unref();
  return pipeline(options.entities).readDoc(boundTokenLength(text));
}

/**
 * wink's item helpers (`its.value`, `its.pos`, …): one module of the package that every pipeline
 * hands out as `nlp.its`, read here without building a pipeline.
 */
export const its = nodeRequire('wink-nlp/src/its.js') as ItsHelpers;
// wink-nlp's typings give its.lemma an extra 'addons' parameter that its own ItsFunction type rejects.
export const lemmaOf = its.lemma as unknown as ItsFunction<string>;

const SMALL_WORDS = new Set(['a', 'an', 'the', 'and', 'or', 'nor', 'of', 'to', 'in', 'on', 'for', 'at', 'by', 'with', 'vs']);

/**
 * 'cold brew coffee' → 'Cold Brew Coffee': every word capitalised but small ones after the first
 * ('The Art of War'); words with capitals of their own after the first letter ('SEO', 'iPhone') stay.
 */
export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, index) => {
      if (/\p{Lu}/u.test(word.slice(1))) return word;
      if (index > 0 && SMALL_WORDS.has(word.toLowerCase())) return word.toLowerCase();
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ');
}
