import { CreditCard } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useOpenBillingPortal } from '../api/open-billing-portal';

/** Opens the Stripe customer portal (payment details, invoices, cancelling). */
export function ManageBillingButton(props: Pick<ComponentProps<typeof Button>, 'variant' | 'size' | 'className'>) {
  const { t } = useTranslation('billing');
  const portal = useOpenBillingPortal();
  const busy = portal.isPending || portal.isSuccess;
  return (
    <Button variant="outline" size="lg" {...props} disabled={busy} onClick={() => portal.mutate()}>
      {busy ? <Spinner className="size-4 text-current" /> : <CreditCard aria-hidden />}
      {busy ? t('manageBilling.opening') : t('manageBilling.manage')}
    </Button>
  );
}
