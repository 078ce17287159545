import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { pagePaths } from '@shared/routes';
import { useFormat } from '@/i18n/format';

/** The yellow countdown shown while the free trial runs. */
export function TrialBanner({ remainingMs }: { remainingMs: number }) {
  const { t } = useTranslation('workspace');
  const format = useFormat();
  // As @shared/subscription's formatRemaining counts it ('23h 59m 59s'), in the interface language.
  const totalSeconds = Math.max(0, Math.floor(remainingMs / 1000));
  const remaining = t('trial.remaining', {
    hours: format.number(Math.floor(totalSeconds / 3600)),
    minutes: format.number(Math.floor((totalSeconds % 3600) / 60)),
    seconds: format.number(totalSeconds % 60),
  });
  return (
    <div role="status" className="border-b border-warning-line bg-warning-soft text-warning">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-4 gap-y-1 px-4 py-2 text-sm sm:px-6">
        <p className="inline-flex items-center gap-2 font-medium">
          <Clock className="size-4 text-warning" aria-hidden />
          <span className="tabular-nums">{t('trial.banner', { remaining })}</span>
        </p>
        <Link href={pagePaths.subscription} className="font-semibold text-warning underline underline-offset-2 hover:text-warning">
          {t('trial.seePlans')}
        </Link>
      </div>
    </div>
  );
}
