import { AFFILIATE_COMMISSION_RATE, commissionCents, isPlanId, planList } from '@shared/catalog/plans';
import { formatDate as formatDateIn, formatNumber, formatPrice } from '@/i18n/format';
import { i18n } from '@/i18n/i18n';
import { planName } from '@/lib/plan-text';

// Every text here is in the interface language (`locale`: the one a component renders in, else the active one).

/** '30%', from the rate the server pays. */
export const commissionPercent = (locale?: string) => formatNumber(AFFILIATE_COMMISSION_RATE, { style: 'percent' }, locale);

/** The catalogue's plans with the affiliate's share of each price in cents (DESIGN.md §4: never typed by hand). */
export const commissionRows = planList.map((plan) => ({ plan, commissionCents: commissionCents(plan.priceCents) }));

/** A price in cents of the catalogue's currency: 699 → '$6.99'. */
export const formatCents = (cents: number, locale?: string) => formatPrice(cents, 'USD', locale);

/** '$2.10 to $15.00': the smallest and largest commission a conversion earns. */
export function commissionRange(locale?: string): string {
  const amounts = commissionRows.map((row) => row.commissionCents);
  return i18n.t('affiliates:format.range', {
    lng: locale,
    from: formatCents(Math.min(...amounts), locale),
    to: formatCents(Math.max(...amounts), locale),
  });
}

/** The API's dollar amounts: 2.1 → '$2.10', 1234.5 → '$1,234.50'. */
export function formatDollars(amount: number, locale?: string): string {
  return formatCents(Math.round(amount * 100), locale);
}

/** The server's percentage (one decimal): 100 → '100%', 33.3 → '33.3%', 0 → '0%'. */
export function formatConversionRate(percent: number, locale?: string): string {
  return formatNumber(Number(percent.toFixed(1)) / 100, { style: 'percent', maximumFractionDigits: 1 }, locale);
}

/** 'Jul 15, 2025' in the browser's time zone; '' for a date that is not one. */
export function formatDate(iso: string, locale?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDateIn(date, { month: 'short', day: 'numeric', year: 'numeric' }, locale);
}

/** A payout's month: '2025-07' → 'July 2025' (UTC both ways: never shifted by the browser's time zone). */
export function formatPayoutMonth(month: string, locale?: string): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])/.exec(month);
  return match
    ? formatDateIn(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1), { month: 'long', year: 'numeric', timeZone: 'UTC' }, locale)
    : month;
}

/** A referral's plan as the catalogue names it; 'Trial' while the referred user has not paid. */
export function planLabel(subscriptionPlan: string | null, locale?: string): string {
  if (subscriptionPlan === null) return i18n.t('affiliates:plans.trial', { lng: locale });
  if (isPlanId(subscriptionPlan)) return planName(subscriptionPlan, locale);
  return subscriptionPlan.charAt(0).toUpperCase() + subscriptionPlan.slice(1);
}

/** The link an affiliate shares: this site with `?ref=` and their code. */
export function affiliateLink(code: string, origin = window.location.origin): string {
  return `${origin}/?ref=${encodeURIComponent(code)}`;
}
