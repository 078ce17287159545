import { Clapperboard } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { captionStyles, shortFormats, videoResolutions, type ShortFormat } from '@shared/catalog/video';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { errorBodyMessage } from '@/lib/api-client';
import { useRenderShorts } from '../api/shorts';
import { clipInput, type ClipEdit } from '../lib/clip-edits';
import { problemText } from '../lib/problems';
import type { RenderChoices } from '../lib/shorts-draft';

/** The catalogue's key for each shape's name (the shapes' ids have colons, which keys cannot). */
const formatKeys = { '9:16': 'vertical', '1:1': 'square', '4:5': 'portrait' } as const satisfies Record<ShortFormat, string>;

/**
 * How the chosen clips render: their shape, size, fill and caption style (kept with the search's
 * draft); Render sends them as one batch, each with its cuts, focus and title over its first seconds.
 */
export function RenderShortsForm({
  projectId,
  jobId,
  chosen,
  titled,
  choices,
  onChoicesChange,
}: {
  projectId: string;
  jobId: string;
  chosen: readonly ClipEdit[];
  /** Whether the clips' titles are their words (not "Moment at 1:23"), to be shown over each short. */
  titled: boolean;
  choices: RenderChoices;
  onChoicesChange: (choices: Partial<RenderChoices>) => void;
}) {
  const { t } = useTranslation('shorts');
  const render = useRenderShorts(projectId);
  const { format, resolution, fill, captionStyle } = choices;
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { format: useId(), resolution: useId(), fill: useId(), captions: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) return;
    setProblem(null);
    render.mutate(
      {
        jobId,
        format,
        resolution,
        clips: chosen.map((clip) => ({ ...clipInput(clip, titled, fill === 'crop'), fill, captionStyle })),
      },
      { onError: (error) => setProblem(problemText(errorBodyMessage(error)) ?? t('render.failed')) },
    );
  };

  return (
    <form aria-label={t('render.label')} className="grid gap-3 rounded-xl border bg-muted/40 p-3" onSubmit={submit}>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          id={ids.format}
          label={t('render.shape')}
          value={format}
          options={shortFormats}
          onChange={(value) => onChoicesChange({ format: value })}
          optionLabel={(option) => t(`formats.${formatKeys[option]}`)}
        />
        <SelectField
          id={ids.resolution}
          label={t('render.resolution')}
          value={resolution}
          options={videoResolutions}
          onChange={(value) => onChoicesChange({ resolution: value })}
        />
        <SelectField
          id={ids.fill}
          label={t('render.fill')}
          value={fill}
          options={['crop', 'blur'] as const}
          onChange={(value) => onChoicesChange({ fill: value })}
          optionLabel={(option) => t(`render.fills.${option}`)}
        />
        <SelectField
          id={ids.captions}
          label={t('render.captions')}
          value={captionStyle}
          options={captionStyles.map((style) => style.id)}
          onChange={(value) => onChoicesChange({ captionStyle: value })}
          optionLabel={(option) => t(`captionStyles.${option}`)}
        />
      </div>
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={chosen.length === 0 || render.isPending}>
          {render.isPending ? <Spinner /> : <Clapperboard aria-hidden />}
          {t('render.submit', { count: chosen.length })}
        </Button>
        {chosen.length === 0 && <span className="text-sm text-muted-foreground">{t('render.tickHint')}</span>}
      </div>
    </form>
  );
}
