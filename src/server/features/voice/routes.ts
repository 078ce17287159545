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
import { abortOnDisconnect } from '../../abort-on-disconnect';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../plugins/auth-guard';
import { readCloneUpload } from './clone-upload';
import { createVoiceProfileService } from './profile-service';
import { createVoiceProfileRepository } from './repository';
import { createVoiceResolver } from './voice-resolver';
import { createVoiceoverService } from './voiceover-service';

const profileIdParams = z.object({ id: z.uuid('Voice profile id must be a UUID') });

export async function voiceRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart);
  const repository = createVoiceProfileRepository(deps.database.db);
  const voices = createVoiceResolver(deps.speech, repository);
  const profiles = createVoiceProfileService(deps, repository);
  const voiceovers = createVoiceoverService({ ...deps, entitlements: app.entitlements, voices });

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
    const { user } = currentUser(request);
    app.entitlements.assertActive(user);
    const upload = await readCloneUpload(request);
    const profile = await app.metrics.timeGeneration('voice_clone', (created) => created.engine, () => profiles.create(user.id, upload, abortOnDisconnect(reply)));
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
