import syllables from 'wink-eng-lite-web-model/dist/syllables.js';
import type { ParsedText } from './parse';
import { isPassiveSentence } from './passive-voice';

/** A sentence longer than this is long (the usual web-writing guideline). */
export const LONG_SENTENCE_WORDS = 20;

export interface TextStats {
  /** Every word, headings included. */
  words: number;
  /** Sentences of the body text; headings are not sentences. */
  sentences: number;
  headings: number;
  /** Paragraphs and list items. */
  paragraphs: number;
  /** Syllables of the body's alphabetic words (the model's syllable counter). */
  syllables: number;
  averageSentenceWords: number;
  longestSentenceWords: number;
  /** Body sentences over LONG_SENTENCE_WORDS words. */
  longSentences: number;
  /** Words in each paragraph, in order. */
  paragraphWords: number[];
  longestParagraphWords: number;
  passiveSentences: number;
  /**
   * The content word used most (nouns in their singular form), headings included: a word that
   * fills a large share of the text is stuffed even when no phrase repeats.
   */
  topWord: { word: string; count: number };
  /** Flesch reading ease of the body: 206.835 − 1.015 × words/sentence − 84.6 × syllables/word. */
  fleschReadingEase: number;
}

export function computeTextStats(parsed: ParsedText): TextStats {
  const { blocks, sentences, normals, types, isWord } = parsed;
  const paragraphWords: number[] = [];
  const blockParagraph = new Int32Array(blocks.length).fill(-1);
  let headings = 0;
  blocks.forEach((block, index) => {
    if (block.kind === 'heading') {
      headings += 1;
    } else {
      blockParagraph[index] = paragraphWords.length;
      paragraphWords.push(0);
    }
  });

  let bodySentences = 0;
  let bodyWords = 0;
  let alphabeticWords = 0;
  let syllableCount = 0;
  let longSentences = 0;
  let longestSentenceWords = 0;
  let passiveSentences = 0;
  // Words repeat a lot; counting each distinct word once keeps 5,000 words in a few milliseconds.
  const syllablesOf = new Map<string, number>();
  for (const sentence of sentences) {
    const paragraph = blockParagraph[sentence.block] ?? -1;
    if (paragraph < 0) continue;
    paragraphWords[paragraph] = (paragraphWords[paragraph] ?? 0) + sentence.words;
    bodySentences += 1;
    bodyWords += sentence.words;
    if (sentence.words > LONG_SENTENCE_WORDS) longSentences += 1;
    if (sentence.words > longestSentenceWords) longestSentenceWords = sentence.words;
    if (isPassiveSentence(parsed, sentence)) passiveSentences += 1;
    for (let i = sentence.start; i < sentence.end; i += 1) {
      if (isWord[i] && types[i] === 'word') {
        alphabeticWords += 1;
        const word = normals[i] ?? '';
        let count = syllablesOf.get(word);
        if (count === undefined) {
          // The model counts plain words: "pour-over" is "pour" and "over".
          count = word.split('-').reduce((sum, part) => sum + (part ? syllables(part) : 0), 0);
          syllablesOf.set(word, count);
        }
        syllableCount += count;
      }
    }
  }

  const fleschReadingEase =
    bodySentences > 0 && alphabeticWords > 0
      ? 206.835 - 1.015 * (alphabeticWords / bodySentences) - 84.6 * (syllableCount / alphabeticWords)
      : 0;

  return {
    words: parsed.wordCount,
    topWord: mostUsedWord(parsed),
    sentences: bodySentences,
    headings,
    paragraphs: paragraphWords.length,
    syllables: syllableCount,
    averageSentenceWords: bodySentences > 0 ? bodyWords / bodySentences : 0,
    longestSentenceWords,
    longSentences,
    paragraphWords,
    longestParagraphWords: paragraphWords.reduce((max, words) => Math.max(max, words), 0),
    passiveSentences,
    fleschReadingEase: Math.round(fleschReadingEase * 10) / 10,
  };
}

function mostUsedWord(parsed: ParsedText): { word: string; count: number } {
  const counts = new Map<string, number>();
  let top = { word: '', count: 0 };
  for (let i = 0; i < parsed.values.length; i += 1) {
    if (!parsed.isWord[i] || parsed.stopWords[i] || parsed.types[i] !== 'word') continue;
    const word = parsed.heads[i] ?? '';
    if (word.length < 2) continue;
    const count = (counts.get(word) ?? 0) + 1;
    counts.set(word, count);
    if (count > top.count) top = { word, count };
  }
  return top;
}
