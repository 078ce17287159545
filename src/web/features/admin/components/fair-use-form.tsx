import { Gauge } from 'lucide-react';
import { useId, useState } from 'react';
import type { AdminUserDetail } from '@shared/contracts/admin';
import { FAIR_USE_MAX, fairUsePeriods, type FairUseLimits, type FairUsePeriod } from '@shared/contracts/usage';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { formatCount } from '../lib/format';
import { ActionForm, NumberField, wholeNumber } from './action-form';

const periodNames: Record<FairUsePeriod, string> = { day: 'Day', week: 'Week', month: 'Month' };
const limitError = `Enter a whole number from 0 to ${formatCount(FAIR_USE_MAX)}, or leave it empty for no limit.`;

/** An empty field is no limit; else a whole number in range, or undefined when it is neither. */
function limitOf(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  return wholeNumber(text, 0, FAIR_USE_MAX) ?? undefined;
}

const textOf = (limit: number | null) => (limit === null ? '' : String(limit));

/**
 * The account's fair-use limits: scripts and images per calendar day, week or month (UTC). With
 * payments off they are the only quotas; where plans are sold they apply on top of the plan's.
 */
export function FairUseForm({
  user,
  pending,
  disabled,
  onSave,
}: {
  user: AdminUserDetail;
  pending: boolean;
  disabled: boolean;
  onSave: (limits: FairUseLimits) => void;
}) {
  const [scripts, setScripts] = useState(textOf(user.fairUse.scripts));
  const [images, setImages] = useState(textOf(user.fairUse.images));
  const [period, setPeriod] = useState<FairUsePeriod>(user.fairUse.period);
  const [errors, setErrors] = useState<{ scripts: string | null; images: string | null }>({ scripts: null, images: null });
  const periodFieldId = useId();

  function save() {
    const limits = { scripts: limitOf(scripts), images: limitOf(images) };
    setErrors({ scripts: limits.scripts === undefined ? limitError : null, images: limits.images === undefined ? limitError : null });
    if (limits.scripts !== undefined && limits.images !== undefined) onSave({ scripts: limits.scripts, images: limits.images, period });
  }

  return (
    <ActionForm title="Fair-use limits" icon={<Gauge aria-hidden className="size-4 text-primary" />} onSubmit={save}>
      <p className="text-xs text-muted-foreground">
        Empty means no limit. Counted per calendar day, week (from Monday) or month, in UTC; beyond a limit, generating is refused until it
        resets.
      </p>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <NumberField label="Scripts limit" value={scripts} onChange={setScripts} min={0} max={FAIR_USE_MAX} error={errors.scripts} />
        <NumberField label="Images limit" value={images} onChange={setImages} min={0} max={FAIR_USE_MAX} error={errors.images} />
        <SelectField
          id={periodFieldId}
          label="Per"
          value={period}
          options={fairUsePeriods}
          onChange={setPeriod}
          optionLabel={(name) => periodNames[name]}
        />
      </div>
      <Button type="submit" disabled={disabled} className="justify-self-start">
        {pending && <Spinner className="size-4 text-current" />}
        Save limits
      </Button>
    </ActionForm>
  );
}
