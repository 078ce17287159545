/**
 * What a failed script call shows (spec §8): by the text of the error, 401 → sign in again,
 * 400 → check the inputs, 429 → wait; otherwise the server's message (or the error's own text).
 */
import { i18n } from '@/i18n/i18n';
import { generationFailureMessage } from '@/lib/generation-failure';

/** The failure toast's title, in the interface language. */
export const generationFailedTitle = () => i18n.t('scripts:tab.generationFailed');

/** The §8 message for a failed call of this tab. */
export const scriptFailureMessage = generationFailureMessage;
