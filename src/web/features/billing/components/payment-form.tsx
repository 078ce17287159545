import { ArrowLeft, Lock } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { plans } from '@shared/catalog/plans';
import { localCheckoutIdOf } from '@shared/contracts/checkout';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/i18n/format';
import { planName } from '@/lib/plan-text';
import type { PlanIntent } from '../api/create-subscription-intent';
import type { EmbeddedPayment } from '../api/get-plans';
import { LocalPaymentForm } from './local-payment-form';
import { PaymentElementPlaceholder } from './payment-form-parts';

// Stripe.js and its React bindings load only when a Stripe form is shown.
const StripePaymentForm = lazy(() => import('./stripe-payment-form').then((module) => ({ default: module.StripePaymentForm })));

type PaymentFormProps = {
  intent: PlanIntent;
  embedded: EmbeddedPayment;
  /** Back to the plan cards. */
  onBack: () => void;
};

function PaymentPanel({ intent, onBack, children }: { intent: PlanIntent; onBack: () => void; children: ReactNode }) {
  const { t } = useTranslation('billing');
  const format = useFormat();
  const plan = plans[intent.planId];
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The panel replaces the button that opened it: keyboard and screen reader users continue here.
  useEffect(() => {
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  return (
    <section
      aria-labelledby="payment-form-title"
      className="mx-auto w-full max-w-xl scroll-mt-6 rounded-2xl border bg-card p-5 text-card-foreground shadow-lg shadow-violet-900/5 sm:p-8"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id="payment-form-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
            {t('paymentForm.title')}
          </h2>
          <p className="mt-1 text-muted-foreground">
            {t(`paymentForm.summary.${plan.interval}`, { plan: planName(plan.id), price: format.price(plan.priceCents, 'USD') })}
          </p>
        </div>
        <Lock className="mt-1.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
      </div>
      <div className="mt-6">{children}</div>
      <div className="mt-4 flex justify-center">
        <Button type="button" variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden />
          {t('paymentForm.chooseDifferent')}
        </Button>
      </div>
    </section>
  );
}

/**
 * 'Complete Your Subscription' (spec §2): the payment form embedded in /subscription once a client
 * secret exists, Stripe's Payment Element or the local test form.
 */
export function PaymentForm({ intent, embedded, onBack }: PaymentFormProps) {
  const localId = localCheckoutIdOf(intent.clientSecret);
  return (
    <PaymentPanel intent={intent} onBack={onBack}>
      {embedded.processor === 'stripe' ? (
        <Suspense fallback={<PaymentElementPlaceholder />}>
          <StripePaymentForm publishableKey={embedded.publishableKey} clientSecret={intent.clientSecret} planId={intent.planId} />
        </Suspense>
      ) : (
        localId && <LocalPaymentForm checkoutId={localId} planId={intent.planId} />
      )}
    </PaymentPanel>
  );
}
