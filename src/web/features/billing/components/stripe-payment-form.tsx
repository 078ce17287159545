import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { PlanId } from '@shared/catalog/plans';
import { toast } from '@/components/ui/use-toast';
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

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Stripe.js is unavailable');

function formError(message: string) {
  toast({ variant: 'destructive', title: 'Payment Form Error', description: `Failed to load payment form: ${message}` });
}

function StripeFields({ planId }: { planId: PlanId }) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [processing, setProcessing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (processing) return;
    if (!stripe || !elements || !ready) {
      toast({ variant: 'destructive', title: 'Payment Error', description: 'Payment form is not ready. Please wait and try again.' });
      return;
    }
    setProcessing(true);
    // On success Stripe leaves for the return URL; we only come back here with an error.
    const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: paymentReturnUrl(planId) } });
    if (error) {
      toast({
        variant: 'destructive',
        title: 'Payment Failed',
        description: error.message ?? 'The payment did not go through. Please try again.',
      });
      setProcessing(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Payment">
      {!ready && <PaymentElementPlaceholder />}
      <div hidden={!ready}>
        <PaymentElement onReady={() => setReady(true)} onLoadError={(event) => formError(event.error.message ?? 'unknown error')} />
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
        if (current && !stripe) formError('Stripe.js is unavailable');
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
