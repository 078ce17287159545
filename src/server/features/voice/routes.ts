import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cloneVoiceResponse,
  generateVoiceoverInput,
  generateVoiceoverResponse,
  updateVoiceProfileInput,
  voiceProfile,
  voiceProfilesResponse,
  voicesResponse,
} from '@shared/contracts/voice';
import { abortOnDisconnect } from '../../http/abort-on-disconnect';
import { currentUser } from '../../http/plugins/auth-guard';
import type { RouteOptions } from '../../app/services';
import { readCloneUpload } from './clone-upload';

const profileIdParams = z.object({ id: z.uuid('Voice profile id must be a UUID') });

export async function voiceRoutes(fastify: FastifyInstance, { deps, services }: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart);
  const { voices, voiceovers, voiceProfiles: profiles } = services;

  app.get('/voice/voices', { schema: { response: { 200: voicesResponse } }, onRequest: app.authenticate }, async (request) => ({
    engine: deps.speech.active.engine,
    offline: deps.speech.active.engine === 'espeak',
    voices: await voices.options(currentUser(request).user.id),
  }));

  // Sign-in is checked on request, before the body is read or validated.
  // Voiceovers are gated by the trial or plan, not counted (DESIGN.md §4).
  app.post(
    '/generate-voiceover',
    { schema: { body: generateVoiceoverInput, response: { 200: generateVoiceoverResponse } }, onRequest: app.authenticate },
    async (request, reply) => voiceovers.generate(currentUser(request).user, request.body, abortOnDisconnect(reply)),
  );

  app.get('/voice/profiles', { schema: { response: { 200: voiceProfilesResponse } }, onRequest: app.authenticate }, async (request) =>
    profiles.list(currentUser(request).user.id),
  );

  app.post('/voice/clone', { schema: { response: { 201: cloneVoiceResponse } }, onRequest: app.authenticate }, async (request, reply) => {
    const profile = await profiles.create(currentUser(request).user, () => readCloneUpload(request), abortOnDisconnect(reply));
    return reply.status(201).send({ message: 'Voice profile created', profile });
  });

  app.patch(
    '/voice/profiles/:id',
    { schema: { params: profileIdParams, body: updateVoiceProfileInput, response: { 200: voiceProfile } }, onRequest: app.authenticate },
    async (request) => profiles.update(currentUser(request).user.id, request.params.id, request.body),
  );

  app.delete('/voice/profiles/:id', { schema: { params: profileIdParams }, onRequest: app.authenticate }, async (request, reply) => {
    await profiles.remove(currentUser(request).user.id, request.params.id);
    return reply.status(204).send();
  });
}
