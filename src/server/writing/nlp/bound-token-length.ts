/**
 * The longest run of non-space characters any wink-nlp reading here is given (counted in code
 * points). wink's tokenizer takes time quadratic in the length of such a run: it splits a run
 * piece by piece, rescanning what is left each time, so 32,000 characters of "ab-" take 1.6 s and
 * 99 KB 24 s, blocking the thread. Cut into runs of this length, the work grows linearly with the
 * text. English words are far shorter; a URL or an identifier longer than this is cut in two, which
 * at worst adds a word to a count.
 */
export const MAX_TOKEN_LENGTH = 100;

// JavaScript's \s is the set wink splits on before its tokenizer looks inside a run (every one of
// its characters ends a run for wink too), so no run can grow past the limit through another space.
const NON_SPACE_RUN = /\S+/g;
const PIECE = new RegExp(`[^]{1,${MAX_TOKEN_LENGTH}}`, 'gu');

/** The text with every run of non-space characters longer than MAX_TOKEN_LENGTH cut by spaces. */
export function boundTokenLength(text: string): string {
  return text.replace(NON_SPACE_RUN, (run) =>
    // `length` counts UTF-16 units, never fewer than code points: a short run is left as it is.
    run.length <= MAX_TOKEN_LENGTH ? run : (run.match(PIECE) ?? [run]).join(' '),
  );
}
