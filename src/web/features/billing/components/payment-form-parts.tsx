import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { Button } from '@/components/ui/button';

/** Holds the payment element's place until it is ready. */
export function PaymentElementPlaceholder() {
  const { t } = useTranslation('billing');
  return (
    <div
      role="status"
      className="flex min-h-44 items-center justify-center gap-2 rounded-xl border border-dashed bg-muted/40 text-sm text-muted-foreground"
    >
      <Spinner className="size-4" />
      {t('payment.loadingForm')}
    </div>
  );
}

/** 'Subscribe Now', then 'Processing...' until the payment is decided. */
export function SubscribeNowButton({ processing }: { processing: boolean }) {
  const { t } = useTranslation('billing');
  return (
    <Button type="submit" variant="brand" size="lg" className="mt-6 w-full" disabled={processing} aria-busy={processing || undefined}>
      {processing ? (
        <>
          <Spinner className="size-4 text-current" />
          {t('payment.processing')}
        </>
      ) : (
        t('payment.subscribeNow')
      )}
    </Button>
  );
}
