import { Clapperboard } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { captionStyles, shortFormats, videoFormatLabels, videoResolutions, type CaptionStyleId } from '@shared/catalog/video';
import type { SceneFill } from '@shared/contracts/storyboard';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { errorBodyMessage } from '@/lib/api-client';
import { useRenderShorts } from '../api/shorts';
import { clipInput, type ClipEdit } from '../lib/clip-edits';
import type { RenderChoices } from '../lib/shorts-draft';

const fillLabels: Record<SceneFill, string> = { crop: 'Crop to fill, following the motion', blur: 'Whole picture over a blur' };
const captionLabel = (id: CaptionStyleId) => captionStyles.find((style) => style.id === id)?.name ?? id;

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
      { onError: (error) => setProblem(errorBodyMessage(error) ?? 'The shorts could not be started. Try again.') },
    );
  };

  return (
    <form aria-label="Render shorts" className="grid gap-3 rounded-xl border bg-muted/40 p-3" onSubmit={submit}>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          id={ids.format}
          label="Shape"
          value={format}
          options={shortFormats}
          onChange={(value) => onChoicesChange({ format: value })}
          optionLabel={(option) => videoFormatLabels[option]}
        />
        <SelectField
          id={ids.resolution}
          label="Resolution"
          value={resolution}
          options={videoResolutions}
          onChange={(value) => onChoicesChange({ resolution: value })}
        />
        <SelectField
          id={ids.fill}
          label="Fill"
          value={fill}
          options={['crop', 'blur'] as const}
          onChange={(value) => onChoicesChange({ fill: value })}
          optionLabel={(option) => fillLabels[option]}
        />
        <SelectField
          id={ids.captions}
          label="Captions"
          value={captionStyle}
          options={captionStyles.map((style) => style.id)}
          onChange={(value) => onChoicesChange({ captionStyle: value })}
          optionLabel={captionLabel}
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
          {chosen.length === 1 ? 'Render 1 short' : `Render ${chosen.length} shorts`}
        </Button>
        {chosen.length === 0 && <span className="text-sm text-muted-foreground">Tick the clips to render.</span>}
      </div>
    </form>
  );
}
