// Narration alignment: a creator's own reading of a script, timed word by word against it.
export {
  createAligner,
  narrationNotMatched,
  narrationSilent,
  toTimedWords,
  type AlignedWord,
  type Aligner,
  type AlignmentResult,
} from './aligner';
