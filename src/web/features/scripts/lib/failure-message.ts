/**
 * What a failed script call shows (spec §8): by the text of the error, 401 → sign in again,
 * 400 → check the inputs, 429 → wait; otherwise the server's message (or the error's own text).
 */
import { generationFailureMessage } from '@/lib/generation-failure';

export const GENERATION_FAILED_TITLE = 'Generation Failed';

/** The §8 message for a failed call of this tab. */
export const scriptFailureMessage = generationFailureMessage;
