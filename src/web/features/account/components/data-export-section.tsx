import { Download, FileArchive } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatNumber } from '@/i18n/format';
import { i18n } from '@/i18n/i18n';
import { saveBlob } from '@/lib/save-blob';
import { useExportAccountData, type ExportProgress } from '../api/export-data';
import type { Feedback } from '../hooks/use-section-form';
import { accountFailureMessage } from '../lib/failure-message';
import { AccountSection } from './account-section';
import { FormFeedback } from './form-feedback';

const megabytes = (bytes: number, locale?: string) =>
  formatNumber(bytes / (1024 * 1024), { style: 'unit', unit: 'megabyte', minimumFractionDigits: 1, maximumFractionDigits: 1 }, locale);

/** 'Preparing your export...' until the server answers, then how much has arrived (in the interface language). */
export function progressLabel(progress: ExportProgress | null, locale?: string): string {
  if (!progress) return i18n.t('account:dataExport.preparing', { lng: locale });
  if (progress.total) {
    const ratio = Math.min(100, Math.round((progress.received / progress.total) * 100)) / 100;
    return i18n.t('account:dataExport.downloading', { lng: locale, amount: formatNumber(ratio, { style: 'percent' }, locale) });
  }
  return i18n.t('account:dataExport.downloading', { lng: locale, amount: megabytes(progress.received, locale) });
}

export function DataExportSection() {
  const {
    t,
    i18n: { language },
  } = useTranslation('account');
  const exporting = useExportAccountData();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const { progress } = exporting;
  const percent = progress?.total ? Math.min(100, Math.round((progress.received / progress.total) * 100)) : null;

  function start() {
    if (exporting.isPending) return;
    setFeedback(null);
    exporting.mutate(undefined, {
      onSuccess: ({ blob, filename }) => {
        saveBlob(blob, filename);
        setFeedback({ kind: 'success', message: t('dataExport.started', { filename }) });
      },
      onError: (error) => setFeedback({ kind: 'error', message: accountFailureMessage(error) }),
    });
  }

  return (
    <AccountSection id="data" title={t('dataExport.title')} description={t('dataExport.description')} icon={FileArchive}>
      <div className="grid gap-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <Button
            type="button"
            className="w-full sm:w-auto"
            aria-disabled={exporting.isPending}
            aria-busy={exporting.isPending}
            onClick={start}
          >
            {exporting.isPending ? <Spinner className="size-4 text-current" /> : <Download aria-hidden />}
            {exporting.isPending ? t('dataExport.exporting') : t('dataExport.export')}
          </Button>
          {exporting.isPending && (
            <div className="grid min-w-48 flex-1 gap-1.5 sm:max-w-xs">
              <span role="status" className="text-sm text-muted-foreground">
                {progressLabel(progress, language)}
              </span>
              <div
                role="progressbar"
                aria-label={t('dataExport.progress')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent ?? undefined}
                aria-valuetext={progressLabel(progress, language)}
                className="h-1.5 overflow-hidden rounded-full bg-muted"
              >
                <div
                  className={
                    percent === null
                      ? 'h-full w-1/3 animate-pulse rounded-full bg-primary/60'
                      : 'h-full rounded-full bg-primary transition-[width]'
                  }
                  style={percent === null ? undefined : { width: `${percent}%` }}
                />
              </div>
            </div>
          )}
        </div>
        <FormFeedback feedback={feedback} />
      </div>
    </AccountSection>
  );
}
