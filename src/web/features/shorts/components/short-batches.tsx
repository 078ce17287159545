import { Download, PackageOpen, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DeleteConfirmation } from '@/components/ui/delete-confirmation';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { generationFailureMessage } from '@/lib/generation-failure';
import { saveBlob } from '@/lib/save-blob';
import { formatClock } from '@/lib/format-clock';
import { useFormat } from '@/i18n/format';
import { useCancelShortBatch, useDeleteShortBatch, useDownloadShortBatch, useShortBatches } from '../api/shorts';
import { problemText } from '../lib/problems';

/** The project's batches of shorts, newest first: each short's progress, then its player and Download. */
export function ShortBatches({ projectId }: { projectId: string }) {
  const { t } = useTranslation('shorts');
  const format = useFormat();
  const percent = (progress: number) => format.number(progress / 100, { style: 'percent' });
  const batches = useShortBatches(projectId);
  const cancel = useCancelShortBatch(projectId);
  const remove = useDeleteShortBatch(projectId);
  // The batch whose Delete asks to be confirmed.
  const [deleting, setDeleting] = useState<string | null>(null);
  const list = batches.data?.batches ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-label={t('batches.title')} className="grid gap-4">
      <h3 className="font-medium">{t('batches.title')}</h3>
      {list.map((batch) => (
        <article
          key={batch.batchId}
          aria-label={t('batches.batchLabel', { count: batch.renders.length })}
          className="grid gap-3 rounded-xl border p-3"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span className="flex items-center gap-2 text-sm">
              <span role="status">{t(`batches.status.${batch.status}`)}</span>
              {batch.status === 'rendering' && (
                <span
                  role="progressbar"
                  aria-label={t('batches.progressLabel')}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={batch.progress}
                >
                  {percent(batch.progress)}
                </span>
              )}
            </span>
            <span className="flex flex-wrap items-center gap-2">
              {batch.renders.some((short) => short.status === 'done') && <DownloadBatchButton batchId={batch.batchId} />}
              {batch.status === 'rendering' ? (
                <Button type="button" variant="outline" size="sm" disabled={cancel.isPending} onClick={() => cancel.mutate(batch.batchId)}>
                  {t('batches.cancel')}
                </Button>
              ) : (
                deleting !== batch.batchId && (
                  <Button type="button" variant="outline" size="sm" onClick={() => setDeleting(batch.batchId)}>
                    <Trash2 aria-hidden />
                    {t('batches.delete')}
                  </Button>
                )
              )}
            </span>
          </div>
          {deleting === batch.batchId && (
            <DeleteConfirmation
              label={t('batches.deleteLabel')}
              question={t('batches.deleteQuestion', { count: batch.renders.length })}
              confirmText={t('batches.delete')}
              pendingText={t('batches.deleting')}
              pending={remove.isPending}
              onKeep={() => setDeleting(null)}
              onDelete={() => remove.mutate(batch.batchId, { onSettled: () => setDeleting(null) })}
            />
          )}
          <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {batch.renders.map((short, index) => {
              const name = short.title ?? t('batches.shortName', { number: index + 1 });
              return (
                <li key={short.id} className="grid content-start gap-2">
                  <p className="text-sm font-medium">{name}</p>
                  {short.status === 'done' && short.videoUrl ? (
                    <>
                      <video
                        className="max-h-96 w-full rounded-lg bg-black object-contain"
                        src={short.videoUrl}
                        controls
                        preload="metadata"
                        aria-label={t('batches.shortLabel', { name })}
                      />
                      <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
                        <span>
                          {short.width}×{short.height} · {formatClock(short.durationSeconds ?? 0)}
                        </span>
                        <a
                          className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                          href={short.videoUrl}
                          download
                        >
                          <Download aria-hidden className="size-4" />
                          {t('batches.download')}
                        </a>
                      </div>
                    </>
                  ) : (
                    <p className="text-sm text-muted-foreground">
                      {t(`batches.shortStatus.${short.status}`)}
                      {short.status === 'running' ? ` · ${percent(short.progress)}` : ''}
                      {short.error ? `: ${problemText(short.error)}` : ''}
                    </p>
                  )}
                </li>
              );
            })}
          </ol>
        </article>
      ))}
    </section>
  );
}

/** Download all (ZIP): each batch its own download, so a second one never drops the first. */
function DownloadBatchButton({ batchId }: { batchId: string }) {
  const { t } = useTranslation('shorts');
  const download = useDownloadShortBatch();
  const start = () =>
    download.mutate(batchId, {
      onSuccess: ({ blob, filename }) => {
        saveBlob(blob, filename);
        toast({ title: t('batches.downloadStarted'), description: t('batches.downloadStartedBody', { filename }) });
      },
      onError: (error) =>
        toast({ variant: 'destructive', title: t('batches.downloadFailed'), description: problemText(generationFailureMessage(error)) }),
    });
  return (
    <Button type="button" variant="outline" size="sm" disabled={download.isPending} onClick={start} title={t('batches.downloadAllHint')}>
      {download.isPending ? <Spinner /> : <PackageOpen aria-hidden />}
      {t('batches.downloadAll')}
    </Button>
  );
}
