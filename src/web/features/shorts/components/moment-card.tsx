import { Pause, Pencil, Play, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keptSpans } from '@shared/shorts-clip';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/i18n/format';
import { formatClock } from '@/lib/format-clock';
import { useClipPlayback } from '../hooks/use-clip-playback';
import { cutsInClip, keptSeconds, type ClipEdit } from '../lib/clip-edits';

/**
 * One clip to render: a moment found (its score and the reason for it) or one the creator added;
 * where it is in the video and how long it keeps, Preview to play it as edited, Edit to open it
 * in the transcript editor, and the tick that sends it to render.
 */
export function MomentCard({
  label,
  clip,
  found,
  edited,
  cropped,
  fileUrl,
  chosen,
  onChosenChange,
  onEdit,
  onRemove,
}: {
  /** "Moment 1" or "Your clip 1". */
  label: string;
  clip: ClipEdit;
  /** The score and reason of a moment found. */
  found?: { score: number; reason: string } | undefined;
  /** Changed in the editor since it was found. */
  edited: boolean;
  /** Cropped to the short's shape (a focus point counts), not fitted over a blur. */
  cropped: boolean;
  fileUrl: string;
  /** Ticked to be rendered. */
  chosen: boolean;
  onChosenChange: (chosen: boolean) => void;
  onEdit: () => void;
  /** Removes a clip the creator added. */
  onRemove?: (() => void) | undefined;
}) {
  const { t } = useTranslation('shorts');
  const format = useFormat();
  const [previewing, setPreviewing] = useState(false);
  const title = clip.title || t('card.untitled', { time: formatClock(clip.start) });
  const cuts = cutsInClip(clip).length;
  const details = [
    `${formatClock(clip.start)}–${formatClock(clip.end)}`,
    t('card.seconds', { seconds: format.number(Math.round(keptSeconds(clip))) }),
    ...(cuts > 0 ? [t('card.cuts', { count: cuts })] : []),
    ...(clip.focus && cropped ? [t('card.focusSet')] : []),
    ...(edited ? [t('card.edited')] : []),
  ];
  return (
    <article aria-label={`${label}: ${title}`} className="grid gap-2 rounded-xl border bg-card p-3">
      <div className="flex items-start justify-between gap-3">
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            className="mt-1 size-4 accent-primary"
            checked={chosen}
            onChange={(event) => onChosenChange(event.target.checked)}
            aria-label={t('card.render', { title })}
          />
          <h3 className="font-medium leading-snug">{title}</h3>
        </label>
        {found && (
          <Badge variant="soft" aria-label={t('card.score', { score: found.score })}>
            {found.score}
          </Badge>
        )}
      </div>
      <p className="text-sm text-muted-foreground">{details.join(' · ')}</p>
      {found && <p className="text-sm">{found.reason.charAt(0).toUpperCase() + found.reason.slice(1)}</p>}
      {previewing && <ClipPlayer clip={clip} fileUrl={fileUrl} title={title} />}
      <div className="flex flex-wrap gap-2">
        {!previewing && (
          <Button type="button" variant="outline" size="sm" onClick={() => setPreviewing(true)}>
            <Play aria-hidden />
            {t('card.preview')}
          </Button>
        )}
        <Button type="button" variant="outline" size="sm" onClick={onEdit} aria-label={t('card.editLabel', { title })}>
          <Pencil aria-hidden />
          {t('card.edit')}
        </Button>
        {onRemove && (
          <Button type="button" variant="ghost" size="sm" onClick={onRemove} aria-label={t('card.removeLabel', { title })}>
            <Trash2 aria-hidden />
            {t('card.remove')}
          </Button>
        )}
      </div>
    </article>
  );
}

/** The clip played as edited (its cuts jumped over), starting as soon as it opens. */
function ClipPlayer({ clip, fileUrl, title }: { clip: ClipEdit; fileUrl: string; title: string }) {
  const { t } = useTranslation('shorts');
  // Read from the tab's storage on each render: the parts change only when the clip's times do.
  const parts = JSON.stringify([clip.start, clip.end, clip.cuts]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `parts` is the clip's times
  const spans = useMemo(() => keptSpans(clip, clip.cuts), [parts]);
  const { video, playing, toggle, stopped } = useClipPlayback(spans);
  return (
    <div className="grid gap-2">
      <video
        ref={video}
        className="aspect-video w-full rounded-lg bg-black"
        src={fileUrl}
        preload="metadata"
        playsInline
        aria-label={t('card.previewOf', { title })}
        onLoadedMetadata={() => void toggle()}
        onPause={stopped}
      />
      <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => void toggle()}>
        {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
        {playing ? t('card.pause') : t('card.playAgain')}
      </Button>
    </div>
  );
}
