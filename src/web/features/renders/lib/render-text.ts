import { MUSIC_FILES_MAX, MUSIC_MAX_SECONDS, PROJECT_RENDERS_MAX, RENDERS_PENDING_MAX, renderProblems } from '@shared/contracts/renders';
import type { RenderFormat } from '@shared/catalog/video';
import { formatNumber } from '@/i18n/format';
import { i18n } from '@/i18n/i18n';
import { generationFailureMessage } from '@/lib/generation-failure';

/** The catalogue's name for each shape (`renders:formats.<name>`): the ids hold a colon, which i18next reads as a namespace. */
export const formatKeys = { '16:9': 'landscape', '9:16': 'vertical', '1:1': 'square', '4:5': 'portrait' } as const satisfies Record<
  RenderFormat,
  string
>;

/** What a format is called: 'Landscape 16:9', 'Vertical 9:16 (Shorts)' … */
export const formatLabel = (format: RenderFormat): string => i18n.t(`renders:formats.${formatKeys[format]}`);

type RenderProblem = keyof typeof renderProblems;

/** The numbers the server's messages name, for their translations. */
const problemValues: Partial<Record<RenderProblem, Record<string, number>>> = {
  tooManyPending: { videos: RENDERS_PENDING_MAX },
  tooMany: { videos: PROJECT_RENDERS_MAX },
  musicTooLong: { minutes: MUSIC_MAX_SECONDS / 60 },
  tooManyMusicFiles: { musicFiles: MUSIC_FILES_MAX },
};

/** One of the render problems (the server's or the panel's) in the interface language. */
export function renderProblemText(problem: RenderProblem): string {
  return i18n.t(`renders:problems.${problem}`, problemValues[problem] ?? {});
}

/** A message the server wrote (in English) in the interface language when it is one of the render problems; any other as it is. */
export function translatedRenderMessage(message: string): string {
  const problem = (Object.keys(renderProblems) as RenderProblem[]).find((key) => renderProblems[key] === message);
  return problem ? renderProblemText(problem) : message;
}

/** What a failed render call shows (generationFailureMessage), with the render problems translated. */
export const renderFailureMessage = (error: unknown): string => translatedRenderMessage(generationFailureMessage(error));

/** The encoder's estimate in words: 'about 40 s left', 'about 2 min left'; nothing before it has one. */
export function timeLeft(etaSeconds: number | undefined): string | null {
  if (etaSeconds === undefined || etaSeconds < 0) return null;
  if (etaSeconds < 10) return i18n.t('renders:timeLeft.almostDone');
  if (etaSeconds < 60) return i18n.t('renders:timeLeft.seconds', { seconds: formatNumber(Math.ceil(etaSeconds / 10) * 10) });
  return i18n.t('renders:timeLeft.minutes', { minutes: formatNumber(Math.round(etaSeconds / 60)) });
}

/** The saved video's name: the project's title, without characters file systems refuse. */
export function videoFilename(projectTitle: string): string {
  const name = projectTitle
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  return `${name || 'video'}.mp4`;
}
