import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanId } from '@shared/catalog/plans';
import { toast } from '@/components/ui/use-toast';
import { i18n } from '@/i18n/i18n';
import { paymentReturnUrl } from '../lib/payment-return-url';
import { PaymentElementPlaceholder, SubscribeNowButton } from './payment-form-parts';

// The only module that touches @stripe/*: loaded with the Stripe form, never with the landing page.

const loaded = new Map<string, Promise<Stripe | null>>();

/** Stripe.js for `publishableKey`, loaded once (loadStripe adds Stripe's script on first call). */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    // A failed load may be retried by showing the form again.
    promise.catch(() => loaded.delete(publishableKey));
    loaded.set(publishableKey, promise);
  }
  return promise;
}

const stripeUnavailable = () => i18n.t('billing:payment.stripeUnavailable');

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : stripeUnavailable());

function formError(message: string) {
  toast({
    variant: 'destructive',
    title: i18n.t('billing:payment.formErrorTitle'),
    description: i18n.t('billing:payment.formErrorDescription', { message }),
  });
}

function StripeFields({ planId }: { planId: PlanId }) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [processing, setProcessing] = useState(false);
  const { t } = useTranslation('billing');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (processing) return;
    if (!stripe || !elements || !ready) {
      toast({ variant: 'destructive', title: t('payment.notReadyTitle'), description: t('payment.notReadyDescription') });
      return;
    }
    setProcessing(true);
    // On success Stripe leaves for the return URL; we only come back here with an error.
    const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: paymentReturnUrl(planId) } });
    if (error) {
      toast({
        variant: 'destructive',
        title: t('payment.failedTitle'),
        description: error.message ?? t('payment.failedDescription'),
      });
      setProcessing(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t('payment.formLabel')}>
      {!ready && <PaymentElementPlaceholder />}
      <div hidden={!ready}>
        <PaymentElement
          onReady={() => setReady(true)}
          onLoadError={(event) => formError(event.error.message ?? t('payment.unknownError'))}
        />
      </div>
      <SubscribeNowButton processing={processing} />
    </form>
  );
}

/** Stripe's Payment Element for the subscription's first payment (its client secret). */
export function StripePaymentForm({
  publishableKey,
  clientSecret,
  planId,
}: {
  publishableKey: string;
  clientSecret: string;
  planId: PlanId;
}) {
  const stripePromise = useMemo(() => stripeFor(publishableKey), [publishableKey]);

  useEffect(() => {
    let current = true;
    stripePromise.then(
      (stripe) => {
        if (current && !stripe) formError(stripeUnavailable());
      },
      (error: unknown) => {
        if (current) formError(messageOf(error));
      },
    );
    return () => {
      current = false;
    };
  }, [stripePromise]);

  return (
    <Elements stripe={stripePromise} options={{ clientSecret }}>
      <StripeFields planId={planId} />
    </Elements>
  );
}
