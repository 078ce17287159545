import { queryOptions, useQuery } from '@tanstack/react-query';
import { planList } from '@shared/catalog/plans';
import type { plansResponse } from '@shared/contracts/plans';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type PlansResponse = z.infer<typeof plansResponse>;

export const plansQueryKey = ['/api/plans'] as const;

/** GET /api/plans: the catalogue as this deployment sells it, and which processor takes the money. */
export const getPlans = () => api.get<PlansResponse>('/api/plans');

/**
 * Shown while the catalogue loads: the shared catalogue itself, so the cards never jump. Its price
 * ids are the local checkout's; a subscribe click waits for the server's (see create-checkout-session).
 */
export const catalogPlaceholder: PlansResponse = {
  plans: planList.map(({ id, name, priceCents, interval, priceId, features, badge }) => ({
    id,
    name,
    priceCents,
    interval,
    priceId,
    features,
    badge,
  })),
  processor: 'local',
  publishableKey: null,
};

export const plansQueryOptions = () => queryOptions({ queryKey: plansQueryKey, queryFn: getPlans, staleTime: 60 * 60 * 1000 });

export function usePlans() {
  return useQuery({ ...plansQueryOptions(), placeholderData: catalogPlaceholder });
}

/** Which processor takes payments; null until the server has said (the placeholder cannot know). */
export function useProcessor(): PlansResponse['processor'] | null {
  const plans = usePlans();
  return plans.isPlaceholderData ? null : (plans.data?.processor ?? null);
}

/**
 * How this deployment can take a payment on the page itself: the local test form, Stripe's Payment
 * Element (only with a publishable key), or not at all (null, also while the catalogue loads).
 */
export type EmbeddedPayment = { processor: 'local' } | { processor: 'stripe'; publishableKey: string };

export function embeddedPaymentOf(plans: PlansResponse | undefined): EmbeddedPayment | null {
  if (plans?.processor === 'local') return { processor: 'local' };
  if (plans?.processor === 'stripe' && plans.publishableKey) return { processor: 'stripe', publishableKey: plans.publishableKey };
  return null;
}
