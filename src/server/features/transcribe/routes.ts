import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TRANSCRIPTIONS_PER_MINUTE, transcribeProblems, transcribeResponse } from '@shared/contracts/transcribe';
import { abortOnDisconnect } from '../../http/abort-on-disconnect';
import { HttpError, rateLimited } from '../../http/http-error';
import { currentUser } from '../../http/plugins/auth-guard';
import { unlessCountersUnavailable } from '../../providers/shared-counters/shared-counters';
import type { RouteOptions } from '../../app/services';
import { readRecording } from './read-recording';

/** POST /api/transcribe: a recording from the chat microphone, turned into text by the configured server. */
export async function transcribeRoutes(fastify: FastifyInstance, { deps }: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart);

  /** Each recording costs the server's owner (per minute of audio at OpenAI): a script cannot send them without end. */
  async function countTranscription(userId: string) {
    const hit = await unlessCountersUnavailable(() => deps.counters.hit(`transcriptions:${userId}`, 60_000), null);
    if (hit && hit.count > TRANSCRIPTIONS_PER_MINUTE) throw rateLimited(hit.resetInMs);
  }

  // Sign-in is checked on request, before the body is read.
  app.post(
    '/transcribe',
    {
      schema: {
        description:
          'Multipart form: the recording in `audio` (WebM, Ogg, WAV, MP3 or M4A, at most 25 MB; its format is told by its content) ' +
          'and an optional two-letter `language` (e.g. `en`). Answers the text; 503 `SPEECH_INPUT_NOT_CONFIGURED` when no ' +
          'transcription server is configured (the chat then uses the browser’s own speech recognition).',
        consumes: ['multipart/form-data'],
        response: { 200: transcribeResponse },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const { user } = currentUser(request);
      // Read on every request: an administrator's change of engine applies at once.
      const transcriber = deps.speechInput.current();
      if (!transcriber) throw new HttpError(503, transcribeProblems.notConfigured.code, transcribeProblems.notConfigured.message);
      await countTranscription(user.id);
      // The user's place is taken before the recording is read: a burst of 25 MB bodies waits outside.
      const text = await deps.heavyWork.run(user.id, 'transcription', async () => {
        const { audio, format, language } = await readRecording(request);
        return transcriber.transcribe({
          audio,
          fileName: `recording.${format.extension}`,
          mimeType: format.mimeType,
          ...(language ? { language } : {}),
          signal: abortOnDisconnect(reply),
        });
      });
      return { text };
    },
  );
}
