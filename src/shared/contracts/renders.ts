import { z } from 'zod';
import { captionStyleIds, DEFAULT_CAPTION_STYLE, MUSIC_VOLUME, renderFormats, videoFormats, videoResolutions } from '../catalog/video';

/**
 * Video drafts: a project rendered to an MP4 (scenes over its images, the voiceover,
 * word-timed captions, optional music) as a background job with live progress.
 */

export const renderStatuses = ['queued', 'running', 'done', 'failed', 'canceled'] as const;
export type RenderStatus = (typeof renderStatuses)[number];

/** Renders a project keeps; delete one to make another. */
export const PROJECT_RENDERS_MAX = 20;
/** Renders one user may have waiting or running at once (one runs at a time). */
export const RENDERS_PENDING_MAX = 3;
/** Scenes a render may be given (one per image and line). */
export const RENDER_SCENES_MAX = 20;
export const RENDER_SCENE_TEXT_MAX = 500;
/** The largest music file accepted. */
export const MUSIC_MAX_BYTES = 20 * 1024 * 1024;
/** Music files one user keeps. */
export const MUSIC_FILES_MAX = 50;
/** The longest music accepted (it loops under the voice anyway), as the file's container states it. */
export const MUSIC_MAX_SECONDS = 600;
/** Music uploads one user may send in an hour: each one is seconds of an encoder's time. */
export const MUSIC_UPLOADS_PER_HOUR = 20;

export const renderProblems = {
  notFound: 'Render not found',
  noVoiceover: 'Make a voiceover for this project before rendering a video.',
  tooManyPending: `You have ${RENDERS_PENDING_MAX} videos waiting to render. Let one finish or cancel it first.`,
  tooMany: `A project keeps up to ${PROJECT_RENDERS_MAX} videos. Delete one you no longer need to render another.`,
  musicNotFound: 'Music file not found',
  sceneImageNotFound: 'A scene uses an image that is not in this project.',
  notCancelable: 'Only a video that is waiting or rendering can be canceled.',
  unavailable: 'Video rendering is not available on this server (ffmpeg was not found).',
  musicMissing: 'Choose a music file (MP3, WAV, Ogg or M4A).',
  tooManyAttempts: 'This video stopped the renderer several times and was given up. Try again, or change the music or pictures.',
  musicTooLarge: 'Music files can be up to 20 MB.',
  musicTooLong: `Music can be up to ${MUSIC_MAX_SECONDS / 60} minutes long. Trim it and upload it again.`,
  musicNotAudio: 'That file is not audio we can use. Upload an MP3, WAV, Ogg or M4A file.',
  tooManyMusicFiles: `You have uploaded ${MUSIC_FILES_MAX} music files, the most one account keeps.`,
} as const;

export const createRenderInput = z.strictObject({
  /** The voiceover or narration take to render; unset, the storyboard's: the saved storyboard's while it is kept, else the newest. */
  voiceoverId: z.uuid('Voiceover id must be a UUID').optional(),
  format: z.enum(videoFormats, 'Format must be 16:9, 9:16 or 1:1'),
  resolution: z.enum(videoResolutions, 'Resolution must be 720p or 1080p'),
  captions: z
    .strictObject({
      enabled: z.boolean(),
      style: z.enum(captionStyleIds, `Caption style must be one of ${captionStyleIds.join(', ')}`).default(DEFAULT_CAPTION_STYLE),
    })
    .default({ enabled: true, style: DEFAULT_CAPTION_STYLE }),
  music: z
    .strictObject({
      fileId: z.uuid('Music file id must be a UUID'),
      volume: z.number().int().min(MUSIC_VOLUME.min).max(MUSIC_VOLUME.max).default(MUSIC_VOLUME.default),
    })
    .optional(),
  scenes: z
    .array(
      z.strictObject({
        imageId: z.uuid('Image id must be a UUID'),
        text: z.string().trim().max(RENDER_SCENE_TEXT_MAX, `Scene text can be up to ${RENDER_SCENE_TEXT_MAX} characters.`),
      }),
    )
    .min(1, 'Give at least one scene, or leave scenes out to use the script’s sections.')
    .max(RENDER_SCENES_MAX, `A video can have up to ${RENDER_SCENES_MAX} scenes.`)
    .optional(),
});
export type CreateRenderInput = z.infer<typeof createRenderInput>;

export const render = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  status: z.enum(renderStatuses),
  progress: z.number().int().min(0).max(100),
  format: z.enum(renderFormats),
  resolution: z.enum(videoResolutions),
  etaSeconds: z.number().int().optional(),
  videoUrl: z.string().optional(),
  durationSeconds: z.number().optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  bytes: z.number().int().optional(),
  error: z.string().optional(),
  createdAt: z.string(),
  finishedAt: z.string().optional(),
});
export type Render = z.infer<typeof render>;

export const createRenderResponse = z.object({ render });
export const rendersResponse = z.object({ renders: z.array(render) });
export const renderIdParams = z.object({ id: z.uuid('Render id must be a UUID') });

export const musicFile = z.object({
  fileId: z.uuid(),
  name: z.string(),
  format: z.string(),
  bytes: z.number().int(),
  durationSeconds: z.number().optional(),
});
export type MusicFile = z.infer<typeof musicFile>;
