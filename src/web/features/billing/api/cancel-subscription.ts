import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isPlanId } from '@shared/catalog/plans';
import type { PublicUser } from '@shared/contracts/auth';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth';
import { i18n } from '@/i18n/i18n';
import { api, errorBodyMessage } from '@/lib/api-client';
import { planName } from '@/lib/plan-text';
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
      const t = i18n.getFixedT(null, 'billing');
      const plan = isPlanId(user.subscriptionPlan) ? planName(user.subscriptionPlan) : null;
      const until = user.currentPeriodEnd ? formatLongDate(user.currentPeriodEnd) : null;
      toast({
        variant: 'success',
        title: t('cancelToast.title'),
        description: until
          ? plan
            ? t('cancelToast.activeUntilPlan', { plan, date: until })
            : t('cancelToast.activeUntil', { date: until })
          : plan
            ? t('cancelToast.willNotRenewPlan', { plan })
            : t('cancelToast.willNotRenew'),
      });
      void queryClient.invalidateQueries({ queryKey: ['/api/subscription-status'] });
      reverify();
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: i18n.t('billing:cancelToast.failedTitle'),
        description: errorBodyMessage(error) ?? i18n.t('billing:cancelToast.failedDescription'),
      });
    },
  });
}
