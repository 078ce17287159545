import { Music, X } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MUSIC_VOLUME } from '@shared/catalog/video';
import { MUSIC_MAX_BYTES } from '@shared/contracts/renders';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/i18n/format';
import { formatClock } from '@/lib/format-clock';
import { useUploadMusic } from '../api/upload-music';
import { renderFailureMessage, renderProblemText } from '../lib/render-text';

/** The music chosen for the next render: the uploaded file and how loud it plays under the voice. */
export interface ChosenMusic {
  fileId: string;
  name: string;
  durationSeconds?: number | undefined;
  volume: number;
}

/**
 * Music under the voice (optional): a file input for audio; once uploaded, its name and length, a
 * volume slider (0–100) showing its value, and Remove. Too large a file is refused before it is sent;
 * what the server refuses (not audio, too many files) is said under the input.
 */
export function MusicField({ music, onChange }: { music: ChosenMusic | null; onChange: (music: ChosenMusic | null) => void }) {
  const { t } = useTranslation('renders');
  const format = useFormat();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadMusic();
  const [problem, setProblem] = useState<string | null>(null);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MUSIC_MAX_BYTES) {
      setProblem(renderProblemText('musicTooLarge'));
      return;
    }
    setProblem(null);
    upload.mutate(file, {
      onSuccess: (uploaded) =>
        onChange({
          fileId: uploaded.fileId,
          name: uploaded.name,
          durationSeconds: uploaded.durationSeconds,
          volume: music?.volume ?? MUSIC_VOLUME.default,
        }),
      onError: (error) => setProblem(renderFailureMessage(error)),
    });
  }

  function remove() {
    onChange(null);
    // The input is back in the page: the focus goes to it rather than to the page's start.
    requestAnimationFrame(() => input.current?.focus());
  }

  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-2 text-sm font-medium">{t('music.legend')}</legend>
      {music ? (
        <div className="grid gap-3 rounded-lg border border-border bg-muted/30 p-3">
          <div className="flex min-w-0 items-center gap-2 text-sm">
            <Music aria-hidden className="size-4 shrink-0 text-primary" />
            <span data-testid="music-name" className="min-w-0 truncate font-medium" title={music.name}>
              {music.name}
            </span>
            {music.durationSeconds !== undefined && (
              <span data-testid="music-duration" className="shrink-0 text-muted-foreground">
                {formatClock(music.durationSeconds)}
              </span>
            )}
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="ml-auto"
              onClick={remove}
              aria-label={t('music.removeLabel', { name: music.name })}
            >
              <X aria-hidden />
              {t('music.remove')}
            </Button>
          </div>
          <div className="grid gap-1.5">
            <div className="flex items-center justify-between gap-2">
              <Label htmlFor={`${id}-volume`}>{t('music.volume')}</Label>
              <output htmlFor={`${id}-volume`} className="text-sm tabular-nums text-muted-foreground">
                {format.number(music.volume / 100, { style: 'percent' })}
              </output>
            </div>
            <input
              id={`${id}-volume`}
              type="range"
              min={MUSIC_VOLUME.min}
              max={MUSIC_VOLUME.max}
              step={1}
              value={music.volume}
              onChange={(event) => onChange({ ...music, volume: Number(event.target.value) })}
              className="w-full accent-primary focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 rounded"
            />
            <p className="text-xs text-muted-foreground">{t('music.volumeHint')}</p>
          </div>
        </div>
      ) : (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-file`}>{t('music.file')}</Label>
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept="audio/*"
            disabled={upload.isPending}
            aria-describedby={`${id}-hint`}
            onChange={choose}
            className="w-full min-w-0 rounded-lg border border-input bg-card text-sm file:mr-3 file:h-10 file:cursor-pointer file:border-0 file:border-r file:border-border file:bg-muted file:px-3 file:font-medium focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:opacity-60"
          />
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {t('music.fileHint')}
          </p>
          {upload.isPending && (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner className="size-4" />
              {t('music.uploading')}
            </p>
          )}
        </div>
      )}
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
