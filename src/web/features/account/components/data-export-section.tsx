import { Download, FileArchive } from 'lucide-react';
import { useState } from 'react';
import { accountMessages } from '@shared/contracts/account';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { saveBlob } from '@/lib/save-blob';
import { useExportAccountData, type ExportProgress } from '../api/export-data';
import type { Feedback } from '../hooks/use-section-form';
import { accountFailureMessage } from '../lib/failure-message';
import { AccountSection } from './account-section';
import { FormFeedback } from './form-feedback';

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** 'Preparing your export...' until the server answers, then how much has arrived. */
export function progressLabel(progress: ExportProgress | null): string {
  if (!progress) return 'Preparing your export...';
  if (progress.total) return `Downloading... ${Math.min(100, Math.round((progress.received / progress.total) * 100))}%`;
  return `Downloading... ${megabytes(progress.received)}`;
}

export function DataExportSection() {
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
        setFeedback({ kind: 'success', message: `${accountMessages.exportStarted} (${filename})` });
      },
      onError: (error) => setFeedback({ kind: 'error', message: accountFailureMessage(error) }),
    });
  }

  return (
    <AccountSection
      id="data"
      title="Your data"
      description="Download everything you have made here: your projects, scripts, conversations and settings as JSON, with your images, voiceovers and voice samples, in one ZIP file."
      icon={FileArchive}
    >
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
            {exporting.isPending ? 'Exporting...' : 'Export my data'}
          </Button>
          {exporting.isPending && (
            <div className="grid min-w-48 flex-1 gap-1.5 sm:max-w-xs">
              <span role="status" className="text-sm text-muted-foreground">
                {progressLabel(progress)}
              </span>
              <div
                role="progressbar"
                aria-label="Export progress"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent ?? undefined}
                aria-valuetext={progressLabel(progress)}
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
