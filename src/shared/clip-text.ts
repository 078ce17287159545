/**
 * `text` on one line, cut at a word within `max` characters (an ellipsis marks the cut): a prompt
 * as a project's title, an idea as a script's topic.
 */
export function clipAtWord(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(' ');
  // A cut mid-word only when the first word alone is too long.
  const atWord = (space >= max / 2 ? cut.slice(0, space) : cut.slice(0, max - 1)).replace(/[\s,;:.–—-]+$/, '');
  return `${atWord}…`;
}
