import { Film, ImageIcon, Music, RotateCcw, Trash2, Upload, X } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { formatBytes, type MediaItem } from '@shared/contracts/media';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DeleteConfirmation } from '@/components/ui/delete-confirmation';
import { LoadingState } from '@/components/ui/load-state';
import { cn } from '@/lib/cn';
import { formatClock } from '@/lib/format-clock';
import { generationFailureMessage } from '@/lib/generation-failure';
import { useProjectMedia } from '../api/get-media';
import { useDeleteMedia } from '../api/media';
import { MEDIA_DRAG_TYPE } from '../lib/media-drag';
import { useMediaUploads } from '../hooks/use-media-uploads';
import type { MediaUpload } from '../lib/upload-queue';

/** What the file picker offers; the server reads each file's kind from its bytes whatever it is called. */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/heic,video/mp4,video/quicktime,video/webm,audio/*';

const kindIcons = { image: ImageIcon, video: Film, audio: Music } as const;
const kindNames = { image: 'Photo', video: 'Clip', audio: 'Sound' } as const;

/**
 * The project's media library: the creator's own photos, clips and sounds. Files are dropped on
 * the panel or chosen with the picker, several at once; each shows how much has been sent, then
 * joins the list once the server has read and checked it. Every item can be deleted (asked first).
 */
export function MediaPanel({ projectId, className }: { projectId: string; className?: string }) {
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
        <CardTitle id={`${id}-title`}>Media</CardTitle>
        <CardDescription>Your own photos, clips and sounds for this video.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div
          className={cn(
            'grid justify-items-center gap-2 rounded-lg border-2 border-dashed border-border p-6 text-center',
            dragging && 'border-primary bg-primary/5',
          )}
        >
          <Upload aria-hidden className="size-8 text-muted-foreground" />
          <p className="text-sm text-muted-foreground">Drop photos, clips or sounds here, or</p>
          <Button type="button" variant="outline" aria-describedby={`${id}-hint`} onClick={() => picker.current?.click()}>
            Choose files
          </Button>
          <input
            ref={picker}
            type="file"
            multiple
            accept={ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label="Choose media files"
            onChange={(event) => {
              if (event.target.files) add(event.target.files);
              event.target.value = '';
            }}
          />
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            JPEG, PNG, WebP or AVIF photos; MP4, MOV or WebM clips up to 2 hours; MP3, WAV, M4A, Ogg or FLAC sound. Up to 2 GB each; a large
            file goes on where it stopped if the connection drops.
          </p>
        </div>

        {uploads.length > 0 && (
          <ul aria-label="Uploads" className="grid gap-2">
            {uploads.map((upload) => (
              <UploadRow key={upload.id} upload={upload} onRetry={() => retry(upload.id)} onRemove={() => remove(upload.id)} />
            ))}
          </ul>
        )}

        {media.isPending ? (
          <LoadingState label="Loading media..." className="py-6" />
        ) : media.isError ? (
          <p role="alert" className="text-sm text-danger">
            The media could not be loaded: {generationFailureMessage(media.error)}
          </p>
        ) : media.data && media.data.media.length > 0 ? (
          <ul aria-label="Media in this project" className="grid gap-3 sm:grid-cols-2">
            {media.data.media.map((item) => (
              <MediaRow key={item.id} item={item} projectId={projectId} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No media yet: add the photos and clips this video should show.</p>
        )}

        {storage && (
          <p data-testid="media-storage" className="text-xs text-muted-foreground">
            {formatBytes(storage.usedBytes)} of {formatBytes(storage.quotaBytes)} of media storage used
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function UploadRow({ upload, onRetry, onRemove }: { upload: MediaUpload; onRetry: () => void; onRemove: () => void }) {
  const percent = Math.round(upload.progress * 100);
  const state =
    upload.status === 'waiting'
      ? 'Waiting'
      : upload.status === 'sending'
        ? `Uploading ${percent}%`
        : upload.status === 'checking'
          ? 'Checking the file...'
          : 'Upload failed';
  return (
    <li aria-label={upload.file.name} className="grid gap-2 rounded-lg border border-border p-3">
      <div className="flex min-w-0 items-center gap-2 text-sm">
        <span className="min-w-0 truncate font-medium" title={upload.file.name}>
          {upload.file.name}
        </span>
        <span className="shrink-0 text-muted-foreground">{formatBytes(upload.file.size)}</span>
        <span className="ml-auto shrink-0 text-muted-foreground" role="status">
          {state}
        </span>
      </div>
      {upload.status !== 'failed' && (
        <progress
          aria-label={`${upload.file.name}: ${state}`}
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
            Try again
          </Button>
        )}
        <Button type="button" size="sm" variant="ghost" onClick={onRemove}>
          <X aria-hidden />
          {upload.status === 'failed' ? 'Dismiss' : 'Cancel'}
        </Button>
      </div>
    </li>
  );
}

function MediaRow({ item, projectId }: { item: MediaItem; projectId: string }) {
  const remove = useDeleteMedia(projectId);
  const [confirming, setConfirming] = useState(false);
  const Icon = kindIcons[item.kind];
  const visual = item.kind !== 'audio';
  const facts = [
    kindNames[item.kind],
    item.width !== null && item.height !== null ? `${item.width}×${item.height}` : null,
    item.durationSeconds !== null ? formatClock(item.durationSeconds) : null,
    item.bytes !== null ? formatBytes(item.bytes) : 'From the gallery',
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
              aria-label={`Delete ${item.name}`}
              onClick={() => setConfirming(true)}
            >
              <Trash2 aria-hidden />
              Delete
            </Button>
          )}
        </div>
      </div>
      {confirming && (
        <DeleteConfirmation
          label={`Delete ${item.name}`}
          question={`Delete ${item.name}? The file is removed from this project and from your storage.`}
          confirmText="Delete"
          pendingText="Deleting..."
          pending={remove.isPending}
          onKeep={() => setConfirming(false)}
          onDelete={() => remove.mutate(item.id, { onSettled: () => setConfirming(false) })}
        />
      )}
      {remove.isError && (
        <p role="alert" className="text-sm text-danger">
          {generationFailureMessage(remove.error)}
        </p>
      )}
    </li>
  );
}
