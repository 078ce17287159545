import { isPlanId } from '@shared/catalog/plans';
import { i18n } from '@/i18n/i18n';
import { formatDate, formatNumber, formatPrice } from '@/i18n/format';
import { planName as catalogPlanName } from '@/lib/plan-text';

// The console's figures in the interface language (read at the time they are shown).

/** Cents in a currency: (2000) → '$20.00', (1000, 'eur') → '€10.00'. An unknown code is shown beside the number. */
export function formatCents(cents: number, currency = 'usd'): string {
  const code = currency.toUpperCase();
  try {
    return formatPrice(cents, code);
  } catch {
    return `${formatNumber(cents / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${code}`;
  }
}

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Nov 27, 2026, 10:42 AM' in the browser's time zone; '—' for none. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? formatDate(date, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
}

/** 'Nov 27, 2026'; '—' for none. */
export function formatDay(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? formatDate(date, { dateStyle: 'medium' }) : '—';
}

/** A chart's day label: '2026-11-27' → 'Nov 27' (the server's days are UTC dates). */
export function formatChartDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return match
    ? formatDate(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])), { month: 'short', day: 'numeric', timeZone: 'UTC' })
    : day;
}

/** '2026-11' → 'November 2026'. */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  return match
    ? formatDate(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1), { month: 'long', year: 'numeric', timeZone: 'UTC' })
    : month;
}

/** This month as the payouts API names it (UTC): '2026-11'. */
export function currentMonth(now = new Date()): string {
  return now.toISOString().slice(0, 7);
}

/** A plan id as the catalogue names it ('weekly' → 'Weekly Basic'); 'No plan' for none. */
export function planName(planId: string | null | undefined): string {
  if (!planId) return i18n.t('admin:common.noPlan');
  if (isPlanId(planId)) return catalogPlanName(planId);
  return capitalize(planId);
}

const subscriptionStatuses = ['trialing', 'trial_expired', 'active', 'past_due', 'canceled'] as const;
type KnownSubscriptionStatus = (typeof subscriptionStatuses)[number];

/** A subscription status for people: 'trial_expired' → 'Trial expired'. */
export function subscriptionLabel(status: string): string {
  return (subscriptionStatuses as readonly string[]).includes(status)
    ? i18n.t(`admin:subscriptionStatus.${status as KnownSubscriptionStatus}`)
    : status;
}

/** 'pending' → 'Pending'. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 12345 → '12,345'. */
export function formatCount(count: number): string {
  return formatNumber(count);
}

/** A long id cut for a table cell: the first 8 characters. */
export function shortId(id: string): string {
  return id.length > 8 ? id.slice(0, 8) : id;
}
