import { describe, expect, it } from 'vitest';
import { formatMoney, parseBudget, readNumber, splitBudget, type Allocation } from './budget';
import { conceptShare, planBudget, renderBudget } from './budget-split';

const read = (text: string) => {
  const budget = parseBudget(text);
  return budget && { minor: budget.minor, currency: budget.currency?.symbol ?? null, period: budget.period, range: budget.range };
};

describe('budget parsing', () => {
  it('reads amount, currency and period from the ways people write a budget', () => {
    const cases: [string, number, string | null, string | null][] = [
      ['$1000/month', 100_000, '$', 'month'],
      ['$1,000 per month', 100_000, '$', 'month'],
      ['500 dollars a week', 50_000, '$', 'week'],
      ['€2k', 200_000, '€', null],
      ['€2k/week', 200_000, '€', 'week'],
      ['2,500', 250_000, null, null],
      ['$999.99', 99_999, '$', null],
      ['7', 700, null, null],
      ['£1.5k monthly', 150_000, '£', 'month'],
      ['1.000,50 €', 100_050, '€', null],
      ['2.500 EUR per week', 250_000, '€', 'week'],
      ['USD 300 daily', 30_000, '$', 'day'],
      ['about 50 bucks a day', 5_000, '$', 'day'],
      ['¥50000 / month', 50_000, '¥', 'month'],
      ['C$750/mo', 75_000, 'C$', 'month'],
      ['CHF 1200 per year', 120_000, 'CHF', 'year'],
      ['$1.2 million annually', 120_000_000, '$', 'year'],
      ['10 grand a quarter', 1_000_000, null, 'quarter'],
      ['Rs 20,000 per month', 2_000_000, '₹', 'month'],
      ['3 thousand euros weekly', 300_000, '€', 'week'],
    ];
    for (const [text, minor, currency, period] of cases) {
      expect(read(text), text).toMatchObject({ minor, currency, period });
    }
  });

  it('takes the lower end of a range and says so', () => {
    expect(read('$500-1000/month')).toEqual({ minor: 50_000, currency: '$', period: 'month', range: true });
    expect(read('between 200 and 400 euros')).toMatchObject({ minor: 20_000, currency: '€', range: true });
  });

  it('reads separators the way they are usually meant', () => {
    expect(readNumber('1,000.50')).toBe(1000.5);
    expect(readNumber('1.000,50')).toBe(1000.5);
    expect(readNumber('2,5')).toBe(2.5);
    expect(readNumber('9.99')).toBe(9.99);
    expect(readNumber('1 000 000')).toBe(1_000_000);
    expect(readNumber('1.000.000')).toBe(1_000_000);
  });

  it('gives null for text without a usable amount', () => {
    for (const text of ['', 'not sure yet', 'small', '$', '€0', '0 dollars', 'depends']) expect(parseBudget(text), text).toBeNull();
  });
});

describe('budget split', () => {
  const four: Allocation[] = [
    { label: 'A', percent: 30 },
    { label: 'B', percent: 25 },
    { label: 'C', percent: 20 },
    { label: 'D', percent: 15 },
    { label: 'Reserve', percent: 10 },
  ];
  const thirds: Allocation[] = [
    { label: 'A', percent: 34 },
    { label: 'B', percent: 33 },
    { label: 'C', percent: 33 },
  ];

  it('adds up exactly to the total, to the minor unit, for awkward amounts', () => {
    const totals = [100_000, 99_999, 700, 1, 2, 3, 7, 101, 333, 200_000, 123_457, 999_999_999];
    for (const total of totals) {
      for (const allocations of [four, thirds]) {
        const shares = splitBudget(total, allocations);
        expect(
          shares.reduce((sum, share) => sum + share.minor, 0),
          `${total}`,
        ).toBe(total);
        expect(shares.map((share) => share.percent).reduce((a, b) => a + b, 0)).toBe(100);
        for (const [index, share] of shares.entries()) {
          // Every share is within one minor unit of its exact value.
          expect(Math.abs(share.minor - (total * allocations[index]!.percent) / 100)).toBeLessThan(1);
        }
      }
    }
  });

  it('splits $1000, $999.99, 7 and €2k/week across the channels', () => {
    expect(splitBudget(100_000, four).map((share) => share.minor)).toEqual([30_000, 25_000, 20_000, 15_000, 10_000]);
    // 29,999.7 / 24,999.75 / 19,999.8 / 14,999.85 / 9,999.9: the four largest remainders get the 4 cents left.
    expect(splitBudget(99_999, four).map((share) => share.minor)).toEqual([29_999, 25_000, 20_000, 15_000, 10_000]);
    expect(splitBudget(700, thirds).map((share) => share.minor)).toEqual([238, 231, 231]);
    expect(splitBudget(200_000, four).map((share) => share.minor)).toEqual([60_000, 50_000, 40_000, 30_000, 20_000]);
  });

  it('refuses percentages that do not add up to 100', () => {
    expect(() =>
      splitBudget(1000, [
        { label: 'A', percent: 50 },
        { label: 'B', percent: 40 },
      ]),
    ).toThrow(/not 100/);
  });

  it('formats money with the currency and cents only when needed', () => {
    expect(formatMoney(100_000, { symbol: '$', code: 'USD', minorDigits: 2 }, false)).toBe('$1,000');
    expect(formatMoney(99_999, { symbol: '$', code: 'USD', minorDigits: 2 }, true)).toBe('$999.99');
    expect(formatMoney(120_000, { symbol: 'CHF', code: 'CHF', minorDigits: 2 }, false)).toBe('CHF 1,200');
    expect(formatMoney(5_000, { symbol: '¥', code: 'JPY', minorDigits: 0 }, false)).toBe('¥5,000');
    expect(formatMoney(420, null, true)).toBe('4.20');
  });
});

