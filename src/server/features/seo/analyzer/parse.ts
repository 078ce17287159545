import type { ItsFunction, PartOfSpeech } from 'wink-nlp';
import { its, readEnglish } from '../../../writing/nlp/english';
import { splitBlocks, type Block } from './structure';

// Sentences and parts of speech only (nlp/english.ts): entities would double the time per document.

/** Token types that count as words: `word`, and numbers or short forms a reader says aloud. */
const WORD_TYPES = new Set(['word', 'number', 'ordinal', 'decade', 'shortForm', 'wordRP', 'alpha']);

export interface ParsedSentence {
  /** First token (inclusive). */
  start: number;
  /** Last token (exclusive). */
  end: number;
  block: number;
  /** Words in the sentence (see ParsedText.isWord). */
  words: number;
}

/** One document read once by wink; every later step reuses these arrays. */
export interface ParsedText {
  blocks: Block[];
  values: string[];
  /** Lower-case form (contractions expanded: "n't" → "not"). */
  normals: string[];
  lemmas: string[];
  /**
   * The form a token takes as the last word of a key phrase: nouns singular ("models" → "model"),
   * also when the tagger calls a capitalised noun a proper noun ("Models" in a heading); any
   * other word as written, lower case ("learning" stays "learning").
   */
  heads: string[];
  pos: PartOfSpeech[];
  types: string[];
  stopWords: boolean[];
  precedingSpaces: string[];
  /**
   * 1 when the token counts as a word. The tail of a contraction or possessive written without a
   * space ("do|n't", "it|'s", "Smith|'s") belongs to the word before it.
   */
  isWord: Uint8Array;
  /** The block each token belongs to. */
  tokenBlock: Int32Array;
  /** Position of each word among all words (from 0); -1 for tokens that are not words. */
  wordIndex: Int32Array;
  sentences: ParsedSentence[];
  wordCount: number;
}

export function parseContent(content: string): ParsedText {
  const blocks = splitBlocks(content);
  // Blocks are joined by a blank line, so wink ends a sentence at every block boundary and the
  // only line-break tokens are the boundaries themselves. Long runs without spaces are cut first
  // (boundTokenLength, as at every wink entry point); a cut adds spaces, never a line break.
  const doc = readEnglish(blocks.map((block) => block.text).join('\n\n'), { entities: false });
  const tokens = doc.tokens();
  // wink's declarations give `its.lemma` an `addons` parameter where `out` passes `cache`; it works
  // at run time (wink supplies the addons), only the declared types disagree.
  const read = joinHyphenated({
    values: tokens.out(),
    normals: tokens.out(its.normal) as string[],
    lemmas: tokens.out(its.lemma as unknown as ItsFunction<string>) as string[],
    pos: tokens.out(its.pos) as PartOfSpeech[],
    types: tokens.out(its.type) as string[],
    stopWords: tokens.out(its.stopWordFlag) as boolean[],
    precedingSpaces: tokens.out(its.precedingSpaces) as string[],
  });
  const { values, normals, lemmas, pos, types, stopWords, precedingSpaces } = read.tokens;
  const count = values.length;

  const singular = new Map<string, string>();
  for (let i = 0; i < count; i += 1) {
    if (pos[i] === 'NOUN') singular.set(normals[i] ?? '', (lemmas[i] ?? '').toLowerCase());
  }
  const heads = normals.map((normal, i) => singular.get(normal) ?? (pos[i] === 'PROPN' ? (lemmas[i] ?? normal).toLowerCase() : normal));

  const isWord = new Uint8Array(count);
  const tokenBlock = new Int32Array(count);
  const wordIndex = new Int32Array(count).fill(-1);
  let block = 0;
  let words = 0;
  let previousWordLike = false;
  for (let i = 0; i < count; i += 1) {
    const type = types[i] ?? '';
    if (type === 'tabCRLF') {
      block += 1;
      tokenBlock[i] = block;
      previousWordLike = false;
      continue;
    }
    tokenBlock[i] = block;
    const wordLike = WORD_TYPES.has(type);
    if (wordLike && !(previousWordLike && precedingSpaces[i] === '')) {
      isWord[i] = 1;
      wordIndex[i] = words;
      words += 1;
    }
    previousWordLike = wordLike;
  }

  const sentences: ParsedSentence[] = [];
  const spans = doc.sentences().out(its.span) as unknown as [number, number][];
  for (const [winkFirst, winkLast] of spans) {
    const first = read.index[winkFirst] ?? 0;
    const last = read.index[winkLast] ?? 0;
    // wink splits at blank lines already; cutting at line-break tokens keeps that a guarantee.
    let start = first;
    for (let i = first; i <= last + 1; i += 1) {
      if (i === last + 1 || types[i] === 'tabCRLF') {
        addSentence(sentences, isWord, tokenBlock, start, i);
        start = i + 1;
      }
    }
  }

  return {
    blocks,
    values,
    normals,
    lemmas,
    heads,
    pos,
    types,
    stopWords,
    precedingSpaces,
    isWord,
    tokenBlock,
    wordIndex,
    sentences,
    wordCount: words,
  };
}

