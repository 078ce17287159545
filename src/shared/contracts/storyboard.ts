import { z } from 'zod';

/**
 * A project's storyboard: its scenes in order over the chosen voiceover or narration take, each
 * with its words and, when the creator chose one, a photo or clip of the media library (or a
 * picture of the project), how that moves and how it fills the video's shape. A render draws it.
 */

export const transitionKinds = ['cut', 'crossfade', 'dip'] as const;
export type TransitionKind = (typeof transitionKinds)[number];
/** A crossfade or a dip to black lasts this long, in seconds. */
export const TRANSITION_SECONDS = { min: 0.2, max: 1, default: 0.5 } as const;

export const sceneMotions = ['still', 'zoom', 'pan'] as const;
export type SceneMotion = (typeof sceneMotions)[number];
/** crop: the medium covers the frame, cut around its focus point; blur: all of it, over a blurred copy of itself. */
export const sceneFills = ['crop', 'blur'] as const;
export type SceneFill = (typeof sceneFills)[number];

/** A storyboard's most scenes (a render encodes them a few at a time, so this bounds only the page). */
export const STORYBOARD_SCENES_MAX = 200;
/** The shortest scene, in seconds: a split that would leave less is refused. */
export const SCENE_MIN_SECONDS = 0.5;
/** A clip's own sound under the voice: 0 mutes it, 100 is its own level. */
export const CLIP_VOLUME = { min: 0, max: 100, default: 0 } as const;
export const SCENE_TEXT_MAX = 2_000;

export const storyboardProblems = {
  noVoiceover: 'Make a voiceover or record a narration for this project to plan its scenes.',
  voiceoverNotFound: 'That voiceover or narration take is not in this project.',
  mediaNotFound: 'A scene uses a photo or clip that is not in this project’s media.',
  notVisual: 'A scene can show a photo or a video clip, not a sound.',
  gaps: 'Scenes must follow one another from the start of the voiceover to its end, with no gap or overlap.',
  tooShort: `Each scene must last at least ${SCENE_MIN_SECONDS} seconds.`,
  clipRange: 'A clip’s out point must come after its in point, within the clip.',
} as const;

const seconds = z.number('Times are numbers of seconds').finite().min(0, 'Times cannot be negative');

export const storyboardScene = z.strictObject({
  id: z.uuid('Scene id must be a UUID'),
  start: seconds,
  end: seconds,
  text: z.string().max(SCENE_TEXT_MAX, `A scene's text can be up to ${SCENE_TEXT_MAX} characters.`),
  /** A photo or clip of the project's media, or one of the project's pictures; none: the studio's card. */
  mediaId: z.uuid('Media id must be a UUID').optional(),
  /** A clip's in and out points, in seconds of the clip. */
  inSeconds: seconds.optional(),
  outSeconds: seconds.optional(),
  motion: z.enum(sceneMotions, 'Motion must be still, zoom or pan'),
  fill: z.enum(sceneFills, 'Fill must be crop or blur'),
  /** The point a crop keeps in view, 0–1 across and down; the centre when unset. */
  focus: z.strictObject({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }).optional(),
  /** A clip's own sound under the voice (CLIP_VOLUME). */
  clipVolume: z.number().int().min(CLIP_VOLUME.min).max(CLIP_VOLUME.max).optional(),
});
export type StoryboardScene = z.infer<typeof storyboardScene>;

export const storyboardTransition = z.strictObject({
  kind: z.enum(transitionKinds, 'Transition must be cut, crossfade or dip'),
  seconds: z
    .number()
    .min(TRANSITION_SECONDS.min, `A transition lasts ${TRANSITION_SECONDS.min} to ${TRANSITION_SECONDS.max} seconds.`)
    .max(TRANSITION_SECONDS.max, `A transition lasts ${TRANSITION_SECONDS.min} to ${TRANSITION_SECONDS.max} seconds.`),
});
export type StoryboardTransition = z.infer<typeof storyboardTransition>;

/** PUT /api/projects/{id}/storyboard: the whole storyboard (times in seconds of the voiceover). */
export const storyboardInput = z.strictObject({
  voiceoverId: z.uuid('Voiceover id must be a UUID'),
  transition: storyboardTransition,
  scenes: z
    .array(storyboardScene)
    .min(1, 'A storyboard has at least one scene.')
    .max(STORYBOARD_SCENES_MAX, `A storyboard can have up to ${STORYBOARD_SCENES_MAX} scenes.`),
});
export type StoryboardInput = z.infer<typeof storyboardInput>;

/**
 * GET and PUT answer: the storyboard, whether the creator saved it (else it is the one made from
 * the script's sections), and what the editor needs to show it: the voiceover's length and words.
 */
export const storyboardResponse = z.object({
  voiceoverId: z.string(),
  transition: storyboardTransition,
  scenes: z.array(storyboardScene),
  saved: z.boolean(),
  durationSeconds: z.number(),
  words: z.array(z.object({ text: z.string(), start: z.number(), end: z.number() })),
});
export type StoryboardResponse = z.infer<typeof storyboardResponse>;

export const storyboardQuery = z.strictObject({
  /** The voiceover or take to plan on; the saved storyboard's, else the project's newest. */
  voiceover: z.uuid('Voiceover id must be a UUID').optional(),
});
