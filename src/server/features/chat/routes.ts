import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { conversationsResponse, newConversationInput } from '@shared/contracts/chat';
import { conversation } from '@shared/realtime';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../plugins/auth-guard';
import { createVoiceProfileRepository } from '../voice/repository';
import { createVoiceResolver } from '../voice/voice-resolver';
import { createVoiceoverService } from '../voice/voiceover-service';
import { createChatService } from './chat-service';
import { createChatRepository, NEW_CONVERSATION_TITLE, toConversation } from './repository';
import { chatSocket } from './socket';

/** The chat's REST calls (spec §7) and its realtime socket at /ws. */
export async function chatRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repository = createChatRepository(deps.database.db);
  const voices = createVoiceResolver(deps.speech, createVoiceProfileRepository(deps.database.db));
  const voiceovers = createVoiceoverService({ ...deps, entitlements: app.entitlements, voices });
  const chat = createChatService({ ...deps, voiceovers }, repository, deps.hub);
  // Replies still being written are stored as partial before the database closes.
  app.addHook('onClose', () => chat.close());

  app.get('/api/chat/conversations', { schema: { response: { 200: conversationsResponse } }, onRequest: app.authenticate }, async (request) =>
    chat.conversations(currentUser(request).user.id),
  );

  app.post(
    '/api/chat/conversation',
    { schema: { body: newConversationInput, response: { 201: conversation } }, onRequest: app.authenticate },
    async (request, reply) => {
      const { user } = currentUser(request);
      const row = await repository.createConversation(user.id, request.body, NEW_CONVERSATION_TITLE, deps.clock.now());
      // The user's other sockets learn of it; a hub or database hiccup now must not fail a
      // conversation already made (the client would retry and make a second one).
      await chat
        .conversations(user.id)
        .then((conversations) => deps.hub.publish(user.id, { type: 'conversations_list', conversations }))
        .catch((error: unknown) => request.log.warn({ err: error }, 'conversations_list not delivered'));
      return reply.status(201).send(toConversation(row));
    },
  );

  await app.register(chatSocket, { deps, chat });
}
