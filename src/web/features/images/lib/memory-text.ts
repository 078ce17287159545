import { i18n } from '@/i18n/i18n';

/** `text` cut to `max` characters with '...' after it when longer (memory panel, suggestions). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** 'Used 3 times' for an art style option (spec §2); nothing for a style never used. */
export function usageNote(count: number | undefined): string | undefined {
  if (!count) return undefined;
  return i18n.t('images:form.usedTimes', { count });
}
