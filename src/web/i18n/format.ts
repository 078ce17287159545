import { useTranslation } from 'react-i18next';
import { activeLocale } from './i18n';

// Dates, numbers, durations and prices in the interface language (Intl), one formatter per shape.

export const formatNumber = (value: number, options?: Intl.NumberFormatOptions, locale: string = activeLocale()) =>
  new Intl.NumberFormat(locale, options).format(value);

export const formatDate = (
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
  locale: string = activeLocale(),
) => new Intl.DateTimeFormat(locale, options).format(new Date(value));

export const formatDateTime = (value: Date | string | number, locale: string = activeLocale()) =>
  formatDate(value, { dateStyle: 'medium', timeStyle: 'short' }, locale);

/** A price from cents: `formatPrice(1999, 'USD')` → $19.99 / 19,99 $. */
export const formatPrice = (cents: number, currency: string, locale: string = activeLocale()) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

/** How long ago or until, in words: "3 minutes ago", "hace 3 minutos". */
export function formatRelative(value: Date | string | number, now = Date.now(), locale: string = activeLocale()): string {
  const seconds = Math.round((new Date(value).getTime() - now) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['week', 604_800],
    ['day', 86_400],
    ['hour', 3600],
    ['minute', 60],
  ];
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(seconds, 'second');
}

/** A length of time in the language's units: "1 min 5 sec", "1 min y 5 s". */
export function formatDuration(totalSeconds: number, locale: string = activeLocale()): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const parts = { hours: Math.floor(seconds / 3600), minutes: Math.floor((seconds % 3600) / 60), seconds: seconds % 60 };
  const DurationFormat = (
    Intl as unknown as { DurationFormat?: new (locale: string, options: object) => { format(duration: object): string } }
  ).DurationFormat;
  if (DurationFormat) return new DurationFormat(locale, { style: 'short' }).format(parts);
  const unit = (value: number, name: 'hour' | 'minute' | 'second') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  const shown = [
    parts.hours ? unit(parts.hours, 'hour') : '',
    parts.minutes ? unit(parts.minutes, 'minute') : '',
    parts.seconds || seconds === 0 ? unit(parts.seconds, 'second') : '',
  ];
  return shown.filter(Boolean).join(' ');
}

/** The formatters bound to the language a component renders in (re-rendered when it changes). */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return {
    locale,
    number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, options, locale),
    date: (value: Date | string | number, options?: Intl.DateTimeFormatOptions) => formatDate(value, options, locale),
    dateTime: (value: Date | string | number) => formatDateTime(value, locale),
    price: (cents: number, currency: string) => formatPrice(cents, currency, locale),
    relative: (value: Date | string | number, now?: number) => formatRelative(value, now, locale),
    duration: (seconds: number) => formatDuration(seconds, locale),
  };
}
