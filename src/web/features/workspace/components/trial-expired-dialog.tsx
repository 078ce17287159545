import { TimerOff } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { pagePaths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { clearSubscriptionRecord } from '@/lib/auth-storage';

const keepOpen = (event: Event) => event.preventDefault();

/**
 * Blocks the workspace once the trial has ended; it can only be left through its buttons. An account
 * that never had a trial (its mailbox had one, on another account) is told that instead.
 */
export function TrialExpiredDialog({ open, withoutTrial = false }: { open: boolean; withoutTrial?: boolean }) {
  const { t } = useTranslation('workspace');
  const [, setLocation] = useLocation();
  const viewPlans = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={open}>
      <DialogContent
        hideClose
        role="alertdialog"
        onEscapeKeyDown={keepOpen}
        onPointerDownOutside={keepOpen}
        onInteractOutside={keepOpen}
        onOpenAutoFocus={(event) => {
          // Start on the way forward, not on the button that discards the trial record.
          event.preventDefault();
          viewPlans.current?.focus();
        }}
        className="max-w-md text-center sm:text-center"
      >
        <DialogHeader className="items-center sm:text-center">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-danger-soft text-danger">
            <TimerOff className="size-7" aria-hidden />
          </span>
          <DialogTitle className="mt-2 text-2xl">{withoutTrial ? t('trial.withoutTrialTitle') : t('trial.expiredTitle')}</DialogTitle>
          <DialogDescription className="text-base">
            {withoutTrial ? t('trial.withoutTrialDescription') : t('trial.expiredDescription')}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter className="mt-2 sm:justify-center">
          <Button
            variant="outline"
            size="lg"
            onClick={() => {
              clearSubscriptionRecord();
              setLocation(pagePaths.home);
            }}
          >
            {t('trial.startOver')}
          </Button>
          <Button ref={viewPlans} variant="brand" size="lg" onClick={() => setLocation(pagePaths.home)}>
            {t('trial.viewPlans')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
