import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '@shared/catalog/plans';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/i18n/format';
import { planName } from '@/lib/plan-text';
import { useCancelSubscription } from '../api/cancel-subscription';
import { formatLongDate } from '../lib/subscription-view';

/** 'Cancel subscription' and its confirmation (local processor; Stripe subscribers use the portal). */
export function CancelSubscriptionDialog({ plan, periodEnd }: { plan: Plan; periodEnd: Date | null }) {
  const { t } = useTranslation('billing');
  const { locale } = useFormat();
  const [open, setOpen] = useState(false);
  const cancel = useCancelSubscription();
  return (
    <Dialog open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="lg" className="text-muted-foreground hover:text-destructive">
          {t('cancelDialog.trigger')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('cancelDialog.title', { plan: planName(plan.id, locale) })}</DialogTitle>
          <DialogDescription className="text-base">
            {periodEnd ? t('cancelDialog.keepUntil', { date: formatLongDate(periodEnd, locale) }) : t('cancelDialog.willNotRenew')}{' '}
            {t('cancelDialog.subscribeAgain')}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter className="mt-2">
          <Button variant="outline" disabled={cancel.isPending} onClick={() => setOpen(false)}>
            {t('cancelDialog.keep')}
          </Button>
          <Button
            variant="destructive"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(undefined, { onSuccess: () => setOpen(false) })}
          >
            {cancel.isPending && <Spinner className="size-4 text-current" />}
            {cancel.isPending ? t('cancelDialog.canceling') : t('cancelDialog.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
