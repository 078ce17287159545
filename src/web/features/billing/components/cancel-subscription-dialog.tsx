import { useState } from 'react';
import type { Plan } from '@shared/catalog/plans';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useCancelSubscription } from '../api/cancel-subscription';
import { formatLongDate } from '../lib/subscription-view';

/** 'Cancel subscription' and its confirmation (local processor; Stripe subscribers use the portal). */
export function CancelSubscriptionDialog({ plan, periodEnd }: { plan: Plan; periodEnd: Date | null }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelSubscription();
  return (
    <Dialog open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="lg" className="text-muted-foreground hover:text-destructive">
          Cancel subscription
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Cancel your {plan.name} plan?</DialogTitle>
          <DialogDescription className="text-base">
            {periodEnd
              ? `You keep everything until ${formatLongDate(periodEnd)}; after that the plan ends and is not renewed.`
              : 'The plan will not renew.'}{' '}
            You can subscribe again at any time.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter className="mt-2">
          <Button variant="outline" disabled={cancel.isPending} onClick={() => setOpen(false)}>
            Keep my plan
          </Button>
          <Button
            variant="destructive"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(undefined, { onSuccess: () => setOpen(false) })}
          >
            {cancel.isPending && <Spinner className="size-4 text-current" />}
            {cancel.isPending ? 'Canceling...' : 'Cancel subscription'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
