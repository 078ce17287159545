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
  features: string[];
}

export const plans: Record<PlanId, Plan> = {
  weekly: {
    id: 'weekly',
    name: 'Weekly Basic',
    priceCents: 699,
    interval: 'week',
    priceId: 'price_weekly',
    badge: 'Best Value',
    limits: { scripts: 25, images: 15 },
    features: ['25 scripts per week', '15 images per week', 'Unlimited chat', 'SEO optimization', 'Downloads'],
  },
  basic: {
    id: 'basic',
    name: 'Basic',
    priceCents: 2000,
    interval: 'month',
    priceId: 'price_basic',
    badge: null,
    limits: { scripts: 100, images: 50 },
    features: ['100 scripts per month', '50 images per month', 'Unlimited chat', 'Professional lighting, composition and colour controls'],
  },
  premium: {
    id: 'premium',
    name: 'Premium',
    priceCents: 5000,
    interval: 'month',
    priceId: 'price_premium',
    badge: 'Most Popular',
    limits: { scripts: null, images: null },
    features: [
      'Unlimited scripts',
      'Unlimited images',
      'Unlimited chat',
      'All styles',
      'Priority support',
      'Enterprise features',
      'Bulk generation',
    ],
  },
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
