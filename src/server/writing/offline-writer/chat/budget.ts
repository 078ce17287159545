/**
 * The Budget field read as money ('$1000/month', '500 dollars a week', '€2k', '2,500') and split
 * across channels so that the parts add up exactly to the whole, in percentages and in money.
 * Amounts are kept in minor units (cents) so no rounding is lost.
 */

export type BudgetPeriod = 'day' | 'week' | 'month' | 'quarter' | 'year';

export interface Currency {
  /** '$', '€', 'CHF'. */
  symbol: string;
  code: string;
  /** Digits after the decimal point: 2 for dollars, 0 for yen. */
  minorDigits: number;
}

export interface Budget {
  /** The amount in minor units (cents, or yen). */
  minor: number;
  /** Null when the text names no currency. */
  currency: Currency | null;
  /** Null when the text names no period: the amount is a campaign total. */
  period: BudgetPeriod | null;
  /** The text gave a range ('$500–1,000'); the amount is its lower end. */
  range: boolean;
}

const CURRENCIES: Record<string, Currency> = {
  USD: { symbol: '$', code: 'USD', minorDigits: 2 },
  EUR: { symbol: '€', code: 'EUR', minorDigits: 2 },
  GBP: { symbol: '£', code: 'GBP', minorDigits: 2 },
  JPY: { symbol: '¥', code: 'JPY', minorDigits: 0 },
  INR: { symbol: '₹', code: 'INR', minorDigits: 2 },
  CAD: { symbol: 'C$', code: 'CAD', minorDigits: 2 },
  AUD: { symbol: 'A$', code: 'AUD', minorDigits: 2 },
  CHF: { symbol: 'CHF', code: 'CHF', minorDigits: 2 },
};

/** Most specific first: 'C$' before '$', 'euros' before 'eur'. */
const CURRENCY_MARKS: readonly [RegExp, string][] = [
  [/\bC\$|\bCAD\b|\bcanadian dollars?\b/i, 'CAD'],
  [/\bA\$|\bAUD\b|\baustralian dollars?\b/i, 'AUD'],
  [/\bUS\$|\bUSD\b|\$|\bdollars?\b|\bbucks\b/i, 'USD'],
  [/€|\bEUR\b|\beuros?\b/i, 'EUR'],
  [/£|\bGBP\b|\bpounds?\b|\bquid\b/i, 'GBP'],
  [/¥|\bJPY\b|\byen\b/i, 'JPY'],
  [/₹|\bINR\b|\brupees?\b|\bRs\.?(?=\s*\d)/i, 'INR'],
  [/\bCHF\b|\bswiss francs?\b/i, 'CHF'],
];

const PERIODS: readonly [RegExp, BudgetPeriod][] = [
  [/(?:\/|\bper\b|\ba\b|\ban\b|\beach\b|\bevery\b)\s*(?:day|d)\b|\bdaily\b/i, 'day'],
  [/(?:\/|\bper\b|\ba\b|\beach\b|\bevery\b)\s*(?:week|wk|w)\b|\bweekly\b/i, 'week'],
  [/(?:\/|\bper\b|\ba\b|\beach\b|\bevery\b)\s*(?:month|mo|mth|m)\b|\bmonthly\b|\bp\/?m\b/i, 'month'],
  [/(?:\/|\bper\b|\ba\b|\beach\b|\bevery\b)\s*(?:quarter|qtr|q)\b|\bquarterly\b/i, 'quarter'],
  [/(?:\/|\bper\b|\ba\b|\ban\b|\beach\b|\bevery\b)\s*(?:year|yr|y|annum)\b|\b(?:yearly|annually|annual)\b/i, 'year'],
];

