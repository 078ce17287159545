import { planFeatures, planIds, plans, type Plan, type PlanId } from '@shared/catalog/plans';
import { formatPrice } from '@/i18n/format';
import { activeLocale, i18n } from '@/i18n/i18n';

// The plan catalogue (src/shared/catalog/plans.ts) keeps the ids and the English texts the server
// uses. Every screen and document (plans page, landing page, console, affiliate pages, terms) names
// plans, badges, prices and features in the interface language from here: the common catalogue's plans.* keys.

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

const badgeKeys = { 'Best Value': 'bestValue', 'Most Popular': 'mostPopular' } as const satisfies Record<
  NonNullable<Plan['badge']>,
  string
>;

const isKnown = <Keys extends Record<string, string>>(keys: Keys, text: string): text is Extract<keyof Keys, string> =>
  Object.hasOwn(keys, text);

/** 'Weekly Basic', 'Básico semanal'. */
export const planName = (id: PlanId, locale: string = activeLocale()): string => i18n.t(`common:plans.names.${id}`, { lng: locale });

/** 'Best Value', 'Most Popular' (an unknown badge as the server wrote it). */
export const planBadge = (badge: string, locale: string = activeLocale()): string =>
  isKnown(badgeKeys, badge) ? i18n.t(`common:plans.badges.${badgeKeys[badge]}`, { lng: locale }) : badge;

/** A price already formatted, with how often it is paid: ('$49', 'month') → '$49/month'. */
export const pricePer = (price: string, interval: Plan['interval'], locale: string = activeLocale()): string =>
  i18n.t(`common:plans.pricePer.${interval}`, { lng: locale, price });

/** '$6.99/week', '6,99 US$/semana'. */
export const planPrice = (plan: Pick<Plan, 'priceCents' | 'interval'>, locale: string = activeLocale()): string =>
  pricePer(formatPrice(plan.priceCents, 'USD', locale), plan.interval, locale);

function allowance(noun: 'scripts' | 'images', limit: number | null, interval: Plan['interval'], locale: string): string {
  return limit === null
    ? i18n.t(`common:plans.allowances.${noun}.unlimited`, { lng: locale })
    : i18n.t(`common:plans.allowances.${noun}.${interval}`, { lng: locale, count: limit });
}

/** A plan's card lines, as the catalogue's featuresOf lists them: its allowances, then every feature it includes. */
export function planFeatureLines(id: PlanId, locale: string = activeLocale()): string[] {
  const plan = plans[id];
  const rank = planIds.indexOf(id);
  return [
    allowance('scripts', plan.limits.scripts, plan.interval, locale),
    allowance('images', plan.limits.images, plan.interval, locale),
    ...planFeatures
      .filter((entry) => planIds.indexOf(entry.from) <= rank)
      .map((entry) =>
        isKnown(featureKeys, entry.feature)
          ? i18n.t(`common:plans.features.${featureKeys[entry.feature]}`, { lng: locale })
          : entry.feature,
      ),
  ];
}
