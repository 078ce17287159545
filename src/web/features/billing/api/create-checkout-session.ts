import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PlanId } from '@shared/catalog/plans';
import type { z } from 'zod';
import type { checkoutUrlResponse } from '@shared/contracts/checkout';
import { toast } from '@/components/ui/use-toast';
import { i18n } from '@/i18n/i18n';
import { api, errorBodyMessage } from '@/lib/api-client';
import { plansQueryOptions } from './get-plans';
import { leaveFor } from '../lib/leave-for';

type CheckoutUrl = z.infer<typeof checkoutUrlResponse>;

/** POST /api/create-checkout-session { priceId } → { url } of the processor's checkout. */
export const createCheckoutSession = (priceId: string) => api.post<CheckoutUrl>('/api/create-checkout-session', { priceId });

/** The error a failed checkout throws (for logs); the toast says it in the interface language. */
export const CHECKOUT_FAILED_MESSAGE = 'Failed to create subscription checkout';

/** The price id the server sells `planId` under (the cards may still show the shared placeholder's). */
export async function serverPriceIdOf(queryClient: QueryClient, planId: PlanId): Promise<string> {
  const { plans } = await queryClient.ensureQueryData(plansQueryOptions());
  const plan = plans.find((candidate) => candidate.id === planId);
  if (!plan) throw new Error(CHECKOUT_FAILED_MESSAGE);
  return plan.priceId;
}

/** The 'Subscription Error' toast of spec §8. */
export function toastSubscriptionError(error: unknown): void {
  toast({
    variant: 'destructive',
    title: i18n.t('billing:checkoutToast.title'),
    description: errorBodyMessage(error) ?? i18n.t('billing:checkoutToast.failed'),
  });
}

/**
 * Subscribe to a plan: look up the plan's price id in the server's catalogue (the cards may still
 * show the shared placeholder), create the checkout and leave for it. Failures become the
 * 'Subscription Error' toast of spec §8.
 */
export function useCreateCheckoutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (planId: PlanId) => {
      const { url } = await createCheckoutSession(await serverPriceIdOf(queryClient, planId));
      if (!url) throw new Error(CHECKOUT_FAILED_MESSAGE);
      return { url };
    },
    onSuccess: ({ url }) => leaveFor(url),
    onError: toastSubscriptionError,
  });
}
