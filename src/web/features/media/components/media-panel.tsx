import { Film, ImageIcon, Music, RotateCcw, Trash2, Upload, X } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaItem } from '@shared/contracts/media';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DeleteConfirmation } from '@/components/ui/delete-confirmation';
import { LoadingState } from '@/components/ui/load-state';
import { useFormat } from '@/i18n/format';
import { cn } from '@/lib/cn';
import { formatClock } from '@/lib/format-clock';
import { useProjectMedia } from '../api/get-media';
import { useDeleteMedia } from '../api/media';
import { MEDIA_DRAG_TYPE } from '../lib/media-drag';
import { formatSize, mediaFailureMessage } from '../lib/media-text';
import { useMediaUploads } from '../hooks/use-media-uploads';
import type { MediaUpload } from '../lib/upload-queue';

/** What the file picker offers; the server reads each file's kind from its bytes whatever it is called. */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/heic,video/mp4,video/quicktime,video/webm,audio/*';

const kindIcons = { image: ImageIcon, video: Film, audio: Music } as const;

/**
 * The project's media library: the creator's own photos, clips and sounds. Files are dropped on
 * the panel or chosen with the picker, several at once; each shows how much has been sent, then
 * joins the list once the server has read and checked it. Every item can be deleted (asked first).
 */
