import { Download, PackageOpen, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { ShortBatch } from '@shared/contracts/shorts';
import { Button } from '@/components/ui/button';
import { DeleteConfirmation } from '@/components/ui/delete-confirmation';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { generationFailureMessage } from '@/lib/generation-failure';
import { saveBlob } from '@/lib/save-blob';
import { formatClock } from '@/lib/format-clock';
import { useCancelShortBatch, useDeleteShortBatch, useDownloadShortBatch, useShortBatches } from '../api/shorts';

const batchStatusLabels: Record<ShortBatch['status'], string> = {
  rendering: 'Rendering',
  done: 'Ready',
  failed: 'Some shorts failed',
  canceled: 'Canceled',
};

const renderStatusLabels: Record<ShortBatch['renders'][number]['status'], string> = {
  queued: 'Waiting',
  running: 'Rendering',
  done: 'Ready',
  failed: 'Failed',
  canceled: 'Canceled',
};

/** The project's batches of shorts, newest first: each short's progress, then its player and Download. */
export function ShortBatches({ projectId }: { projectId: string }) {
  const batches = useShortBatches(projectId);
  const cancel = useCancelShortBatch(projectId);
  const remove = useDeleteShortBatch(projectId);
  // The batch whose Delete asks to be confirmed.
  const [deleting, setDeleting] = useState<string | null>(null);
  const list = batches.data?.batches ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-label="Rendered shorts" className="grid gap-4">
      <h3 className="font-medium">Rendered shorts</h3>
      {list.map((batch) => (
        <article key={batch.batchId} aria-label={`Batch of ${batch.renders.length} shorts`} className="grid gap-3 rounded-xl border p-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span className="flex items-center gap-2 text-sm">
              <span role="status">{batchStatusLabels[batch.status]}</span>
              {batch.status === 'rendering' && (
                <span role="progressbar" aria-label="Shorts rendered" aria-valuemin={0} aria-valuemax={100} aria-valuenow={batch.progress}>
                  {batch.progress}%
                </span>
              )}
            </span>
            <span className="flex flex-wrap items-center gap-2">
              {batch.renders.some((short) => short.status === 'done') && <DownloadBatchButton batchId={batch.batchId} />}
              {batch.status === 'rendering' ? (
                <Button type="button" variant="outline" size="sm" disabled={cancel.isPending} onClick={() => cancel.mutate(batch.batchId)}>
                  Cancel
                </Button>
              ) : (
                deleting !== batch.batchId && (
                  <Button type="button" variant="outline" size="sm" onClick={() => setDeleting(batch.batchId)}>
                    <Trash2 aria-hidden />
                    Delete
                  </Button>
                )
              )}
            </span>
          </div>
          {deleting === batch.batchId && (
            <DeleteConfirmation
              label="Delete these shorts"
              question={`Delete these ${batch.renders.length} shorts and their videos?`}
              confirmText="Delete"
              pendingText="Deleting..."
              pending={remove.isPending}
              onKeep={() => setDeleting(null)}
              onDelete={() => remove.mutate(batch.batchId, { onSettled: () => setDeleting(null) })}
            />
          )}
          <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {batch.renders.map((short, index) => {
              const name = short.title ?? `Short ${index + 1}`;
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
                        aria-label={`Short: ${name}`}
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
                          Download
                        </a>
                      </div>
                    </>
                  ) : (
                    <p className="text-sm text-muted-foreground">
                      {renderStatusLabels[short.status]}
                      {short.status === 'running' ? ` · ${short.progress}%` : ''}
                      {short.error ? `: ${short.error}` : ''}
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
  const download = useDownloadShortBatch();
  const start = () =>
    download.mutate(batchId, {
      onSuccess: ({ blob, filename }) => {
        saveBlob(blob, filename);
        toast({ title: 'Download Started', description: `${filename} is being downloaded.` });
      },
      onError: (error) => toast({ variant: 'destructive', title: 'Download Failed', description: generationFailureMessage(error) }),
    });
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={download.isPending}
      onClick={start}
      title="Each short with its title, a description with hashtags and a thumbnail"
    >
      {download.isPending ? <Spinner /> : <PackageOpen aria-hidden />}
      Download all (ZIP)
    </Button>
  );
}
