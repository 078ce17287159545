/**
 * The plan catalogue: the single truth for prices, limits and features (DESIGN.md §4). Plan cards,
 * FAQ answers, the comparison page and the affiliate commission list all render from it.
 */
export const planIds = ['weekly', 'basic', 'premium'] as const;
export type PlanId = (typeof planIds)[number];

export interface Plan {
  id: PlanId;
  name: string;
  priceCents: number;
  interval: 'week' | 'month';
  /** The price id the local checkout uses; Stripe's come from STRIPE_PRICE_* on the server. */
  priceId: string;
  badge: 'Best Value' | 'Most Popular' | null;
  /** Generations allowed per billing period; null is unlimited. */
  limits: { scripts: number | null; images: number | null };
  /** What the plan card lists: its allowances, then every plan feature it includes (derived, see planFeatures). */
  features: string[];
}

/**
 * Every plan feature beyond the allowances, in the order the cards list them, with the cheapest plan
 * that includes it (spec §9). A plan includes every feature of the plans below it, so a dearer plan
 * never lists less than a cheaper one.
 */
export const planFeatures: readonly { feature: string; from: PlanId }[] = [
  { feature: 'Unlimited chat', from: 'weekly' },
  { feature: 'SEO optimization', from: 'weekly' },
  { feature: 'Downloads', from: 'weekly' },
  { feature: 'Professional lighting, composition and colour controls', from: 'basic' },
  { feature: 'All styles', from: 'premium' },
  { feature: 'Priority support', from: 'premium' },
  { feature: 'Enterprise features', from: 'premium' },
  { feature: 'Bulk generation', from: 'premium' },
];

type PlanTerms = Omit<Plan, 'features'>;

const allowance = (limit: number | null, noun: string, interval: Plan['interval']) =>
  limit === null ? `Unlimited ${noun}` : `${limit} ${noun} per ${interval}`;

/** A plan's card lines: '25 scripts per week', '15 images per week', then the features it includes. */
function featuresOf(plan: PlanTerms): string[] {
  const rank = planIds.indexOf(plan.id);
  return [
    allowance(plan.limits.scripts, 'scripts', plan.interval),
    allowance(plan.limits.images, 'images', plan.interval),
    ...planFeatures.filter((entry) => planIds.indexOf(entry.from) <= rank).map((entry) => entry.feature),
  ];
}

const withFeatures = (plan: PlanTerms): Plan => ({ ...plan, features: featuresOf(plan) });

export const plans: Record<PlanId, Plan> = {
  weekly: withFeatures({
    id: 'weekly',
    name: 'Weekly Basic',
    priceCents: 699,
    interval: 'week',
    priceId: 'price_weekly',
    badge: 'Best Value',
    limits: { scripts: 25, images: 15 },
  }),
  basic: withFeatures({
    id: 'basic',
    name: 'Basic',
    priceCents: 2000,
    interval: 'month',
    priceId: 'price_basic',
    badge: null,
    limits: { scripts: 100, images: 50 },
  }),
  premium: withFeatures({
    id: 'premium',
    name: 'Premium',
    priceCents: 5000,
    interval: 'month',
    priceId: 'price_premium',
    badge: 'Most Popular',
    limits: { scripts: null, images: null },
  }),
};

export const planList: Plan[] = planIds.map((id) => plans[id]);

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (planIds as readonly string[]).includes(value);
}

export const freeTrial = {
  id: 'free_trial',
  name: 'Free Trial',
  priceId: 'free_trial',
  durationHours: 24,
  features: ['Unlimited scripts', 'Unlimited images', 'Unlimited chat', 'No credit card required'],
} as const;

export const DONATION = { amountCents: 1000, currency: 'usd' } as const;

export const AFFILIATE_COMMISSION_RATE = 0.3;

/** The affiliate's share of a payment, rounded to the cent. */
export function commissionCents(paidCents: number): number {
  return Math.round(paidCents * AFFILIATE_COMMISSION_RATE);
}

/** '$6.99' */
export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** '$6.99/week' */
export function formatPlanPrice(plan: Plan): string {
  return `${formatPrice(plan.priceCents)}/${plan.interval}`;
}
