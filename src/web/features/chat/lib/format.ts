import { formatDate } from '@/i18n/format';

const timeOptions: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const dayTimeOptions: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };

/** A message's time in the interface language: '3:07 PM' (English). */
export function formatMessageTime(iso: string, locale?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDate(date, timeOptions, locale);
}

/** A conversation's last update: the time today, else 'Jul 15, 3:07 PM' (English). */
export function formatUpdated(iso: string, locale?: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatDate(date, date.toDateString() === now.toDateString() ? timeOptions : dayTimeOptions, locale);
}
