import {
  CAPTIONS_MAX_BYTES,
  PROJECT_SHORT_BATCHES_MAX,
  SHORT_CLIP_MAX_SECONDS,
  SHORT_CLIP_MIN_SECONDS,
  SHORT_CUTS_MAX,
  SHORT_SECONDS,
  SHORTS_PENDING_MAX,
  SHORTS_WORDS_MAX,
  shortBatchProblems,
  shortsProblems,
} from '@shared/contracts/shorts';
import { formatNumber } from '@/i18n/format';
import { i18n } from '@/i18n/i18n';

/** The problems the server words in English (shared with it), each in the interface language. */
const knownProblems = (): [english: string, shown: () => string][] => [
  [shortsProblems.notFound, () => i18n.t('shorts:problems.notFound')],
  [shortsProblems.sourceNotFound, () => i18n.t('shorts:problems.sourceNotFound')],
  [shortsProblems.sourceNotLong, () => i18n.t('shorts:problems.sourceNotLong', { seconds: formatNumber(SHORT_SECONDS.min) })],
  [shortsProblems.tooManyPending, () => i18n.t('shorts:problems.tooManyPending', { max: formatNumber(SHORTS_PENDING_MAX) })],
  [shortsProblems.lengthOrder, () => i18n.t('shorts:lengths.order')],
  [shortsProblems.captionsNotText, () => i18n.t('shorts:problems.captionsNotText')],
  [shortsProblems.captionsEmpty, () => i18n.t('shorts:problems.captionsEmpty')],
  [shortsProblems.captionsTooManyWords, () => i18n.t('shorts:problems.captionsTooManyWords', { max: formatNumber(SHORTS_WORDS_MAX) })],
  [
    shortsProblems.captionsTooLarge,
    () => i18n.t('shorts:problems.captionsTooLarge', { size: formatNumber(CAPTIONS_MAX_BYTES / 1024 / 1024) }),
  ],
  [shortsProblems.unavailable, () => i18n.t('shorts:problems.unavailable')],
  [shortsProblems.noWords, () => i18n.t('shorts:problems.noWords')],
  [shortsProblems.failed, () => i18n.t('shorts:problems.failed')],
  [shortBatchProblems.notFound, () => i18n.t('shorts:problems.batchNotFound')],
  [shortBatchProblems.notReady, () => i18n.t('shorts:problems.notReady')],
  [shortBatchProblems.outOfRange, () => i18n.t('shorts:problems.outOfRange')],
  [shortBatchProblems.tooShort, () => i18n.t('shorts:problems.tooShort', { count: SHORT_CLIP_MIN_SECONDS })],
  [shortBatchProblems.tooLong, () => i18n.t('shorts:problems.tooLong', { count: SHORT_CLIP_MAX_SECONDS / 60 })],
  [`A clip can have up to ${SHORT_CUTS_MAX} cuts.`, () => i18n.t('shorts:problems.tooManyCuts', { max: formatNumber(SHORT_CUTS_MAX) })],
  [shortBatchProblems.pending, () => i18n.t('shorts:problems.pending')],
  [shortBatchProblems.tooMany, () => i18n.t('shorts:problems.tooMany', { max: formatNumber(PROJECT_SHORT_BATCHES_MAX) })],
  [shortBatchProblems.sourceGone, () => i18n.t('shorts:problems.sourceGone')],
  [shortBatchProblems.noPicture, () => i18n.t('shorts:problems.noPicture')],
  [shortBatchProblems.notRenderedYet, () => i18n.t('shorts:problems.notRenderedYet')],
  [shortBatchProblems.noneRendered, () => i18n.t('shorts:problems.noneRendered')],
];

/**
 * A message from the server in the interface language: the shorts problems it words in English (the
 * texts it shares with the client) are translated; any other message shows as the server wrote it.
 */
export function problemText(message: string): string;
export function problemText(message: string | null | undefined): string | undefined;
export function problemText(message: string | null | undefined): string | undefined {
  if (!message) return message ?? undefined;
  const known = knownProblems().find(([english]) => english === message);
  return known ? known[1]() : message;
}
