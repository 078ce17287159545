import type { AlignmentMethod, NarrationEdit, NarrationStatus } from '@shared/contracts/narrations';
import { RATE_LIMIT_MESSAGE } from '@shared/contracts/errors';
import { ApiError } from '@/lib/api-client';
import { AUTH_REQUIRED_MESSAGE } from '@/lib/generation-failure';

export const narrationStatusLabels: Record<NarrationStatus, string> = {
  aligning: 'Aligning',
  ready: 'Ready',
  failed: 'Failed',
};

export const ALIGNING_NOTE = 'Aligning your take to the script…';

export const methodLabels: Record<AlignmentMethod, string> = {
  offline: 'Timed offline',
  'speech-input': 'Timed by speech input',
};

const pauseFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** What made a version: 'Your recording', 'Cleaned up: trimmed silence, pauses ≤ 0.8 s, levelled', 'Line 3 recorded again'. */
export function editLabel(edit: NarrationEdit): string {
  if (edit.kind === 'take') return 'Your recording';
  if (edit.kind === 'line') return `Line ${edit.sentenceIndex + 1} recorded again`;
  const { trimSilence, maxPauseSeconds, denoise, loudness } = edit.cleanup;
  const done = [
    trimSilence && 'trimmed silence',
    maxPauseSeconds !== null && `pauses ≤ ${pauseFormat.format(maxPauseSeconds)} s`,
    denoise && 'hum and noise removed',
    loudness && 'levelled',
  ].filter(Boolean);
  return `Cleaned up: ${done.join(', ')}`;
}

/**
 * What a failed narration call shows: the server's own message (a take too long, not audio, two
 * takes aligning, the hourly limit …); sign in again for a 401; the common wait message for a
 * rate limit without one; else the error's text.
 */
export function narrationFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  if (error.status === 401) return AUTH_REQUIRED_MESSAGE;
  if (error.serverMessage) return error.serverMessage;
  if (error.status === 429) return RATE_LIMIT_MESSAGE;
  return error.message;
}
