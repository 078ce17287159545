import { Download, HardDrive, Trash2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { modelFileNameFromUrl, type LocalModel, type LocalModelRuntime, type ModelDownload } from '@shared/contracts/models';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatNumber } from '@/i18n/format';
import { i18n } from '@/i18n/i18n';
import { useCancelModelDownload, useDeleteModel, useInstallRuntime, useModels, useStartModelDownload } from '../api/models';
import { formatDateTime } from '../lib/format';
import { toastDone, toastFailed } from '../lib/notify';
import { BusyIcon } from './busy-icon';
import { ConfirmDialog } from './confirm-dialog';
import { ActionTh, DataTable, NumTd, Td, Th } from './data-table';
import { QueryView } from './query-view';
import { StatusBadge } from './status-badge';

/** Bytes as people read them: 1.5 MB, 4.1 GB. */
export function formatBytes(bytes: number): string {
  const value = (size: number) => formatNumber(bytes / size, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  if (bytes >= 1e9) return i18n.t('admin:localModels.gigabytes', { value: value(1e9) });
  if (bytes >= 1e6) return i18n.t('admin:localModels.megabytes', { value: value(1e6) });
  if (bytes >= 1e3) return i18n.t('admin:localModels.kilobytes', { value: value(1e3) });
  return i18n.t('admin:localModels.bytes', { count: bytes });
}

const isPending = (download: ModelDownload) => download.status === 'queued' || download.status === 'running';

/** How far a download is: a bar with its percentage when the size is known, else the bytes so far. */
function DownloadProgress({ download }: { download: ModelDownload }) {
  const { bytesDone, bytesTotal } = download;
  const { t } = useTranslation('admin');
  const percent = bytesTotal ? Math.min(100, Math.floor((bytesDone / bytesTotal) * 100)) : undefined;
  const text =
    percent === undefined
      ? formatBytes(bytesDone)
      : t('localModels.progress', { percent, done: formatBytes(bytesDone), total: formatBytes(bytesTotal!) });
  return (
    <div className="grid min-w-48 gap-1">
      <div
        role="progressbar"
        aria-label={t('localModels.downloadOf', { fileName: download.fileName })}
        aria-valuemin={0}
        aria-valuemax={100}
        {...(percent === undefined ? {} : { 'aria-valuenow': percent })}
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent ?? 0}%` }} />
      </div>
      <span className="text-xs text-muted-foreground tabular-nums">{text}</span>
    </div>
  );
}

/** node-llama-cpp is not on this server: what to do, and a button that installs it here. */
function RuntimeInstall({ runtime }: { runtime: LocalModelRuntime }) {
  const { t } = useTranslation('admin');
  const install = useInstallRuntime();
  const installing = runtime.status === 'installing' || install.isPending;
  return (
    <div role="status" className="grid gap-2 rounded-lg border border-warning-line bg-warning-soft px-3 py-2 text-sm text-warning">
      <p>
        {installing
          ? t('localModels.installing')
          : runtime.status === 'failed'
            ? t('localModels.installFailed', { reason: runtime.message ?? t('localModels.noDetails') })
            : t('localModels.runtimeMissing')}
      </p>
      {!installing && (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => install.mutate(undefined, { onError: (error) => toastFailed(t('localModels.installFailedTitle'), error) })}
          >
            <Download aria-hidden />
            {runtime.status === 'failed' ? t('localModels.installAgain') : t('localModels.install')}
          </Button>
        </div>
      )}
    </div>
  );
}

function DownloadForm() {
  const { t } = useTranslation('admin');
  const start = useStartModelDownload();
  const [url, setUrl] = useState('');
  const [sha256, setSha256] = useState('');
  const urlId = useId();
  const shaId = useId();
  const urlProblem = url.trim() && !modelFileNameFromUrl(url.trim()) ? t('localModels.notGgufUrl') : undefined;
  const shaProblem = sha256.trim() && !/^[0-9a-fA-F]{64}$/.test(sha256.trim()) ? t('localModels.badSha') : undefined;
  const ready = Boolean(url.trim()) && !urlProblem && !shaProblem;

  return (
    <form
      noValidate
      className="grid grid-cols-1 gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready) return;
        start.mutate(
          { url: url.trim(), ...(sha256.trim() ? { sha256: sha256.trim() } : {}) },
          {
            onSuccess: ({ download }) => {
              toastDone(t('localModels.startedTitle'), undefined, t('localModels.startedDescription', { fileName: download.fileName }));
              setUrl('');
              setSha256('');
            },
            onError: (error) => toastFailed(t('localModels.startFailed'), error),
          },
        );
      }}
    >
      <div className="grid grid-cols-1 gap-1.5">
        <Label htmlFor={urlId}>{t('localModels.url')}</Label>
        <Input
          id={urlId}
          type="url"
          value={url}
          autoComplete="off"
          placeholder="https://huggingface.co/…/resolve/main/model.Q4_K_M.gguf"
          onChange={(event) => setUrl(event.target.value)}
          aria-invalid={urlProblem ? true : undefined}
          aria-describedby={urlProblem ? `${urlId}-problem` : undefined}
        />
        {urlProblem && (
          <p id={`${urlId}-problem`} className="text-sm text-destructive">
            {urlProblem}
          </p>
        )}
      </div>
      <div className="grid grid-cols-1 gap-1.5">
        <Label htmlFor={shaId}>{t('localModels.sha')}</Label>
        <Input
          id={shaId}
          value={sha256}
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          onChange={(event) => setSha256(event.target.value)}
          aria-invalid={shaProblem ? true : undefined}
          aria-describedby={shaProblem ? `${shaId}-problem` : undefined}
        />
        {shaProblem && (
          <p id={`${shaId}-problem`} className="text-sm text-destructive">
            {shaProblem}
          </p>
        )}
      </div>
      <div>
        <Button type="submit" disabled={start.isPending || !ready}>
          <BusyIcon busy={start.isPending} icon={Download} />
          {t('localModels.download')}
        </Button>
      </div>
    </form>
  );
}

function DownloadsTable({ downloads }: { downloads: ModelDownload[] }) {
  const { t } = useTranslation('admin');
  const cancel = useCancelModelDownload();
  return (
    <DataTable label={t('localModels.downloadsLabel')}>
      <thead>
        <tr>
          <Th>{t('localModels.file')}</Th>
          <Th>{t('localModels.status')}</Th>
          <Th>{t('localModels.progressColumn')}</Th>
          <Th>{t('localModels.started')}</Th>
          <ActionTh label={t('common.action')} />
        </tr>
      </thead>
      <tbody>
        {downloads.map((download) => (
          <tr key={download.id} data-testid="model-download-row">
            <Td className="font-medium [overflow-wrap:anywhere]">{download.fileName}</Td>
            <Td>
              <StatusBadge status={download.status} />
              {download.error && <p className="mt-1 max-w-md text-xs text-destructive">{download.error}</p>}
            </Td>
            <Td>{download.status === 'done' ? formatBytes(download.bytesDone) : <DownloadProgress download={download} />}</Td>
            <Td className="whitespace-nowrap">{formatDateTime(download.createdAt)}</Td>
            <Td className="text-right">
              {isPending(download) && (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  aria-label={t('localModels.cancelDownload', { fileName: download.fileName })}
                  disabled={cancel.isPending}
                  onClick={() =>
                    cancel.mutate(download.id, {
                      onSuccess: () =>
                        toastDone(
                          t('localModels.canceledTitle'),
                          undefined,
                          t('localModels.canceledDescription', { fileName: download.fileName }),
                        ),
                      onError: (error) => toastFailed(t('localModels.cancelFailed'), error),
                    })
                  }
                >
                  <X aria-hidden />
                  {t('localModels.cancel')}
                </Button>
              )}
            </Td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

function ModelsTable({ models }: { models: LocalModel[] }) {
  const { t } = useTranslation('admin');
  const remove = useDeleteModel();
  const [deleting, setDeleting] = useState<LocalModel | null>(null);
  return (
    <>
      <DataTable label={t('localModels.modelsLabel')}>
        <thead>
          <tr>
            <Th>{t('localModels.file')}</Th>
            <Th className="text-right">{t('localModels.size')}</Th>
            <Th>{t('localModels.downloaded')}</Th>
            <ActionTh label={t('common.action')} />
          </tr>
        </thead>
        <tbody>
          {models.map((model) => (
            <tr key={model.fileName} data-testid="local-model-row">
              <Td className="font-medium [overflow-wrap:anywhere]">{model.fileName}</Td>
              <NumTd>{formatBytes(model.bytes)}</NumTd>
              <Td className="whitespace-nowrap">{formatDateTime(model.modifiedAt)}</Td>
              <Td className="text-right">
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  aria-label={t('localModels.deleteFile', { fileName: model.fileName })}
                  onClick={() => setDeleting(model)}
                >
                  <Trash2 aria-hidden />
                  {t('localModels.delete')}
                </Button>
              </Td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('localModels.deleteTitle', { fileName: deleting?.fileName ?? t('localModels.thisModel') })}
        description={deleting ? t('localModels.deleteDescription', { size: formatBytes(deleting.bytes) }) : ''}
        confirmLabel={t('localModels.delete')}
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.fileName, {
            onSuccess: (message) => {
              toastDone(t('localModels.deletedTitle'), message, t('localModels.deletedFallback'));
              setDeleting(null);
            },
            onError: (error) => toastFailed(t('localModels.deleteFailed'), error),
          })
        }
      />
    </>
  );
}

/**
 * 'Local models': GGUF files downloaded by URL onto this server (progress polled while one runs),
 * the downloaded ones with their size and Delete, and whether node-llama-cpp is there to run them.
 */
export function LocalModelsSection() {
  const { t } = useTranslation('admin');
  const models = useModels();
  return (
    <section aria-labelledby="local-models-title" className="grid grid-cols-1 gap-4">
      <div>
        <h3 id="local-models-title" className="text-lg font-semibold">
          {t('localModels.title')}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">{t('localModels.description')}</p>
      </div>
      <DownloadForm />
      <QueryView query={models} loading={t('localModels.loading')} failed={t('localModels.failed')}>
        {(data) => (
          <div className="grid grid-cols-1 gap-4">
            {data.runtime.status !== 'installed' && <RuntimeInstall runtime={data.runtime} />}
            {data.downloads.length > 0 && <DownloadsTable downloads={data.downloads} />}
            {data.models.length > 0 ? (
              <ModelsTable models={data.models} />
            ) : (
              <p className="flex items-center gap-2 text-sm text-muted-foreground">
                <HardDrive aria-hidden className="size-4" />
                {t('localModels.empty')}
              </p>
            )}
          </div>
        )}
      </QueryView>
    </section>
  );
}
