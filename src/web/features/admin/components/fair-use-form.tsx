import { Gauge } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserDetail } from '@shared/contracts/admin';
import { FAIR_USE_MAX, fairUsePeriods, type FairUseLimits, type FairUsePeriod } from '@shared/contracts/usage';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { formatCount } from '../lib/format';
import { ActionForm, NumberField, wholeNumber } from './action-form';

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
  const { t } = useTranslation('admin');

  function save() {
    const limitError = t('fairUse.limitError', { max: formatCount(FAIR_USE_MAX) });
    const limits = { scripts: limitOf(scripts), images: limitOf(images) };
    setErrors({ scripts: limits.scripts === undefined ? limitError : null, images: limits.images === undefined ? limitError : null });
    if (limits.scripts !== undefined && limits.images !== undefined) onSave({ scripts: limits.scripts, images: limits.images, period });
  }

  return (
    <ActionForm title={t('fairUse.title')} icon={<Gauge aria-hidden className="size-4 text-primary" />} onSubmit={save}>
      <p className="text-xs text-muted-foreground">{t('fairUse.hint')}</p>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <NumberField
          label={t('fairUse.scriptsLimit')}
          value={scripts}
          onChange={setScripts}
          min={0}
          max={FAIR_USE_MAX}
          error={errors.scripts}
        />
        <NumberField
          label={t('fairUse.imagesLimit')}
          value={images}
          onChange={setImages}
          min={0}
          max={FAIR_USE_MAX}
          error={errors.images}
        />
        <SelectField
          id={periodFieldId}
          label={t('fairUse.per')}
          value={period}
          options={fairUsePeriods}
          onChange={setPeriod}
          optionLabel={(name) => t(`fairUse.periods.${name}`)}
        />
      </div>
      <Button type="submit" disabled={disabled} className="justify-self-start">
        {pending && <Spinner className="size-4 text-current" />}
        {t('fairUse.save')}
      </Button>
    </ActionForm>
  );
}
