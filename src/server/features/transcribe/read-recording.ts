import type { FastifyRequest } from 'fastify';
import { TRANSCRIBE_AUDIO_FIELD, TRANSCRIBE_MAX_BYTES, transcribeLanguage, transcribeProblems } from '@shared/contracts/transcribe';
import { badRequest, HttpError } from '../../http/http-error';
import { sniffRecordingFormat, type RecordingFormat } from './recording-format';

export interface Recording {
  audio: Buffer;
  format: RecordingFormat;
  language: string | undefined;
}

/** The recording and a language code; anything more is not a form this app sends. */
const limits = { fileSize: TRANSCRIBE_MAX_BYTES, files: 1, fields: 1, fieldSize: 100, parts: 2 };

const tooLarge = () => new HttpError(413, transcribeProblems.tooLarge.code, transcribeProblems.tooLarge.message);
const notMultipart = () => badRequest(transcribeProblems.notMultipart.message, transcribeProblems.notMultipart.code);

/**
 * Reads POST /api/transcribe's form: the recording in `audio` (held in memory, at most 25 MB,
 * refused with 413 as it arrives beyond that), its format told by its first bytes (415 when they
 * are not audio), and an optional two-letter `language`.
 */
export async function readRecording(request: FastifyRequest): Promise<Recording> {
  if (!request.isMultipart()) throw notMultipart();
  let audio: Buffer | undefined;
  let language: string | undefined;
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        if (part.fieldname !== TRANSCRIBE_AUDIO_FIELD) throw notMultipart();
        audio = await part.toBuffer();
      } else if (part.fieldname === 'language' && typeof part.value === 'string' && part.value !== '') {
        language = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) throw tooLarge();
    // Too many parts or fields: not this app's form.
    if (error instanceof Error && 'statusCode' in error && error.statusCode === 413) throw notMultipart();
    // A cut upload, a missing boundary, a body that is not multipart at all: the client's to fix.
    throw badRequest('The upload was not a complete multipart form. Please try again.', 'MALFORMED_FORM');
  }
  if (!audio || audio.length === 0) throw badRequest(transcribeProblems.noAudio.message, transcribeProblems.noAudio.code);
  const format = sniffRecordingFormat(audio);
  if (!format) throw new HttpError(415, transcribeProblems.notAudio.code, transcribeProblems.notAudio.message);
  if (language !== undefined) {
    const parsed = transcribeLanguage.safeParse(language);
    if (!parsed.success)
      throw new HttpError(400, 'VALIDATION_ERROR', parsed.error.issues[0]?.message ?? 'Invalid language', { fields: ['language'] });
  }
  return { audio, format, language };
}
