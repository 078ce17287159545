import { useTranslation } from 'react-i18next';
import { useFormat } from '@/i18n/format';

/** The simulated progress while a profile is created (spec §4). */
export function CreateProgress({ value }: { value: number }) {
  const { t } = useTranslation('voice');
  const { number } = useFormat();
  return (
    <div className="grid gap-1.5">
      <div
        role="progressbar"
        aria-label={t('create.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width] duration-500" style={{ width: `${value}%` }} />
      </div>
      <p className="text-xs text-muted-foreground">{t('create.progress', { percent: number(value / 100, { style: 'percent' }) })}</p>
    </div>
  );
}
