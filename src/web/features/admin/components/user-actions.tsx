import { Ban, CalendarPlus, Gift, ShieldCheck, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { planIds, type PlanId } from '@shared/catalog/plans';
import type { AdminUserDetail } from '@shared/contracts/admin';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { cn } from '@/lib/cn';
import { useUserAction, type UserAction } from '../api/users';
import { useSearchParam } from '../hooks/use-search-param';
import { planName } from '../lib/format';
import { toastDone, toastFailed } from '../lib/notify';
import { ActionForm, NumberField, wholeNumber } from './action-form';
import { ConfirmDialog } from './confirm-dialog';
import { FairUseForm } from './fair-use-form';

const MAX_TRIAL_HOURS = 24 * 90;
const MAX_PLAN_DAYS = 366;

/**
 * Extend trial (hours) and grant a plan (plan, days) where the trial and plans apply; fair-use limits
 * for all but an administrator; suspend or unsuspend, delete: each answered with the server's message.
 */
export function UserActions({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('admin');
  const action = useUserAction();
  const { user: me } = useAuth();
  const [, selectUser] = useSearchParam('user');
  const isSelf = me?.id === user.id;
  const [hours, setHours] = useState('24');
  const [hoursError, setHoursError] = useState<string | null>(null);
  const [planId, setPlanId] = useState<PlanId>('basic');
  const [days, setDays] = useState('30');
  const [daysError, setDaysError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'suspend' | 'delete' | null>(null);
  const planFieldId = useId();
  const pendingKind = action.isPending ? action.variables.kind : null;

  function run(next: UserAction, after?: () => void) {
    action.mutate(next, {
      onSuccess: (message) => {
        toastDone(t(`userActions.toasts.${next.kind}.done`), message, t(`userActions.toasts.${next.kind}.fallback`));
        after?.();
      },
      onError: (error) => toastFailed(t(`userActions.toasts.${next.kind}.failed`), error),
    });
  }

  function extendTrial() {
    const value = wholeNumber(hours, 1, MAX_TRIAL_HOURS);
    setHoursError(value === null ? t('userActions.hoursError', { max: MAX_TRIAL_HOURS }) : null);
    if (value !== null) run({ kind: 'extend-trial', id: user.id, hours: value });
  }

  function grantPlan() {
    const value = wholeNumber(days, 1, MAX_PLAN_DAYS);
    setDaysError(value === null ? t('userActions.daysError', { max: MAX_PLAN_DAYS }) : null);
    if (value !== null) run({ kind: 'grant-plan', id: user.id, planId, days: value });
  }

  const busy = (kind: UserAction['kind']) => pendingKind === kind && <Spinner className="size-4 text-current" />;

  return (
    <section aria-labelledby="actions-title" className="grid grid-cols-1 gap-3">
      <h3 id="actions-title" className="text-sm font-semibold">
        {t('userActions.title')}
      </h3>
      {user.access === 'subscription' && (
        <>
          <ActionForm
            title={t('userActions.extendTrial')}
            icon={<CalendarPlus aria-hidden className="size-4 text-primary" />}
            onSubmit={extendTrial}
          >
            <div className="flex items-end gap-2">
              <div className="flex-1">
                <NumberField
                  label={t('userActions.hours')}
                  value={hours}
                  onChange={setHours}
                  min={1}
                  max={MAX_TRIAL_HOURS}
                  error={hoursError}
                />
              </div>
              <Button type="submit" disabled={action.isPending} className={cn(hoursError && 'mb-5')}>
                {busy('extend-trial')}
                {t('userActions.extendTrial')}
              </Button>
            </div>
          </ActionForm>

          <ActionForm title={t('userActions.grantPlan')} icon={<Gift aria-hidden className="size-4 text-primary" />} onSubmit={grantPlan}>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              <SelectField
                id={planFieldId}
                label={t('userActions.plan')}
                value={planId}
                options={planIds}
                onChange={setPlanId}
                optionLabel={planName}
              />
              <NumberField label={t('userActions.days')} value={days} onChange={setDays} min={1} max={MAX_PLAN_DAYS} error={daysError} />
            </div>
            <Button type="submit" disabled={action.isPending} className="justify-self-start">
              {busy('grant-plan')}
              {t('userActions.grantPlan')}
            </Button>
          </ActionForm>
        </>
      )}

      {user.access === 'administrator' ? (
        <p className="text-xs text-muted-foreground">{t('userActions.administratorUnlimited')}</p>
      ) : (
        <FairUseForm
          user={user}
          pending={pendingKind === 'fair-use'}
          disabled={action.isPending}
          onSave={(limits) => run({ kind: 'fair-use', id: user.id, limits })}
        />
      )}

      <div className="grid grid-cols-1 gap-2 rounded-xl border border-danger-line p-3">
        <h4 className="text-sm font-semibold">{t('userActions.account')}</h4>
        {isSelf && <p className="text-xs text-muted-foreground">{t('userActions.cannotChangeSelf')}</p>}
        <div className="flex flex-wrap gap-2">
          {user.suspended ? (
            <Button
              type="button"
              variant="outline"
              disabled={action.isPending || isSelf}
              onClick={() => run({ kind: 'unsuspend', id: user.id })}
            >
              {busy('unsuspend') || <ShieldCheck aria-hidden />}
              {t('userActions.unsuspend')}
            </Button>
          ) : (
            <Button type="button" variant="outline" disabled={action.isPending || isSelf} onClick={() => setConfirming('suspend')}>
              <Ban aria-hidden />
              {t('userActions.suspend')}
            </Button>
          )}
          <Button type="button" variant="destructive" disabled={action.isPending || isSelf} onClick={() => setConfirming('delete')}>
            <Trash2 aria-hidden />
            {t('userActions.deleteUser')}
          </Button>
        </div>
      </div>

      <ConfirmDialog
        open={confirming === 'suspend'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('userActions.suspendTitle', { email: user.email })}
        description={t('userActions.suspendDescription')}
        confirmLabel={t('userActions.suspend')}
        destructive
        pending={pendingKind === 'suspend'}
        onConfirm={() => run({ kind: 'suspend', id: user.id }, () => setConfirming(null))}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('userActions.deleteTitle', { email: user.email })}
        description={t('userActions.deleteDescription')}
        confirmLabel={t('userActions.deleteUser')}
        destructive
        pending={pendingKind === 'delete'}
        onConfirm={() =>
          run({ kind: 'delete', id: user.id }, () => {
            setConfirming(null);
            selectUser(null);
          })
        }
      />
    </section>
  );
}
