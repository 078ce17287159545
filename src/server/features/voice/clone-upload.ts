import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { VOICE_SAMPLE_MAX_BYTES } from '@shared/catalog/voice';
import { cloneVoiceFields, voiceProblems } from '@shared/contracts/voice';
import { badRequest, HttpError } from '../../http/http-error';
import { assertNoControlCharacters } from '../../http/plugins/control-characters';
import { sampleProblems } from './audio-sample';
import type { NewProfileRequest } from './profile-service';

/** Text fields are short; anything more is not a form this app sends. */
const limits = { fileSize: VOICE_SAMPLE_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000, parts: 12 };

const oneFileMessage = 'Send one audio file in the `audio` field, with the name, description, sampleText and consent fields.';

/**
 * Reads POST /api/voice/clone's multipart form: the `audio` file (held in memory, at most 10 MB)
 * and the text fields, checked against the shared contract.
 */
export async function readCloneUpload(request: FastifyRequest): Promise<NewProfileRequest> {
  if (!request.isMultipart()) throw badRequest('Send the voice sample as multipart/form-data with an `audio` file', 'NOT_MULTIPART');
  const fields: Record<string, string> = {};
  let audio: { bytes: Buffer; fileName: string } | undefined;
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        const file: MultipartFile = part;
        if (file.fieldname !== 'audio') throw badRequest(oneFileMessage, 'UNEXPECTED_FILE');
        audio = { bytes: await file.toBuffer(), fileName: file.filename || 'sample' };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError)
      throw badRequest(sampleProblems.SAMPLE_TOO_LARGE, 'SAMPLE_TOO_LARGE');
    if (error instanceof Error && 'statusCode' in error && error.statusCode === 413) {
      throw badRequest(oneFileMessage, 'FORM_TOO_LARGE');
    }
    if (error instanceof HttpError) throw error;
    // A cut upload, a missing boundary, a body that is not multipart at all: the client's to fix.
    throw badRequest('The upload was not a complete multipart form. Please try again.', 'MALFORMED_FORM');
  }
  assertNoControlCharacters(fields);
  const parsed = cloneVoiceFields.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? voiceProblems.missingInformation.message, 'VALIDATION_ERROR');
  if (!audio || audio.bytes.length === 0) throw badRequest(voiceProblems.noAudio.message, 'NO_AUDIO');
  return { ...parsed.data, audio: audio.bytes, fileName: audio.fileName };
}
