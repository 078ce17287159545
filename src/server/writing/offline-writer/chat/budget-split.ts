import { channelLabels, channelMixes, RESERVE_PERCENT, type ChannelId } from './ad-concepts';
import type { AudienceGroup } from './audience';
import {
  currencyIn,
  formatMoney,
  needsCents,
  parseBudget,
  PERIOD_DAYS,
  PERIOD_WORDS,
  splitBudget,
  type Allocation,
  type Budget,
} from './budget';
import { bullets, heading, labelled } from './markdown';

/** Below this many whole units the plan narrows to two channels and two concepts. */
export const SMALL_BUDGET_UNITS = 100;

export interface BudgetPlan {
  budget: Budget | null;
  /** Channels in the split, best first (the reserve is not a channel). */
  channels: ChannelId[];
  allocations: Allocation[];
  small: boolean;
}

export function planBudget(budgetText: string, group: AudienceGroup): BudgetPlan {
  const budget = parseBudget(budgetText);
  const small = budget !== null && budget.minor / 10 ** (budget.currency?.minorDigits ?? 2) < SMALL_BUDGET_UNITS;
  const mix = channelMixes[group];
  if (small) {
    const [first, second] = mix;
    return {
      budget,
      small,
      channels: [first![0], second![0]],
      allocations: [
        { label: channelLabels[first![0]], percent: 60 },
        { label: channelLabels[second![0]], percent: 40 },
      ],
    };
  }
  return {
    budget,
    small,
    channels: mix.map(([channel]) => channel),
    allocations: [
      ...mix.map(([channel, percent]) => ({ label: channelLabels[channel], percent })),
      { label: 'Testing reserve', percent: RESERVE_PERCENT },
    ],
  };
}

const RESERVE_NOTE = 'move it to the concept with the lowest cost per result after the first week';

/** The budget section: amounts that add up exactly to the total, or percentages and a starting budget. */
export function renderBudget(plan: BudgetPlan, budgetText: string): string {
  const note = (label: string) => (label === 'Testing reserve' ? ` (${RESERVE_NOTE})` : '');
  const { budget } = plan;
  if (!budget) {
    const currency = currencyIn(budgetText);
    const symbol = currency && !/^[A-Z]{3}$/.test(currency.symbol) ? currency.symbol : '$';
    const why = budgetText.trim()
      ? `I couldn't read an amount in "${budgetText.trim()}", so here is the split in percentages.`
      : 'No budget is set yet, so here is the split in percentages.';
    return [
      heading(2, 'Budget split'),
      why,
      '',
      bullets(plan.allocations.map((share) => `**${share.label}:** ${share.percent}%${note(share.label)}`)),
      '',
      labelled(
        'Starting budget',
        `a two-week test of ${symbol}300 (about ${symbol}20 a day) split this way is a modest way to compare the concepts before spending more. Put your amount in the Budget field, e.g. '${symbol}1000/month', and I'll split it in money.`,
      ),
    ].join('\n');
  }

  const shares = splitBudget(budget.minor, plan.allocations);
  const cents = needsCents([budget.minor, ...shares.map((share) => share.minor)], budget.currency);
  const money = (minor: number) => formatMoney(minor, budget.currency, cents);
  const period = budget.period ? ` ${PERIOD_WORDS[budget.period]}` : '';
  const daily = budget.period && budget.period !== 'day' ? ` (about ${perDay(budget.minor, budget)} a day)` : '';
  const lines = [
    heading(2, `Budget split: ${money(budget.minor)}${period}`),
    `${budget.range ? 'Using the lower end of your range' : 'Your budget'}: **${money(budget.minor)}${period}**${daily}${budget.currency ? '' : ' (no currency given)'}${budget.period ? '' : ', treated as the total for this campaign'}.${plan.small ? ' With a budget this size, two channels and two concepts keep each test large enough to learn from.' : ''}`,
    '',
    bullets(shares.map((share) => `**${share.label}:** ${share.percent}% · ${money(share.minor)}${note(share.label)}`)),
    '',
    `**Total:** 100% · ${money(budget.minor)}${period}`,
  ];
  return lines.join('\n');
}

/** The daily figure, in whole units unless that would round a small amount away. */
function perDay(minor: number, budget: Budget): string {
  const day = minor / PERIOD_DAYS[budget.period!];
  const unit = 10 ** (budget.currency?.minorDigits ?? 2);
  const withCents = day < 10 * unit;
  return formatMoney(withCents ? Math.round(day) : Math.round(day / unit) * unit, budget.currency, withCents);
}

/**
 * One concept's share of the first week: the channel budget (the total less the testing reserve)
 * shared equally between `concepts`, as 'about €600 a week'. Null without a budget.
 */
export function conceptShare(plan: BudgetPlan, concepts: number): string | null {
  const { budget } = plan;
  if (!budget) return null;
  const shares = splitBudget(budget.minor, plan.allocations);
  const channelMinor = shares.filter((share) => share.label !== 'Testing reserve').reduce((sum, share) => sum + share.minor, 0);
  const each = Math.floor(channelMinor / concepts);
  const cents = needsCents([each], budget.currency) && each < 100 * 10 ** (budget.currency?.minorDigits ?? 2);
  const unit = 10 ** (budget.currency?.minorDigits ?? 2);
  const shown = cents ? each : Math.round(each / unit) * unit;
  return `about ${formatMoney(shown, budget.currency, cents)}${budget.period ? ` ${PERIOD_WORDS[budget.period]}` : ''} (the channel budget of ${formatMoney(channelMinor, budget.currency, needsCents([channelMinor], budget.currency))} shared equally by ${concepts} concepts)`;
}

export function describeBudget(plan: BudgetPlan): string {
  if (!plan.budget) return 'no budget yet';
  const { budget } = plan;
  return `${formatMoney(budget.minor, budget.currency, needsCents([budget.minor], budget.currency))}${budget.period ? ` ${PERIOD_WORDS[budget.period]}` : ''}`;
}
