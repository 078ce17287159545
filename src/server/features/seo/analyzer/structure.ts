/**
 * The layout of pasted content: headings, paragraphs and list items, read from line breaks and
 * Markdown markers before any NLP runs. Blank lines separate blocks; a line that ends a sentence
 * ends its paragraph (one paragraph per line is a common paste format), while a line that stops
 * mid-sentence is a hard wrap and continues the paragraph.
 */
export type BlockKind = 'heading' | 'paragraph' | 'list-item';

export interface Block {
  kind: BlockKind;
  /** One line of text: inner line breaks and tabs are spaces, Markdown markers removed. */
  text: string;
}

const MARKDOWN_HEADING = /^#{1,6}\s+(.*?)(?:\s+#+)?$/;
const LIST_ITEM = /^(?:[-*•+▪◦–]|\d{1,3}[.)])\s+(.*)$/;
const ENDS_SENTENCE = /[.!?…:;]["'”’)\]]*$/;
const ENDS_WITH_PUNCTUATION = /[.!?…:;,]["'”’)\]]*$/;
const STARTS_UPPER_OR_DIGIT = /^["'“‘(]*[\p{Lu}\d]/u;
const BLANK = /^\s*$/;
const MAX_HEADING_WORDS = 12;

/** Collapses every run of whitespace (line separators, tabs, no-break spaces) to one space. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function wordCount(line: string): number {
  return line.split(' ').filter((piece) => /[\p{L}\p{N}]/u.test(piece)).length;
}

/**
 * A plain line reads as a heading when it stands on its own (after a blank line, the start or
 * another heading), is short, has no closing punctuation, starts with a capital or a digit, and is
 * followed by a blank line or by a line that starts a new sentence. The content's last line is
 * never a heading: there is nothing for it to head.
 */
function looksLikeHeading(line: string, previousBlank: boolean, next: string | undefined): boolean {
  if (!previousBlank || next === undefined) return false;
  if (ENDS_WITH_PUNCTUATION.test(line) || !STARTS_UPPER_OR_DIGIT.test(line)) return false;
  const words = wordCount(line);
  if (words === 0 || words > MAX_HEADING_WORDS) return false;
  const following = next.trim();
  return following === '' || STARTS_UPPER_OR_DIGIT.test(following) || MARKDOWN_HEADING.test(following);
}

/**
 * Directions a script carries for the editor, not the viewer: every bracketed run ('[HOOK]',
 * '[B-ROLL: a kettle pouring]', '[ADD: a stat]', as countSpokenWords reads scripts) except a
 * Markdown link's text ('[docs](url)'), and stage directions in parentheses: '(pause)', '(beat)',
 * '(laughs)', '(music: …)', '(SFX: …)'.
 */
const CUE =
  /\[[^\]\n]*\](?!\()|\((?:pause|long pause|beat|laughs?|laughing|sighs?|smiles?|(?:music|sfx|sound|cut|transition|on-screen)\b[^)\n]*)\)/gi;

/**
 * The content without cues. A line that held only cues goes entirely, so it neither adds a
 * paragraph break nor ends one; every other line break stays, so paragraphs and sentences stay
 * apart.
 */
export function stripCues(content: string): string {
  return content
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .flatMap((line) => {
      const spoken = line.replace(CUE, ' ');
      return spoken === line ? [line] : BLANK.test(spoken) ? [] : [spoken];
    })
    .join('\n');
}

export function splitBlocks(content: string): Block[] {
  const lines = stripCues(content).split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  // True when the last thing seen was a blank line, the start of the text or a heading.
  let standsAlone = true;

  const flush = () => {
    if (paragraph.length > 0) {
      const text = oneLine(paragraph.join(' '));
      if (text) blocks.push({ kind: 'paragraph', text });
      paragraph = [];
    }
  };
  const push = (kind: BlockKind, raw: string) => {
    const text = oneLine(raw);
    if (text) blocks.push({ kind, text });
  };

  for (let i = 0; i < lines.length; i += 1) {
    const line = oneLine(lines[i] ?? '');
    if (BLANK.test(line)) {
      flush();
      standsAlone = true;
      continue;
    }
    const heading = MARKDOWN_HEADING.exec(line);
    if (heading) {
      flush();
      push('heading', heading[1] ?? '');
      standsAlone = true;
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      flush();
      push('list-item', item[1] ?? '');
      standsAlone = false;
      continue;
    }
    if (paragraph.length === 0 && looksLikeHeading(line, standsAlone, nextLine(lines, i))) {
      push('heading', line);
      standsAlone = true;
      continue;
    }
    const previous = paragraph[paragraph.length - 1];
    if (previous !== undefined && ENDS_SENTENCE.test(previous)) flush();
    paragraph.push(line);
    standsAlone = false;
  }
  flush();
  return blocks;
}

/** The line after `index`, or undefined when only blank lines follow. */
function nextLine(lines: string[], index: number): string | undefined {
  for (let j = index + 1; j < lines.length; j += 1) {
    if (!BLANK.test(lines[j] ?? '')) return lines[index + 1];
  }
  return undefined;
}
