/**
 * Filling sentence templates: '{kp}' takes the value of kp, '{Kp}' the same value with a capital
 * first letter. Unknown slots are a programming error and throw, so a draft never shows braces.
 */

export type SlotValues = Record<string, string>;

/** Upper-cases the first letter, leaving brand spellings such as 'iPhone' alone. */
export function capitalize(text: string): string {
  if (/^[a-z]+[A-Z]/.test(text)) return text;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function fill(template: string, values: SlotValues): string {
  const filled = template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const lowerKey = key.charAt(0).toLowerCase() + key.slice(1);
    const value = values[lowerKey];
    if (value === undefined) throw new Error(`No value for slot {${key}}`);
    return key === lowerKey ? value : capitalize(value);
  });
  return filled.replace(/\s+/g, ' ').trim();
}

/** 'a', 'a and b', 'a, b and c'. */
export function listJoin(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

export function numberWord(n: number): string {
  return NUMBER_WORDS[n] ?? String(n);
}

/** Words in a piece of spoken text (same rule as countSpokenWords, without the bracket removal). */
export function wordsIn(text: string): number {
  let count = 0;
  for (const run of text.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(run)) count += 1;
  return count;
}
