import { z } from 'zod';

/**
 * Speech input on the server: POST /api/transcribe, multipart with the recording in its
 * `audio` field (and an optional `language`, e.g. 'en'), answers { text } from the transcription
 * server STT_BASE_URL names. Without one the chat uses the browser's own speech recognition.
 */

/** The largest recording accepted: OpenAI's own limit for a transcription. */
export const TRANSCRIBE_MAX_BYTES = 25 * 1024 * 1024;
/** The chat's recorder stops on its own after this long. */
export const SPEECH_INPUT_MAX_SECONDS = 60;
/** Recordings one user may send for transcription a minute. */
export const TRANSCRIPTIONS_PER_MINUTE = 20;

/** The recording's field in the form. */
export const TRANSCRIBE_AUDIO_FIELD = 'audio';

export const transcribeLanguage = z.string().regex(/^[a-z]{2}$/, 'language must be a two-letter ISO 639-1 code, e.g. en');

export const transcribeResponse = z.object({
  /** What was said; empty when nothing was heard. */
  text: z.string(),
});
export type TranscribeResponse = z.infer<typeof transcribeResponse>;

export const transcribeProblems = {
  notConfigured: { code: 'SPEECH_INPUT_NOT_CONFIGURED', message: 'Speech input is not configured' },
  notMultipart: { code: 'NOT_MULTIPART', message: 'Send the recording as multipart/form-data with an `audio` file.' },
  noAudio: { code: 'NO_AUDIO', message: 'The recording was empty. Please record again.' },
  notAudio: {
    code: 'NOT_AUDIO',
    message: 'That recording is not audio we can transcribe. Send WebM, Ogg, WAV, MP3 or M4A (MP4) audio.',
  },
  tooLarge: { code: 'RECORDING_TOO_LARGE', message: `Recordings can be up to ${TRANSCRIBE_MAX_BYTES / (1024 * 1024)} MB.` },
} as const;
