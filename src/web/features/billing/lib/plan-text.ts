import type { TFunction } from 'i18next';
import { planFeatures, planIds, plans, type Plan, type PlanId } from '@shared/catalog/plans';
import { formatPrice } from '@/i18n/format';

// The plan catalogue (src/shared/catalog/plans.ts) keeps ids and English texts the server uses; the
// interface names plans, badges and features in the active language from these keys.

type BillingT = TFunction<'billing'>;

/** The catalogue's feature texts (planFeatures) and their keys under plans.features. */
const featureKeys = {
  'Unlimited chat': 'unlimitedChat',
  'SEO optimization': 'seoOptimization',
  Downloads: 'downloads',
  'Professional lighting, composition and colour controls': 'professionalControls',
  'All styles': 'allStyles',
  'Priority support': 'prioritySupport',
  'Enterprise features': 'enterpriseFeatures',
  'Bulk generation': 'bulkGeneration',
} as const satisfies Record<string, string>;

const badgeKeys = { 'Best Value': 'bestValue', 'Most Popular': 'mostPopular' } as const satisfies Record<string, string>;

const isKnown = <Keys extends Record<string, string>>(keys: Keys, text: string): text is Extract<keyof Keys, string> =>
  Object.hasOwn(keys, text);

/** 'Weekly Basic', 'Básico semanal'. */
export const planName = (t: BillingT, id: PlanId): string => t(`plans.names.${id}`);

/** 'Best Value', 'Most Popular' (an unknown badge as the server wrote it). */
export const planBadge = (t: BillingT, badge: string): string =>
  isKnown(badgeKeys, badge) ? t(`plans.badges.${badgeKeys[badge]}`) : badge;

/** '$6.99/week' in the active language's currency format. */
export const planPrice = (t: BillingT, plan: Pick<Plan, 'priceCents' | 'interval'>, locale?: string): string =>
  t(`plans.pricePer.${plan.interval}`, { price: formatPrice(plan.priceCents, 'USD', locale) });

function allowance(t: BillingT, noun: 'scripts' | 'images', limit: number | null, interval: Plan['interval']): string {
  return limit === null ? t(`plans.allowances.${noun}.unlimited`) : t(`plans.allowances.${noun}.${interval}`, { count: limit });
}

/** A plan's card lines, as the catalogue's featuresOf lists them: its allowances, then every feature it includes. */
export function planFeatureLines(t: BillingT, id: PlanId): string[] {
  const plan = plans[id];
  const rank = planIds.indexOf(id);
  return [
    allowance(t, 'scripts', plan.limits.scripts, plan.interval),
    allowance(t, 'images', plan.limits.images, plan.interval),
    ...planFeatures
      .filter((entry) => planIds.indexOf(entry.from) <= rank)
      .map((entry) => (isKnown(featureKeys, entry.feature) ? t(`plans.features.${featureKeys[entry.feature]}`) : entry.feature)),
  ];
}
