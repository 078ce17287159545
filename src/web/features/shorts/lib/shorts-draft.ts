import { DEFAULT_CAPTION_STYLE, type CaptionStyleId, type ShortFormat, type VideoResolution } from '@shared/catalog/video';
import type { ShortCandidate } from '@shared/contracts/shorts';
import type { SceneFill } from '@shared/contracts/storyboard';
import { useFormDraft } from '@/hooks/use-form-draft';
import type { ClipEdit } from './clip-edits';

/** A clip the creator added from the transcript. */
export interface AddedClip extends ClipEdit {
  id: string;
}

export interface RenderChoices {
  format: ShortFormat;
  resolution: VideoResolution;
  fill: SceneFill;
  captionStyle: CaptionStyleId;
}

/** What the creator made of a search's moments: the clips ticked, their edits, the clips added, and how they render. */
export interface ShortsDraft {
  chosen: string[];
  /** Edits of the moments found, by the moment's id. */
  edits: Record<string, ClipEdit>;
  added: AddedClip[];
  render: RenderChoices;
}

const emptyDraft = (): ShortsDraft => ({
  chosen: [],
  edits: {},
  added: [],
  render: { format: '9:16', resolution: '1080p', fill: 'crop', captionStyle: DEFAULT_CAPTION_STYLE },
});

/** A moment as its clip: the creator's edit of it, or the moment as found. */
export const clipOfMoment = (draft: ShortsDraft, moment: ShortCandidate): ClipEdit =>
  draft.edits[moment.id] ?? { start: moment.start, end: moment.end, cuts: [], focus: null, title: moment.title };

/** Whether a draft read back from the tab's storage has the shape this version writes (an older or damaged one is dropped). */
const wellFormed = (draft: ShortsDraft) =>
  Array.isArray(draft.chosen) &&
  Array.isArray(draft.added) &&
  typeof draft.edits === 'object' &&
  draft.edits !== null &&
  typeof draft.render === 'object' &&
  draft.render !== null;

/** The search's draft, kept in this tab (a reload brings back every edit); a new search starts a new one. */
export function useShortsDraft(jobId: string) {
  const [stored, setDraft] = useFormDraft<ShortsDraft>(`shorts-clips:${jobId}`, emptyDraft);
  const draft = wellFormed(stored) ? stored : emptyDraft();
  return {
    draft,
    setDraft,
    setChosen: (id: string, chosen: boolean) =>
      setDraft({ ...draft, chosen: chosen ? [...new Set([...draft.chosen, id])] : draft.chosen.filter((other) => other !== id) }),
    saveMoment: (id: string, edit: ClipEdit) => setDraft({ ...draft, edits: { ...draft.edits, [id]: edit } }),
    resetMoment: (id: string) =>
      setDraft({ ...draft, edits: Object.fromEntries(Object.entries(draft.edits).filter(([key]) => key !== id)) }),
    /** A new clip, ticked to render. */
    addClip: (edit: ClipEdit) => {
      // Not crypto.randomUUID: a studio served over plain http on a LAN address is not a secure context.
      const id = `added-${Date.now().toString(36)}-${draft.added.length}`;
      setDraft({ ...draft, added: [...draft.added, { ...edit, id }], chosen: [...draft.chosen, id] });
    },
    saveAdded: (id: string, edit: ClipEdit) =>
      setDraft({ ...draft, added: draft.added.map((clip) => (clip.id === id ? { ...edit, id } : clip)) }),
    removeAdded: (id: string) =>
      setDraft({ ...draft, added: draft.added.filter((clip) => clip.id !== id), chosen: draft.chosen.filter((other) => other !== id) }),
    setRender: (render: Partial<RenderChoices>) => setDraft({ ...draft, render: { ...draft.render, ...render } }),
  };
}
