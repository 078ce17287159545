import { Check, Film, ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { LoadingState } from '@/components/ui/load-state';
import { cn } from '@/lib/cn';
import { formatClock } from '@/lib/format-clock';
import type { Medium } from '../hooks/use-scene-media';

/** A still of the medium, or its kind's icon when it has none (yet). */
export function MediumPoster({ medium, className }: { medium: Medium; className?: string }) {
  const Icon = medium.kind === 'video' ? Film : ImageIcon;
  return medium.posterUrl ? (
    <img src={medium.posterUrl} alt="" draggable={false} className={cn('size-full object-cover', className)} loading="lazy" />
  ) : (
    <Icon aria-hidden className="size-8 text-muted-foreground" />
  );
}

/**
 * 'Choose media': a dialog of the project's photos and clips (and its pictures), for the keyboard
 * and touch; choosing one puts it on the scene and closes the dialog.
 */
export function MediaPicker({
  sceneNumber,
  media,
  pending,
  chosenId,
  onChoose,
}: {
  sceneNumber: number;
  media: readonly Medium[];
  /** The media list is still loading. */
  pending: boolean;
  chosenId: string | undefined;
  onChoose: (mediaId: string) => void;
}) {
  const { t } = useTranslation('storyboard');
  const [open, setOpen] = useState(false);
  const own = media.filter((medium) => !medium.picture);
  const pictures = media.filter((medium) => medium.picture);
  const choose = (id: string) => {
    onChoose(id);
    setOpen(false);
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" size="sm" variant="outline" aria-label={t('picker.chooseLabel', { number: sceneNumber })}>
          <ImageIcon aria-hidden />
          {t('picker.choose')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[85dvh] max-w-2xl grid-rows-[auto_minmax(0,1fr)] overflow-hidden">
        <DialogHeader>
          <DialogTitle>{t('picker.title', { number: sceneNumber })}</DialogTitle>
          <DialogDescription>{t('picker.description')}</DialogDescription>
        </DialogHeader>
        <div className="grid content-start gap-4 overflow-y-auto p-1">
          {pending ? (
            <LoadingState label={t('picker.loading')} className="py-6" />
          ) : (
            own.length === 0 && <p className="text-sm text-muted-foreground">{t('picker.empty')}</p>
          )}
          {own.length > 0 && <MediumChoices label={t('picker.own')} media={own} chosenId={chosenId} onChoose={choose} />}
          {pictures.length > 0 && <MediumChoices label={t('picker.pictures')} media={pictures} chosenId={chosenId} onChoose={choose} />}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function MediumChoices({
  label,
  media,
  chosenId,
  onChoose,
}: {
  label: string;
  media: readonly Medium[];
  chosenId: string | undefined;
  onChoose: (id: string) => void;
}) {
  const { t } = useTranslation('storyboard');
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-medium">{label}</h3>
      <ul aria-label={label} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {media.map((medium) => {
          const chosen = medium.id === chosenId;
          return (
            <li key={medium.id}>
              <button
                type="button"
                aria-current={chosen || undefined}
                onClick={() => onChoose(medium.id)}
                className={cn(
                  'grid w-full cursor-pointer gap-1 rounded-lg border p-1.5 text-left transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60',
                  chosen ? 'border-primary bg-primary/5' : 'border-border',
                )}
              >
                <span className="relative grid aspect-video place-items-center overflow-hidden rounded-md bg-muted">
                  <MediumPoster medium={medium} />
                  {chosen && (
                    <span aria-hidden className="absolute top-1 right-1 rounded-full bg-primary p-0.5 text-primary-foreground">
                      <Check className="size-3" />
                    </span>
                  )}
                </span>
                <span className="truncate text-xs font-medium" title={medium.name}>
                  {medium.name}
                </span>
                <span className="text-xs text-muted-foreground">
                  {medium.kind === 'video' ? t('picker.clip', { length: formatClock(medium.durationSeconds ?? 0) }) : t('picker.photo')}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
