import { AFFILIATE_COMMISSION_RATE, commissionCents, formatPrice, isPlanId, planList, plans } from '@shared/catalog/plans';

/** '30%', from the rate the server pays. */
export const commissionPercent = `${Math.round(AFFILIATE_COMMISSION_RATE * 100)}%`;

/** The catalogue's plans with the affiliate's share of each price (DESIGN.md §4: never typed by hand). */
export const commissionRows = planList.map((plan) => ({
  plan,
  commission: formatPrice(commissionCents(plan.priceCents)),
}));

/** '$2.10 to $15.00': the smallest and largest commission a conversion earns. */
export function commissionRange(): string {
  const amounts = planList.map((plan) => commissionCents(plan.priceCents));
  return `${formatPrice(Math.min(...amounts))} to ${formatPrice(Math.max(...amounts))}`;
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** The API's dollar amounts: 2.1 → '$2.10', 1234.5 → '$1,234.50'. */
export function formatDollars(amount: number): string {
  return dollars.format(amount);
}

/** The server's percentage (one decimal): 100 → '100%', 33.3 → '33.3%', 0 → '0%'. */
export function formatConversionRate(percent: number): string {
  return `${Number(percent.toFixed(1))}%`;
}

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 'Jul 15, 2025' in the browser's time zone; '' for a date that is not one. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dayFormat.format(date);
}

// UTC both ways: the month is read from the string, never shifted by the browser's time zone.
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A payout's month: '2025-07' → 'July 2025'. */
export function formatPayoutMonth(month: string): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])/.exec(month);
  return match ? monthFormat.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)) : month;
}

/** A referral's plan as the catalogue names it; 'Trial' while the referred user has not paid. */
export function planLabel(subscriptionPlan: string | null): string {
  if (subscriptionPlan === null) return 'Trial';
  if (isPlanId(subscriptionPlan)) return plans[subscriptionPlan].name;
  return subscriptionPlan.charAt(0).toUpperCase() + subscriptionPlan.slice(1);
}

/** The link an affiliate shares: this site with `?ref=` and their code. */
export function affiliateLink(code: string, origin = window.location.origin): string {
  return `${origin}/?ref=${encodeURIComponent(code)}`;
}