export function MediaPanel({ projectId, className }: { projectId: string; className?: string }) {
  const { t } = useTranslation('media');
  const format = useFormat();
  const id = useId();
  const media = useProjectMedia(projectId);
  const { uploads, add, retry, remove } = useMediaUploads(projectId);
  const picker = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  function drop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length > 0) add(event.dataTransfer.files);
  }

  const storage = media.data?.storage;
  return (
    <Card
      role="region"
      aria-labelledby={`${id}-title`}
      className={cn(dragging && 'ring-2 ring-primary', className)}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={drop}
    >
      <CardHeader>
        <CardTitle id={`${id}-title`}>{t('panel.title')}</CardTitle>
        <CardDescription>{t('panel.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div
          className={cn(
            'grid justify-items-center gap-2 rounded-lg border-2 border-dashed border-border p-6 text-center',
            dragging && 'border-primary bg-primary/5',
          )}
        >
          <Upload aria-hidden className="size-8 text-muted-foreground" />
          <p className="text-sm text-muted-foreground">{t('panel.drop')}</p>
          <Button type="button" variant="outline" aria-describedby={`${id}-hint`} onClick={() => picker.current?.click()}>
            {t('panel.choose')}
          </Button>
          <input
            ref={picker}
            type="file"
            multiple
            accept={ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label={t('panel.chooseLabel')}
            onChange={(event) => {
              if (event.target.files) add(event.target.files);
              event.target.value = '';
            }}
          />
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {t('panel.hint')}
          </p>
        </div>

        {uploads.length > 0 && (
          <ul aria-label={t('panel.uploads')} className="grid gap-2">
            {uploads.map((upload) => (
              <UploadRow key={upload.id} upload={upload} onRetry={() => retry(upload.id)} onRemove={() => remove(upload.id)} />
            ))}
          </ul>
        )}

        {media.isPending ? (
          <LoadingState label={t('panel.loading')} className="py-6" />
        ) : media.isError ? (
          <p role="alert" className="text-sm text-danger">
            {t('panel.loadFailed', { reason: mediaFailureMessage(media.error) })}
          </p>
        ) : media.data && media.data.media.length > 0 ? (
          <ul aria-label={t('panel.library')} className="grid gap-3 sm:grid-cols-2">
            {media.data.media.map((item) => (
              <MediaRow key={item.id} item={item} projectId={projectId} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('panel.empty')}</p>
        )}

        {storage && (
          <p data-testid="media-storage" className="text-xs text-muted-foreground">
            {t('panel.storage', {
              used: formatSize(storage.usedBytes, format.locale),
              quota: formatSize(storage.quotaBytes, format.locale),
            })}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function UploadRow({ upload, onRetry, onRemove }: { upload: MediaUpload; onRetry: () => void; onRemove: () => void }) {
  const { t } = useTranslation('media');
  const format = useFormat();
  const percent = Math.round(upload.progress * 100);
  const state =
    upload.status === 'waiting'
      ? t('upload.waiting')
      : upload.status === 'sending'
        ? t('upload.sending', { percent: format.number(percent / 100, { style: 'percent' }) })
        : upload.status === 'checking'
          ? t('upload.checking')
          : t('upload.failed');
  return (
    <li aria-label={upload.file.name} className="grid gap-2 rounded-lg border border-border p-3">
      <div className="flex min-w-0 items-center gap-2 text-sm">
        <span className="min-w-0 truncate font-medium" title={upload.file.name}>
          {upload.file.name}
        </span>
        <span className="shrink-0 text-muted-foreground">{formatSize(upload.file.size, format.locale)}</span>
        <span className="ml-auto shrink-0 text-muted-foreground" role="status">
          {state}
        </span>
      </div>
      {upload.status !== 'failed' && (
        <progress
          aria-label={t('upload.progressLabel', { name: upload.file.name, state })}
          className="h-2 w-full accent-primary"
          max={100}
          {...(upload.status === 'checking' || upload.status === 'waiting' ? {} : { value: percent })}
        />
      )}
      {upload.problem && (
        <p role="alert" className="text-sm text-danger">
          {upload.problem}
        </p>
      )}
      <div className="flex justify-end gap-2">
        {upload.status === 'failed' && upload.retryable && (
          <Button type="button" size="sm" variant="outline" onClick={onRetry}>
            <RotateCcw aria-hidden />
            {t('upload.tryAgain')}
          </Button>
        )}
        <Button type="button" size="sm" variant="ghost" onClick={onRemove}>
          <X aria-hidden />
          {upload.status === 'failed' ? t('upload.dismiss') : t('upload.cancel')}
        </Button>
      </div>
    </li>
  );
}

function MediaRow({ item, projectId }: { item: MediaItem; projectId: string }) {
  const { t } = useTranslation('media');
  const format = useFormat();
  const remove = useDeleteMedia(projectId);
  const [confirming, setConfirming] = useState(false);
  const Icon = kindIcons[item.kind];
  const visual = item.kind !== 'audio';
  const facts = [
    t(`kinds.${item.kind}`),
    item.width !== null && item.height !== null ? `${item.width}×${item.height}` : null,
    item.durationSeconds !== null ? formatClock(item.durationSeconds) : null,
    item.bytes !== null ? formatSize(item.bytes, format.locale) : t('item.fromGallery'),
  ].filter(Boolean);
  // A picture is the gallery's: it leaves the project from the project's pictures, not from here.
  const deletable = item.source === 'upload';
  return (
    <li
      aria-label={item.name}
      className={cn('grid gap-2 rounded-lg border border-border p-2', visual && 'cursor-grab active:cursor-grabbing')}
      // A photo or clip can be dragged onto a storyboard scene (which reads its id); sounds stay put.
      draggable={visual}
      onDragStart={
        visual
          ? (event) => {
              event.dataTransfer.setData(MEDIA_DRAG_TYPE, item.id);
              event.dataTransfer.setData('text/plain', item.name);
              event.dataTransfer.effectAllowed = 'copy';
            }
          : undefined
      }
    >
      <div className="flex min-w-0 gap-3">
        <div className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-md bg-muted">
          {item.posterUrl ? (
            <img src={item.posterUrl} alt="" draggable={false} className="size-full object-cover" loading="lazy" />
          ) : (
            <Icon aria-hidden className="size-8 text-muted-foreground" />
          )}
        </div>
        <div className="grid min-w-0 content-start gap-1">
          <span className="truncate text-sm font-medium" title={item.name}>
            {item.name}
          </span>
          <span className="text-xs text-muted-foreground">{facts.join(' · ')}</span>
          {deletable && !confirming && (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              className="justify-self-start"
              aria-label={t('item.deleteLabel', { name: item.name })}
              onClick={() => setConfirming(true)}
            >
              <Trash2 aria-hidden />
              {t('item.delete')}
            </Button>
          )}
        </div>
      </div>
      {confirming && (
        <DeleteConfirmation
          label={t('item.deleteLabel', { name: item.name })}
          question={t('item.confirmQuestion', { name: item.name })}
          confirmText={t('item.delete')}
          pendingText={t('item.deleting')}
          pending={remove.isPending}
          onKeep={() => setConfirming(false)}
          onDelete={() => remove.mutate(item.id, { onSettled: () => setConfirming(false) })}
        />
      )}
      {remove.isError && (
        <p role="alert" className="text-sm text-danger">
          {mediaFailureMessage(remove.error)}
        </p>
      )}
    </li>
  );
}
