import { FlaskConical, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/i18n/format';
import { errorBodyMessage } from '@/lib/api-client';
import { useDecideLocalCheckout } from '../api/decide-local-checkout';
import { useLocalCheckout } from '../api/get-local-checkout';

/** The embedded test checkout (no card processor configured): nothing is ever charged here. */
export function LocalCheckoutPage({ id }: { id: string }) {
  const { t } = useTranslation('billing');
  const format = useFormat();
  const checkout = useLocalCheckout(id);
  const decision = useDecideLocalCheckout();
  const busyWith = decision.isPending || decision.isSuccess ? decision.variables?.choice : undefined;

  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <div role="note" className="bg-amber-400 px-4 py-2 text-center text-sm font-bold tracking-wide text-warning">
        <FlaskConical className="mr-2 inline size-4 align-[-3px]" aria-hidden />
        {t('payment.testMode')}
      </div>
      <header className="mx-auto flex w-full max-w-xl items-center px-4 py-5">
        <Logo />
      </header>
      <main className="mx-auto w-full max-w-xl flex-1 px-4 pb-16">
        <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight">{t('localCheckout.title')}</h1>
          {checkout.isPending && (
            <p className="mt-6 flex items-center gap-2 text-muted-foreground">
              <Spinner /> {t('localCheckout.loading')}
            </p>
          )}
          {checkout.isError && (
            <p role="alert" className="mt-6 text-destructive">
              {errorBodyMessage(checkout.error) ?? t('localCheckout.loadFailed')}
            </p>
          )}
          {checkout.data && (
            <>
              <p className="mt-2 text-muted-foreground">{checkout.data.description}</p>
              <p className="mt-6 text-4xl font-extrabold tracking-tight">
                {format.price(checkout.data.amountCents, checkout.data.currency)}{' '}
                <span className="text-base font-medium text-muted-foreground uppercase">{checkout.data.currency}</span>
              </p>
              <p className="mt-4 rounded-lg bg-muted p-3 text-sm text-muted-foreground">{t('localCheckout.note')}</p>
              {checkout.data.status === 'open' ? (
                <div className="mt-6 flex flex-col gap-3 sm:flex-row">
                  <Button
                    variant="brand"
                    size="lg"
                    className="sm:flex-1"
                    disabled={busyWith !== undefined}
                    onClick={() => decision.mutate({ id, choice: 'pay' })}
                  >
                    {busyWith === 'pay' ? <Spinner className="text-current" /> : <Lock className="size-4" aria-hidden />}
                    {t('localCheckout.pay', { price: format.price(checkout.data.amountCents, checkout.data.currency) })}
                  </Button>
                  <Button
                    variant="outline"
                    size="lg"
                    disabled={busyWith !== undefined}
                    onClick={() => decision.mutate({ id, choice: 'cancel' })}
                  >
                    {t('localCheckout.cancel')}
                  </Button>
                </div>
              ) : (
                <p role="status" className="mt-6 font-medium">
                  {t(`localCheckout.already.${checkout.data.status}`)}
                </p>
              )}
              {decision.isError && (
                <p role="alert" className="mt-4 text-destructive">
                  {errorBodyMessage(decision.error) ?? t('localCheckout.failed')}
                </p>
              )}
            </>
          )}
        </div>
      </main>
    </div>
  );
}
