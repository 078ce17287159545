// The English model's syllable counter (the one its readability statistics use). The model ships
// it as a plain CommonJS file without type declarations.
declare module 'wink-eng-lite-web-model/dist/syllables.js' {
  /** Syllables in a lower-case word; at least 1. */
  const syllables: (word: string) => number;
  export default syllables;
}
