import type { ItsFunction, PartOfSpeech } from 'wink-nlp';
import { its, readEnglish } from '../../../nlp/english';
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
  const values = tokens.out();
  const normals = tokens.out(its.normal) as string[];
  // wink's declarations give `its.lemma` an `addons` parameter where `out` passes `cache`; it works
  // at run time (wink supplies the addons), only the declared types disagree.
  const lemmas = tokens.out(its.lemma as unknown as ItsFunction<string>) as string[];
  const pos = tokens.out(its.pos) as PartOfSpeech[];
  const types = tokens.out(its.type) as string[];
  const stopWords = tokens.out(its.stopWordFlag) as boolean[];
  const precedingSpaces = tokens.out(its.precedingSpaces) as string[];
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
  for (const [first, last] of spans) {
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
