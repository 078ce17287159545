/** `text` cut to `max` characters with '...' after it when longer (memory panel, suggestions). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** 'Used 3 times' for an art style option (spec §2); nothing for a style never used. */
export function usageNote(count: number | undefined): string | undefined {
  if (!count) return undefined;
  return `Used ${count} ${count === 1 ? 'time' : 'times'}`;
}
