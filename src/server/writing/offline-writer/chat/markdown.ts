import { numberWord } from '../slots';

/** The few Markdown shapes the chat replies use: short headings, bullet lists and bold labels. */

export function heading(level: 2 | 3, text: string): string {
  return `${'#'.repeat(level)} ${text}`;
}

export function labelled(label: string, text: string): string {
  return `**${label}:** ${text}`;
}

export function bullets(lines: readonly string[]): string {
  return lines.map((line) => `- ${line}`).join('\n');
}

export function numbered(lines: readonly string[]): string {
  return lines.map((line, index) => `${index + 1}. ${line}`).join('\n');
}

/** Blocks separated by one blank line; empty blocks are dropped. */
export function blocks(parts: readonly (string | null | undefined | false)[]): string {
  return parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join('\n\n');
}

/** A sentence with its first letter upper-cased and a full stop unless it already ends in punctuation. */
export function sentence(text: string): string {
  const trimmed = text.trim();
  const capped = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?…"'”)]$/.test(capped) ? capped : `${capped}.`;
}

/** 'Here is one story title' / 'Here are five story titles'. */
export function hereAre(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? `Here is one ${singular}` : `Here are ${numberWord(count)} ${plural}`;
}
