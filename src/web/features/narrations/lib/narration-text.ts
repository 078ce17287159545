import {
  NARRATION_LINE_MAX_SECONDS,
  NARRATION_MAX_SECONDS,
  NARRATIONS_ALIGNING_MAX,
  NARRATIONS_PER_HOUR,
  narrationProblems,
  type NarrationEdit,
} from '@shared/contracts/narrations';
import { RATE_LIMIT_MESSAGE } from '@shared/contracts/errors';
import { i18n } from '@/i18n/i18n';
import { formatNumber } from '@/i18n/format';
import { ApiError } from '@/lib/api-client';
import { AUTH_REQUIRED_MESSAGE } from '@/lib/generation-failure';

type NarrationProblem = keyof typeof narrationProblems;

/** The numbers the server's messages name, for their translations. */
const problemValues: Partial<Record<NarrationProblem, Record<string, number>>> = {
  tooLong: { minutes: NARRATION_MAX_SECONDS / 60 },
  inProgress: { takes: NARRATIONS_ALIGNING_MAX },
  tooManyUploads: { takes: NARRATIONS_PER_HOUR },
  lineTooLong: { minutes: NARRATION_LINE_MAX_SECONDS / 60 },
};

/** One of the narration problems (the server's or the form's) in the interface language. */
export function narrationProblemText(problem: NarrationProblem): string {
  return i18n.t(`narrations:problems.${problem}`, problemValues[problem] ?? {});
}

/**
 * A message the server wrote (in English: a failed take's error, a refusal) in the interface
 * language when it is one of the narration problems; any other text as it is.
 */
export function translatedNarrationMessage(message: string): string {
  const problem = (Object.keys(narrationProblems) as NarrationProblem[]).find((key) => narrationProblems[key] === message);
  return problem ? narrationProblemText(problem) : message;
}

/** What made a version: 'Your recording', 'Cleaned up: trimmed silence, pauses ≤ 0.8 s, levelled', 'Line 3 recorded again'. */
export function editLabel(edit: NarrationEdit): string {
  if (edit.kind === 'take') return i18n.t('narrations:edit.take');
  if (edit.kind === 'line') return i18n.t('narrations:edit.line', { number: edit.sentenceIndex + 1 });
  const { trimSilence, maxPauseSeconds, denoise, loudness } = edit.cleanup;
  const done = [
    trimSilence && i18n.t('narrations:edit.trimmedSilence'),
    maxPauseSeconds !== null && i18n.t('narrations:edit.pauses', { seconds: formatNumber(maxPauseSeconds, { maximumFractionDigits: 1 }) }),
    denoise && i18n.t('narrations:edit.denoised'),
    loudness && i18n.t('narrations:edit.levelled'),
  ].filter((step): step is string => typeof step === 'string');
  const steps = new Intl.ListFormat(i18n.language, { type: 'unit', style: 'short' }).format(done);
  return i18n.t('narrations:edit.cleanedUp', { steps });
}

/**
 * What a failed narration call shows: the server's own message (a take too long, not audio, two
 * takes aligning, the hourly limit …); sign in again for a 401; the common wait message for a
 * rate limit without one; else the error's text.
 */
export function narrationFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? translatedNarrationMessage(error.message) : String(error);
  if (error.status === 401) return i18n.t('narrations:errors.authRequired');
  if (error.serverMessage) {
    if (error.serverMessage === AUTH_REQUIRED_MESSAGE) return i18n.t('narrations:errors.authRequired');
    if (error.serverMessage === RATE_LIMIT_MESSAGE) return i18n.t('narrations:errors.rateLimited');
    return translatedNarrationMessage(error.serverMessage);
  }
  if (error.status === 429) return i18n.t('narrations:errors.rateLimited');
  return error.message;
}