describe('budget section of an advertising reply', () => {
  /** The amounts printed in the split, in minor units, and the printed total. */
  function printed(section: string): { shares: number[]; total: number; percents: number[] } {
    const toMinor = (money: string) => Math.round(Number(money.replace(/[^\d.]/g, '')) * 100);
    const lines = section.split('\n').filter((line) => /^- \*\*.+:\*\* \d+% · /.test(line));
    return {
      shares: lines.map((line) => toMinor(/· ([^\s(]+)/.exec(line)![1]!)),
      percents: lines.map((line) => Number(/(\d+)%/.exec(line)![1])),
      total: toMinor(/\*\*Total:\*\* 100% · ([^\s]+)/.exec(section)![1]!),
    };
  }

  it('prints shares that add up exactly to the printed total, in money and percentages', () => {
    for (const text of ['$1000', '$999.99', '7', '€2k/week', '$1,234.57 a month', '333', '£0.07']) {
      for (const group of ['young-adults', 'seniors', 'professionals'] as const) {
        const section = renderBudget(planBudget(text, group), text);
        const { shares, total, percents } = printed(section);
        expect(shares.length, `${text}\n${section}`).toBeGreaterThanOrEqual(2);
        expect(
          shares.reduce((a, b) => a + b, 0),
          `${text}\n${section}`,
        ).toBe(total);
        expect(percents.reduce((a, b) => a + b, 0)).toBe(100);
        expect(total).toBe(parseBudget(text)!.minor);
      }
    }
  });

  it('names the period, the daily figure, and a reserve to move to the winning concept', () => {
    const section = renderBudget(planBudget('$1000/month', 'young-adults'), '$1000/month');
    expect(section).toContain('## Budget split: $1,000 a month');
    expect(section).toContain('about $33 a day');
    expect(section).toContain('- **TikTok:** 30% · $300');
    expect(section).toContain('- **Testing reserve:** 10% · $100');
    expect(section).toContain('**Total:** 100% · $1,000 a month');
  });

  it('narrows a very small budget to two channels', () => {
    const plan = planBudget('7', 'general');
    expect(plan.small).toBe(true);
    expect(plan.allocations).toHaveLength(2);
    expect(renderBudget(plan, '7')).toContain('(no currency given)');
  });

  it('without an amount gives percentages and suggests a starting budget in the currency named', () => {
    const empty = renderBudget(planBudget('', 'general'), '');
    expect(empty).toContain('No budget is set yet');
    expect(empty).toMatch(/\*\*Starting budget:\*\* a two-week test of \$300/);
    expect(empty).not.toMatch(/· \$/);
    const euros = renderBudget(planBudget('in euros, not decided', 'general'), 'in euros, not decided');
    expect(euros).toContain(`I couldn't read an amount in "in euros, not decided"`);
    expect(euros).toContain('€300');
  });

  it("works out one concept's share of the channel budget", () => {
    expect(conceptShare(planBudget('$1000/month', 'general'), 3)).toBe(
      'about $300 a month (the channel budget of $900 shared equally by 3 concepts)',
    );
    expect(conceptShare(planBudget('', 'general'), 3)).toBeNull();
  });
});
