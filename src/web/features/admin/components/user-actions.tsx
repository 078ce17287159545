import { Ban, CalendarPlus, Gift, ShieldCheck, Trash2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { planIds, type PlanId } from '@shared/catalog/plans';
import { adminMessages, type AdminUserDetail } from '@shared/contracts/admin';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { fieldClass } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { cn } from '@/lib/cn';
import { useUserAction, type UserAction } from '../api/users';
import { useSearchParam } from '../hooks/use-search-param';
import { planName } from '../lib/format';
import { toastDone, toastFailed } from '../lib/notify';
import { ConfirmDialog } from './confirm-dialog';

const MAX_TRIAL_HOURS = 24 * 90;
const MAX_PLAN_DAYS = 366;

/** A whole number within [min, max], else null. */
function wholeNumber(text: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

function ActionForm({ title, icon, onSubmit, children }: { title: string; icon: ReactNode; onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      aria-label={title}
      className="grid grid-cols-1 gap-3 rounded-xl border border-border p-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h4 className="flex items-center gap-2 text-sm font-semibold">
        {icon}
        {title}
      </h4>
      {children}
    </form>
  );
}

function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  min: number;
  max: number;
  error: string | null;
}) {
  const id = useId();
  return (
    <div className="grid grid-cols-1 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="h-10"
      />
      {error && (
        <p id={`${id}-error`} className="text-xs text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

const titles: Record<UserAction['kind'], { done: string; failed: string; fallback: string }> = {
  'extend-trial': { done: 'Trial Extended', failed: 'Could Not Extend the Trial', fallback: adminMessages.trialExtended },
  'grant-plan': { done: 'Plan Granted', failed: 'Could Not Grant the Plan', fallback: adminMessages.planGranted },
  suspend: { done: 'User Suspended', failed: 'Could Not Suspend', fallback: adminMessages.suspended },
  unsuspend: { done: 'User Unsuspended', failed: 'Could Not Unsuspend', fallback: adminMessages.unsuspended },
  delete: { done: 'User Deleted', failed: 'Could Not Delete', fallback: adminMessages.userDeleted },
};

/** Extend trial (hours), grant a plan (plan, days), suspend or unsuspend, delete: each answered with the server's message. */
export function UserActions({ user }: { user: AdminUserDetail }) {
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
        toastDone(titles[next.kind].done, message, titles[next.kind].fallback);
        after?.();
      },
      onError: (error) => toastFailed(titles[next.kind].failed, error),
    });
  }

  function extendTrial() {
    const value = wholeNumber(hours, 1, MAX_TRIAL_HOURS);
    setHoursError(value === null ? `Enter whole hours from 1 to ${MAX_TRIAL_HOURS}.` : null);
    if (value !== null) run({ kind: 'extend-trial', id: user.id, hours: value });
  }

  function grantPlan() {
    const value = wholeNumber(days, 1, MAX_PLAN_DAYS);
    setDaysError(value === null ? `Enter whole days from 1 to ${MAX_PLAN_DAYS}.` : null);
    if (value !== null) run({ kind: 'grant-plan', id: user.id, planId, days: value });
  }

  const busy = (kind: UserAction['kind']) => pendingKind === kind && <Spinner className="size-4 text-current" />;

  return (
    <section aria-labelledby="actions-title" className="grid grid-cols-1 gap-3">
      <h3 id="actions-title" className="text-sm font-semibold">
        Actions
      </h3>
      <ActionForm title="Extend trial" icon={<CalendarPlus aria-hidden className="size-4 text-primary" />} onSubmit={extendTrial}>
        <div className="flex items-end gap-2">
          <div className="flex-1">
            <NumberField label="Hours" value={hours} onChange={setHours} min={1} max={MAX_TRIAL_HOURS} error={hoursError} />
          </div>
          <Button type="submit" disabled={action.isPending} className={cn(hoursError && 'mb-5')}>
            {busy('extend-trial')}
            Extend trial
          </Button>
        </div>
      </ActionForm>

      <ActionForm title="Grant plan" icon={<Gift aria-hidden className="size-4 text-primary" />} onSubmit={grantPlan}>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          <div className="grid grid-cols-1 gap-1.5">
            <Label htmlFor={planFieldId}>Plan</Label>
            <select
              id={planFieldId}
              className={cn(fieldClass, 'h-10')}
              value={planId}
              onChange={(event) => setPlanId(event.target.value as PlanId)}
            >
              {planIds.map((id) => (
                <option key={id} value={id}>
                  {planName(id)}
                </option>
              ))}
            </select>
          </div>
          <NumberField label="Days" value={days} onChange={setDays} min={1} max={MAX_PLAN_DAYS} error={daysError} />
        </div>
        <Button type="submit" disabled={action.isPending} className="justify-self-start">
          {busy('grant-plan')}
          Grant plan
        </Button>
      </ActionForm>

      <div className="grid grid-cols-1 gap-2 rounded-xl border border-red-200 p-3">
        <h4 className="text-sm font-semibold">Account</h4>
        {isSelf && <p className="text-xs text-muted-foreground">{adminMessages.cannotChangeSelf}</p>}
        <div className="flex flex-wrap gap-2">
          {user.suspended ? (
            <Button
              type="button"
              variant="outline"
              disabled={action.isPending || isSelf}
              onClick={() => run({ kind: 'unsuspend', id: user.id })}
            >
              {busy('unsuspend') || <ShieldCheck aria-hidden />}
              Unsuspend
            </Button>
          ) : (
            <Button type="button" variant="outline" disabled={action.isPending || isSelf} onClick={() => setConfirming('suspend')}>
              <Ban aria-hidden />
              Suspend
            </Button>
          )}
          <Button type="button" variant="destructive" disabled={action.isPending || isSelf} onClick={() => setConfirming('delete')}>
            <Trash2 aria-hidden />
            Delete user
          </Button>
        </div>
      </div>

      <ConfirmDialog
        open={confirming === 'suspend'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={`Suspend ${user.email}?`}
        description="They are signed out everywhere at once and cannot sign in until you unsuspend them."
        confirmLabel="Suspend"
        destructive
        pending={pendingKind === 'suspend'}
        onConfirm={() => run({ kind: 'suspend', id: user.id }, () => setConfirming(null))}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={`Delete ${user.email}?`}
        description="Their account, projects, files and sessions are deleted for good; commissions they earned stay, anonymised. This cannot be undone."
        confirmLabel="Delete user"
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
