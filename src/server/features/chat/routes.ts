import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { conversationsResponse, newConversationInput } from '@shared/contracts/chat';
import { conversation } from '@shared/realtime';
import { currentUser } from '../../http/plugins/auth-guard';
import type { RouteOptions } from '../../app/services';
import { chatSocket } from './socket';

/** The chat's REST calls (spec §7) and its realtime socket at /ws. */
export async function chatRoutes(fastify: FastifyInstance, options: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { chat } = options.services;

  app.get(
    '/api/chat/conversations',
    { schema: { response: { 200: conversationsResponse } }, onRequest: app.authenticate },
    async (request) => chat.conversations(currentUser(request).user.id),
  );

  app.post(
    '/api/chat/conversation',
    { schema: { body: newConversationInput, response: { 201: conversation } }, onRequest: app.authenticate },
    async (request, reply) => reply.status(201).send(await chat.createConversation(currentUser(request).user, request.body, request.log)),
  );

  await app.register(chatSocket, options);
}
