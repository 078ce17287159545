import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isPlanId, plans } from '@shared/catalog/plans';
import type { PublicUser } from '@shared/contracts/auth';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth';
import { api, errorBodyMessage } from '@/lib/api-client';
import { formatLongDate } from '../lib/subscription-view';

/** POST /api/subscription/cancel (local processor): the plan stops renewing and ends at its period end. */
export const cancelSubscription = () => api.post<PublicUser>('/api/subscription/cancel');

/** Cancels at period end, says until when the plan stays, then has the app verify the user again. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  const { reverify } = useAuth();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (user) => {
      const name = isPlanId(user.subscriptionPlan) ? plans[user.subscriptionPlan].name : 'current';
      toast({
        variant: 'success',
        title: 'Subscription Canceled',
        description: user.currentPeriodEnd
          ? `Your ${name} plan stays active until ${formatLongDate(user.currentPeriodEnd)} and will not renew.`
          : `Your ${name} plan will not renew.`,
      });
      void queryClient.invalidateQueries({ queryKey: ['/api/subscription-status'] });
      reverify();
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Cancellation Failed',
        description: errorBodyMessage(error) ?? 'Failed to cancel the subscription. Please try again.',
      });
    },
  });
}