/** A number with optional grouping and decimals, then an optional multiplier ('2k', '1.5 million'). */
const NUMBER = /(\d{1,3}(?:[,.' \u00a0]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)(?:\s*(k|thousand|grand|m|mm|million)\b)?/i;
const RANGE_REST = /^\s*(?:-|–|—|to|and)\s*[^\d\s]{0,3}\s*\d/i;

const MULTIPLIERS: Record<string, number> = { k: 1e3, thousand: 1e3, grand: 1e3, m: 1e6, mm: 1e6, million: 1e6 };

/**
 * '1,000.50' and '1.000,50' are both a thousand and a half; '2,500' and '2.500' are two thousand five
 * hundred (a single separator before exactly three digits groups thousands); '2,5' and '9.99' are decimals.
 */
export function readNumber(digits: string): number {
  const compact = digits.replace(/[' \u00a0]/g, '');
  const lastComma = compact.lastIndexOf(',');
  const lastDot = compact.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.';
    const grouping = decimal === ',' ? '.' : ',';
    return Number(compact.split(grouping).join('').replace(decimal, '.'));
  }
  const separator = lastComma >= 0 ? ',' : lastDot >= 0 ? '.' : null;
  if (!separator) return Number(compact);
  const parts = compact.split(separator);
  const groups = parts.length > 2 || parts[parts.length - 1]!.length === 3;
  return Number(groups ? parts.join('') : parts.join('.'));
}

export function parseBudget(text: string): Budget | null {
  const match = NUMBER.exec(text);
  if (!match) return null;
  const multiplier = match[2] ? MULTIPLIERS[match[2].toLowerCase()]! : 1;
  const amount = readNumber(match[1]!) * multiplier;
  if (!Number.isFinite(amount) || amount <= 0) return null;
  const currency = currencyIn(text);
  const period = PERIODS.find(([pattern]) => pattern.test(text.slice(match.index)))?.[1] ?? null;
  const minor = Math.round(amount * 10 ** (currency?.minorDigits ?? 2));
  if (minor <= 0 || !Number.isSafeInteger(minor)) return null;
  return { minor, currency, period, range: RANGE_REST.test(text.slice(match.index + match[0].length)) };
}

export interface Allocation {
  label: string;
  percent: number;
}

export interface Share extends Allocation {
  /** This share in minor units. */
  minor: number;
}

/**
 * Splits a total by whole percentages (they must add up to 100) with the largest-remainder
 * method: every share is rounded down to a minor unit, then the units left over go to the shares
 * that lost the most, so the shares always add up to the total exactly.
 */
export function splitBudget(totalMinor: number, allocations: readonly Allocation[]): Share[] {
  const percentTotal = allocations.reduce((sum, allocation) => sum + allocation.percent, 0);
  if (percentTotal !== 100) throw new Error(`Budget percentages add up to ${percentTotal}, not 100`);
  const exact = allocations.map((allocation) => (totalMinor * allocation.percent) / 100);
  const shares = allocations.map((allocation, index) => ({ ...allocation, minor: Math.floor(exact[index]!) }));
  let left = totalMinor - shares.reduce((sum, share) => sum + share.minor, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index]!.minor += 1;
    left -= 1;
  }
  return shares;
}

/** '$1,000', '€2,000.50', 'CHF 300', '¥5,000', or '1,000' without a currency. */
export function formatMoney(minor: number, currency: Currency | null, withCents: boolean): string {
  const digits = currency?.minorDigits ?? 2;
  const places = withCents ? digits : 0;
  const number = (minor / 10 ** digits).toLocaleString('en-US', { minimumFractionDigits: places, maximumFractionDigits: places });
  if (!currency) return number;
  return /^[A-Z]{3}$/.test(currency.symbol) ? `${currency.symbol} ${number}` : `${currency.symbol}${number}`;
}

/** Cents are shown when any of the amounts has some. */
export function needsCents(amounts: readonly number[], currency: Currency | null): boolean {
  const unit = 10 ** (currency?.minorDigits ?? 2);
  return amounts.some((amount) => amount % unit !== 0);
}

export const PERIOD_WORDS: Record<BudgetPeriod, string> = {
  day: 'a day',
  week: 'a week',
  month: 'a month',
  quarter: 'a quarter',
  year: 'a year',
};

/** The currency a text names, even without an amount ('€', 'in euros'). */
export function currencyIn(text: string): Currency | null {
  const code = CURRENCY_MARKS.find(([pattern]) => pattern.test(text))?.[1];
  return code ? CURRENCIES[code]! : null;
}

/** Days in a period, for the 'about … a day' figure. */
export const PERIOD_DAYS: Record<BudgetPeriod, number> = { day: 1, week: 7, month: 30, quarter: 91, year: 365 };
