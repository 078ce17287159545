import removeMarkdown from 'remove-markdown';

/**
 * Production cues a script carries for the editor, not the narrator: [B-ROLL: city at night],
 * [HOOK], [PAUSE], [MUSIC UP] … Any bracketed run whose first word is upper-case counts as a cue.
 * So are the offline writer's slots for the creator ([ADD: day 2 — the place you visit and why]) and
 * the engine header older drafts carry ([OFFLINE DRAFT · Tutorial · …]): a '·' may follow the first
 * words as a ':' may. Markdown links ([text](url)) are not cues: a '(' right after the bracket keeps them.
 */
const cuePattern = /\[(?:[A-Z][A-Z0-9 _&/'-]*(?:[:·][^\]\n]*)?|b-roll[^\]\n]*)\](?!\()/gi;

/** Pictographs with their modifiers: skin tones, variation selectors, joiners, keycaps, flags, tags. */
const emojiPattern =
  /(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|[#*0-9]\uFE0F?\u20E3)(?:[\u{1F3FB}-\u{1F3FF}\u{E0020}-\u{E007F}]|\uFE0F|\u20E3|\u200D\p{Extended_Pictographic})*/gu;

/** Strips cues, Markdown and emoji and tidies the spacing, leaving only what should be spoken. */
export function cleanForSpeech(input: string): string {
  const withoutCues = input.replace(cuePattern, ' ');
  const plain = removeMarkdown(withoutCues, { gfm: true, useImgAltText: true });
  return (
    plain
      .replace(emojiPattern, ' ')
      // Stray variation selectors and joiners left when an emoji was already partly removed.
      .replace(/[\uFE0E\uFE0F\u200D]/g, '')
      // Horizontal rules and table pipes that survive as punctuation only.
      .replace(/^[ \t]*[-*_=|]{3,}[ \t]*$/gm, '')
      .replace(/[ \t]+/g, ' ')
      .replace(/ +([,.!?;:])/g, '$1')
      .split('\n')
      .map((line) => line.trim())
      .filter((line, index, lines) => line !== '' || (index > 0 && lines[index - 1] !== ''))
      .join('\n')
      .trim()
  );
}

const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

/** Titles and short forms after which Intl.Segmenter wrongly ends a sentence ("Dr. Smith"). */
const abbreviation = /(?:^|\s)(?:Mr|Mrs|Ms|Mx|Dr|Prof|Sr|Jr|St|Mt|vs|etc|approx|No|Fig|e\.g|i\.e)\.$/i;

/**
 * Splits cleaned text into sentences (Unicode sentence boundaries, as Intl.Segmenter finds them).
 * A line break also ends a sentence, so headings and list items without a full stop stand alone.
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const line of text.split(/\n+/)) {
    const lineStart = sentences.length;
    for (const { segment } of segmenter.segment(line)) {
      const sentence = segment.trim();
      const previous = sentences.at(-1);
      if (previous !== undefined && sentences.length > lineStart && abbreviation.test(previous)) {
        sentences[sentences.length - 1] = `${previous} ${sentence}`;
      } else if (/[\p{L}\p{N}]/u.test(sentence)) {
        sentences.push(sentence);
      }
    }
  }
  return sentences;
}
