import { isPlanId, plans } from '@shared/catalog/plans';

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Cents in a currency: (2000) → '$20.00', (1000, 'eur') → '€10.00'. An unknown code is shown beside the number. */
export function formatCents(cents: number, currency = 'usd'): string {
  const code = currency.toUpperCase();
  let format = moneyFormats.get(code);
  if (!format) {
    try {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
    } catch {
      return `${(cents / 100).toFixed(2)} ${code}`;
    }
    moneyFormats.set(code, format);
  }
  return format.format(cents / 100);
}

const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Nov 27, 2026, 10:42 AM' in the browser's time zone; '—' for none. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? dateTimeFormat.format(date) : '—';
}

/** 'Nov 27, 2026'; '—' for none. */
export function formatDay(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? dateFormat.format(date) : '—';
}

const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A chart's day label: '2026-11-27' → 'Nov 27' (the server's days are UTC dates). */
export function formatChartDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return match ? shortDay.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : day;
}

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-11' → 'November 2026'. */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  return match ? monthFormat.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)) : month;
}

/** This month as the payouts API names it (UTC): '2026-11'. */
export function currentMonth(now = new Date()): string {
  return now.toISOString().slice(0, 7);
}

/** A plan id as the catalogue names it ('weekly' → 'Weekly Basic'); 'No plan' for none. */
export function planName(planId: string | null | undefined): string {
  if (!planId) return 'No plan';
  if (isPlanId(planId)) return plans[planId].name;
  return planId.charAt(0).toUpperCase() + planId.slice(1);
}

const statusLabels: Record<string, string> = {
  trialing: 'Trial',
  trial_expired: 'Trial expired',
  active: 'Active',
  past_due: 'Past due',
  canceled: 'Canceled',
};

/** A subscription status for people: 'trial_expired' → 'Trial expired'. */
export function subscriptionLabel(status: string): string {
  return statusLabels[status] ?? status;
}

/** 'pending' → 'Pending'. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const numberFormat = new Intl.NumberFormat('en-US');

/** 12345 → '12,345'. */
export function formatCount(count: number): string {
  return numberFormat.format(count);
}

/** A long id cut for a table cell: the first 8 characters. */
export function shortId(id: string): string {
  return id.length > 8 ? id.slice(0, 8) : id;
}
