import {
  formatBytes,
  MEDIA_FORM_MAX_BYTES,
  MEDIA_IMAGE_MAX_PIXELS,
  MEDIA_IMAGE_MAX_SIDE,
  MEDIA_MAX_SECONDS,
  MEDIA_VIDEO_MAX_SIDE,
  mediaProblems,
} from '@shared/contracts/media';
import { formatNumber } from '@/i18n/format';
import { i18n } from '@/i18n/i18n';
import { generationFailureMessage } from '@/lib/generation-failure';

/** 10 GB, 2.3 MB, 3 KB (as the server's formatBytes counts them) in the interface language's units and digits. */
export function formatSize(bytes: number, locale?: string): string {
  const units = [
    [1024 ** 3, 'gigabyte'],
    [1024 ** 2, 'megabyte'],
    [1024, 'kilobyte'],
  ] as const;
  const [size, unit] = units.find(([size]) => bytes >= size) ?? [1, 'byte'];
  return formatNumber(
    bytes / size,
    { style: 'unit', unit, unitDisplay: unit === 'byte' ? 'long' : 'short', maximumFractionDigits: 1 },
    ...(locale ? [locale] : []),
  );
}

type StaticMediaProblem = Exclude<keyof typeof mediaProblems, 'quotaFull'>;

/** The numbers the server's messages name, for their translations. */
const problemValues = (): Partial<Record<StaticMediaProblem, Record<string, string | number>>> => ({
  tooLargeForForm: { megabytes: formatNumber(Math.round(MEDIA_FORM_MAX_BYTES / (1024 * 1024))) },
  tooLong: { hours: formatNumber(MEDIA_MAX_SECONDS / 3600) },
  tooManyPixels: { megapixels: formatNumber(MEDIA_IMAGE_MAX_PIXELS / 1_000_000), side: formatNumber(MEDIA_IMAGE_MAX_SIDE) },
  videoTooLarge: { side: formatNumber(MEDIA_VIDEO_MAX_SIDE) },
});

/** One of the media problems (the server's or the uploads') in the interface language. */
export function mediaProblemText(problem: StaticMediaProblem): string {
  return i18n.t(`media:problems.${problem}`, problemValues()[problem] ?? {});
}

/** The storage-full message around its size: what comes before and after it. */
function quotaFullParts(): [string, string] {
  const [before = '', after = ''] = mediaProblems.quotaFull(0).split(formatBytes(0));
  return [before, after];
}

/** A message the server wrote (in English) in the interface language when it is one of the media problems; any other as it is. */
export function translatedMediaMessage(message: string): string {
  const problem = (Object.keys(mediaProblems) as (keyof typeof mediaProblems)[]).find(
    (key): key is StaticMediaProblem => key !== 'quotaFull' && mediaProblems[key] === message,
  );
  if (problem) return mediaProblemText(problem);
  const [before, after] = quotaFullParts();
  if (message.startsWith(before) && message.endsWith(after) && message.length > before.length + after.length) {
    return i18n.t('media:problems.quotaFull', { quota: message.slice(before.length, message.length - after.length) });
  }
  return message;
}

/** What a failed media call shows (generationFailureMessage), with the media problems translated. */
export const mediaFailureMessage = (error: unknown): string => translatedMediaMessage(generationFailureMessage(error));
