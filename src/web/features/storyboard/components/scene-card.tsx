import { ArrowUp, Clapperboard, Pencil, X } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoryboardScene } from '@shared/contracts/storyboard';
import { Button } from '@/components/ui/button';
import { MEDIA_DRAG_TYPE } from '@/features/media';
import { cn } from '@/lib/cn';
import { formatClock } from '@/lib/format-clock';
import type { Medium } from '../hooks/use-scene-media';
import { SCENE_DRAG_TYPE } from '../lib/labels';
import { MediaPicker, MediumPoster } from './media-picker';

/** 0:05–0:12 */
export const timeRange = (scene: Pick<StoryboardScene, 'start' | 'end'>) => `${formatClock(scene.start)}–${formatClock(scene.end)}`;

/** What fills a scene with nothing chosen: the studio's card (a render draws its words on it). */
export function StudioCard({ className }: { className?: string }) {
  const { t } = useTranslation('storyboard');
  return (
    <span className={cn('grid size-full place-items-center bg-gradient-to-br from-violet-600 to-indigo-700 text-white', className)}>
      <span className="grid justify-items-center gap-1 text-xs font-medium">
        <Clapperboard aria-hidden className="size-6 opacity-80" />
        {t('card.studioCard')}
      </span>
    </span>
  );
}

interface SceneCardProps {
  scene: StoryboardScene;
  index: number;
  count: number;
  /** The chosen photo or clip; undefined with none, or one no longer in the project. */
  medium: Medium | undefined;
  media: readonly Medium[];
  /** While the media list loads, a chosen medium is not known yet (nor missing). */
  mediaPending: boolean;
  editing: boolean;
  editorId: string;
  onEdit: () => void;
  onMedia: (mediaId: string | null) => void;
  /** Moves this scene's media (and its trim, motion, fill, focus) to another place. */
  onMove: (to: number) => void;
  /** Another scene's media dropped here. */
  onMoveFrom: (from: number) => void;
}

/**
 * One scene in the row: its medium (drag a photo or clip from the Media panel onto it, or another
 * scene's), its time and words, and its buttons.
 */
export function SceneCard({
  scene,
  index,
  count,
  medium,
  media,
  mediaPending,
  editing,
  editorId,
  onEdit,
  onMedia,
  onMove,
  onMoveFrom,
}: SceneCardProps) {
  const { t } = useTranslation('storyboard');
  const number = index + 1;
  const [over, setOver] = useState(false);
  const accepts = (event: DragEvent) =>
    event.dataTransfer.types.includes(MEDIA_DRAG_TYPE) || event.dataTransfer.types.includes(SCENE_DRAG_TYPE);

  function drop(event: DragEvent<HTMLElement>) {
    setOver(false);
    if (!accepts(event)) return;
    event.preventDefault();
    const mediaId = event.dataTransfer.getData(MEDIA_DRAG_TYPE);
    if (mediaId) {
      if (media.some((item) => item.id === mediaId)) onMedia(mediaId);
      return;
    }
    const from = Number.parseInt(event.dataTransfer.getData(SCENE_DRAG_TYPE), 10);
    if (Number.isInteger(from) && from !== index) onMoveFrom(from);
  }

  const chosenUnknown = scene.mediaId !== undefined && medium === undefined;
  const chosenMissing = chosenUnknown && !mediaPending;
  const mediumName = medium ? medium.name : chosenUnknown ? (mediaPending ? '' : t('card.mediaNotFound')) : t('card.studioCard');
  return (
    <li
      aria-label={t('card.label', { number, range: timeRange(scene) })}
      className={cn(
        // Narrow: the poster beside the words, the buttons under both. Wide: a column in the row.
        'grid min-w-0 grid-cols-[6.5rem_minmax(0,1fr)] content-start gap-2 rounded-xl border bg-card p-2 transition-shadow sm:w-60 sm:shrink-0 sm:snap-start sm:grid-cols-1',
        editing ? 'border-primary ring-1 ring-primary' : 'border-border',
        over && 'ring-2 ring-primary',
      )}
      onDragOver={(event) => {
        if (!accepts(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = event.dataTransfer.types.includes(MEDIA_DRAG_TYPE) ? 'copy' : 'move';
        setOver(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={drop}
    >
      <div
        className="relative grid aspect-video cursor-grab place-items-center self-start overflow-hidden rounded-lg bg-muted active:cursor-grabbing"
        draggable
        onDragStart={(event) => {
          event.dataTransfer.setData(SCENE_DRAG_TYPE, String(index));
          event.dataTransfer.effectAllowed = 'move';
        }}
      >
        {medium ? <MediumPoster medium={medium} /> : chosenUnknown ? null : <StudioCard />}
        <span className="absolute top-1 left-1 rounded-md bg-slate-950/70 px-1.5 py-0.5 text-xs font-semibold text-white">{number}</span>
      </div>
      <div className="grid min-w-0 content-start gap-1">
        <div className="flex min-w-0 items-baseline gap-2 text-xs">
          <span className="shrink-0 font-medium tabular-nums">{timeRange(scene)}</span>
          <span className={cn('min-w-0 truncate text-muted-foreground', chosenMissing && 'text-danger')} title={mediumName}>
            {mediumName}
          </span>
        </div>
        <p className="line-clamp-3 text-sm text-foreground/90 sm:min-h-[3lh]">{scene.text}</p>
      </div>
      <div className="col-span-2 flex items-center gap-1.5 sm:col-span-1">
        <MediaPicker sceneNumber={number} media={media} pending={mediaPending} chosenId={scene.mediaId} onChoose={onMedia} />
        {scene.mediaId !== undefined && (
          <Button
            type="button"
            size="icon"
            variant="ghost"
            className="size-8"
            aria-label={t('card.removeMediaLabel', { number })}
            title={t('card.removeMedia')}
            onClick={() => onMedia(null)}
          >
            <X aria-hidden />
          </Button>
        )}
      </div>
      <div className="col-span-2 flex items-center gap-1.5 sm:col-span-1">
        <Button
          type="button"
          size="sm"
          variant={editing ? 'secondary' : 'outline'}
          aria-expanded={editing}
          aria-controls={editing ? editorId : undefined}
          onClick={onEdit}
        >
          <Pencil aria-hidden />
          {editing ? t('card.closeEditor') : t('card.editScene')}
        </Button>
        <span className="ml-auto flex gap-1">
          <MoveButton direction="earlier" number={number} disabled={index === 0} onClick={() => onMove(index - 1)} />
          <MoveButton direction="later" number={number} disabled={index === count - 1} onClick={() => onMove(index + 1)} />
        </span>
      </div>
    </li>
  );
}

/** Moves a scene's media one place along the row (up and down on a phone, where the row is a column). */
function MoveButton({
  direction,
  number,
  disabled,
  onClick,
}: {
  direction: 'earlier' | 'later';
  number: number;
  disabled: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation('storyboard');
  return (
    <Button
      type="button"
      size="icon"
      variant="ghost"
      className="size-8"
      aria-label={direction === 'earlier' ? t('card.moveEarlierLabel', { number }) : t('card.moveLaterLabel', { number })}
      title={direction === 'earlier' ? t('card.moveEarlier') : t('card.moveLater')}
      disabled={disabled}
      onClick={onClick}
    >
      <ArrowUp aria-hidden className={direction === 'earlier' ? 'sm:-rotate-90' : 'rotate-180 sm:rotate-90'} />
    </Button>
  );
}
