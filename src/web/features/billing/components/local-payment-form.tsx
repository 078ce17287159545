import { useMutation } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanId } from '@shared/catalog/plans';
import { toast } from '@/components/ui/use-toast';
import { errorBodyMessage } from '@/lib/api-client';
import { decideLocalCheckout } from '../api/decide-local-checkout';
import { leaveFor } from '../lib/leave-for';
import { paymentReturnUrl } from '../lib/payment-return-url';
import { SubscribeNowButton } from './payment-form-parts';

/**
 * The local processor's stand-in for a payment element: no card fields, nothing charged. Subscribe
 * Now pays the local checkout (which activates the plan) and loads the studio afresh, so the user
 * is verified again with the new plan and sees it confirmed.
 */
export function LocalPaymentForm({ checkoutId, planId }: { checkoutId: string; planId: PlanId }) {
  const { t } = useTranslation('billing');
  const pay = useMutation({
    mutationFn: () => decideLocalCheckout({ id: checkoutId, choice: 'pay' }),
    onSuccess: () => leaveFor(paymentReturnUrl(planId)),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('payment.failedTitle'),
        description: errorBodyMessage(error) ?? t('payment.failedDescription'),
      }),
  });
  const processing = pay.isPending || pay.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!processing) pay.mutate();
  };

  return (
    <form onSubmit={submit} aria-label={t('payment.formLabel')}>
      <div
        role="group"
        aria-labelledby="local-payment-element-title"
        aria-describedby="local-payment-element-note"
        className="rounded-xl border-2 border-dashed border-warning-line bg-warning-soft p-4 text-warning"
      >
        <p id="local-payment-element-title" className="flex items-center gap-2 text-sm font-bold tracking-wide">
          <FlaskConical className="size-4" aria-hidden />
          {t('payment.testMode')}
        </p>
        <p id="local-payment-element-note" className="mt-2 text-sm">
          {t('payment.localNote')}
        </p>
      </div>
      <SubscribeNowButton processing={processing} />
    </form>
  );
}