interface TokenArrays {
  values: string[];
  normals: string[];
  lemmas: string[];
  pos: PartOfSpeech[];
  types: string[];
  stopWords: boolean[];
  precedingSpaces: string[];
}

const HYPHEN = /^[-‐‑]$/;
const NUMERIC = /^\d+$/;
const NOUN_TAGS = new Set<PartOfSpeech>(['NOUN', 'PROPN']);
const MODIFIER_TAGS = new Set<PartOfSpeech>(['DET', 'ADJ', 'NUM', 'PRON']);

/**
 * wink splits "pour-over" into "pour", "-", "over" (and tags "over" a stop word), which would hide
 * every hyphenated key phrase ("pour-over coffee", "long-tail keywords"). Words joined by hyphens
 * with no space become one token here, one word as a reader counts it. Its tag: a noun when its
 * last part is one ("e-mail", "long-tail") or it ends a noun phrase ("a good pour-over."), an
 * adjective when a noun follows ("pour-over coffee", "well-known brands") or otherwise ("is
 * well-known"), a number for "24-7".
 * `index` maps each of wink's token indexes to the joined token that holds it.
 */
function joinHyphenated(wink: TokenArrays): { tokens: TokenArrays; index: Int32Array } {
  const index = new Int32Array(wink.values.length + 1);
  const out: TokenArrays = { values: [], normals: [], lemmas: [], pos: [], types: [], stopWords: [], precedingSpaces: [] };
  const isWordToken = (i: number) => wink.types[i] === 'word' || wink.types[i] === 'number';
  for (let i = 0; i < wink.values.length; i += 1) {
    let end = i + 1;
    if (isWordToken(i)) {
      while (
        end + 1 < wink.values.length &&
        HYPHEN.test(wink.values[end] ?? '') &&
        wink.precedingSpaces[end] === '' &&
        wink.precedingSpaces[end + 1] === '' &&
        isWordToken(end + 1)
      ) {
        end += 2;
      }
    }
    const at = out.values.length;
    for (let j = i; j < end; j += 1) index[j] = at;
    if (end === i + 1) {
      out.values.push(wink.values[i] ?? '');
      out.normals.push(wink.normals[i] ?? '');
      out.lemmas.push(wink.lemmas[i] ?? '');
      out.pos.push(wink.pos[i] ?? 'X');
      out.types.push(wink.types[i] ?? '');
      out.stopWords.push(wink.stopWords[i] ?? false);
      out.precedingSpaces.push(wink.precedingSpaces[i] ?? '');
      continue;
    }
    const parts = wink.values.slice(i, end);
    const numeric = parts.every((part, k) => k % 2 === 1 || NUMERIC.test(part));
    const nextTag = wink.pos[end] ?? 'X';
    const endsNounPhrase = NOUN_TAGS.has(wink.pos[end - 1] ?? 'X') || MODIFIER_TAGS.has(wink.pos[i - 1] ?? 'X');
    const tag: PartOfSpeech = numeric ? 'NUM' : !NOUN_TAGS.has(nextTag) && endsNounPhrase ? 'NOUN' : 'ADJ';
    const joined = parts.join('');
    const lower = joined.toLowerCase();
    out.values.push(joined);
    out.normals.push(lower);
    // The last part takes its lemma ("pour-overs" → "pour-over"), the rest stay as written.
    out.lemmas.push(wink.normals.slice(i, end - 1).join('') + (wink.lemmas[end - 1] ?? '').toLowerCase());
    out.pos.push(tag);
    out.types.push(numeric ? 'number' : 'word');
    out.stopWords.push(false);
    out.precedingSpaces.push(wink.precedingSpaces[i] ?? '');
    i = end - 1;
  }
  index[wink.values.length] = out.values.length;
  return { tokens: out, index };
}

function addSentence(sentences: ParsedSentence[], isWord: Uint8Array, tokenBlock: Int32Array, start: number, end: number): void {
  let words = 0;
  for (let i = start; i < end; i += 1) words += isWord[i] ?? 0;
  if (words === 0) return;
  sentences.push({ start, end, block: tokenBlock[start] ?? 0, words });
}

/** The sentence's text as written (tokens joined with their original spacing). */
export function sentenceText(parsed: ParsedText, sentence: ParsedSentence): string {
  let text = '';
  for (let i = sentence.start; i < sentence.end; i += 1) {
    text += (i === sentence.start ? '' : parsed.precedingSpaces[i]) + (parsed.values[i] ?? '');
  }
  return text.trim();
}
