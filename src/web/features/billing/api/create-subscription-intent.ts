import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanId } from '@shared/catalog/plans';
import type { SubscriptionIntent } from '@shared/contracts/checkout';
import { api } from '@/lib/api-client';
import { serverPriceIdOf, toastSubscriptionError } from './create-checkout-session';

/** POST /api/create-subscription-intent { priceId } → the client secret the embedded payment form confirms. */
export const createSubscriptionIntent = (priceId: string) => api.post<SubscriptionIntent>('/api/create-subscription-intent', { priceId });

export type PlanIntent = SubscriptionIntent & { planId: PlanId };

/** Starts paying for a plan on the page; failures are the same 'Subscription Error' toast as Checkout's. */
export function useCreateSubscriptionIntent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (planId: PlanId): Promise<PlanIntent> => {
      const intent = await createSubscriptionIntent(await serverPriceIdOf(queryClient, planId));
      return { ...intent, planId };
    },
    onError: toastSubscriptionError,
  });
}
