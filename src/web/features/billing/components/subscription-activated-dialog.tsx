import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { PlanId } from '@shared/catalog/plans';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { usePaymentConfirmation } from '../hooks/use-payment-confirmation';
import { paymentReturnOf, withoutPaymentReturn } from '../lib/payment-return-url';
import { ActivatedFeatures, ActivatedIcon, ActivationStatus } from './subscription-activated-panel';

function ActivatedDialog({ bought, onClose }: { bought: PlanId | null; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const confirmation = usePaymentConfirmation(bought);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto px-6 py-8 text-center sm:px-10">
        <DialogHeader className="items-center sm:text-center">
          <ActivatedIcon />
          <DialogTitle className="mt-4 text-2xl font-bold sm:text-3xl">{t('activation.title')}</DialogTitle>
          <DialogDescription asChild className="text-base">
            <ActivationStatus {...confirmation} />
          </DialogDescription>
        </DialogHeader>
        <ActivatedFeatures plan={confirmation.plan} />
        <DialogClose asChild>
          <Button variant="brand" size="lg" className="mx-auto mt-4">
            {t('activation.startCreating')}
            <ArrowRight aria-hidden />
          </Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}

/**
 * /app?premium=true&plan=…: the embedded payment form's return (spec §4) confirms the subscription
 * over the studio, naming the plan bought. Closing it drops the return from the address, so a reload
 * does not show it again.
 */
export function SubscriptionActivatedDialog() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const payment = paymentReturnOf(search);
  if (!payment) return null;
  return (
    <ActivatedDialog bought={payment.plan} onClose={() => navigate(`${location}${withoutPaymentReturn(search)}`, { replace: true })} />
  );
}
