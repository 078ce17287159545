import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { promptSuggestionsQuery, promptSuggestionsResponse, updatePreferencesInput, userPreferences } from '@shared/contracts/images';
import type { RouteOptions } from '../../app/services';
import { currentUser } from '../../http/plugins/auth-guard';
import { suggestPrompts } from './suggestions';

export async function preferencesRoutes(fastify: FastifyInstance, { services }: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { preferences } = services;
  const signedIn = { preHandler: app.authenticate };

  app.get('/user/preferences', { ...signedIn, schema: { response: { 200: userPreferences } } }, async (request) =>
    preferences.read(currentUser(request).user.id),
  );

  app.put(
    '/user/preferences',
    { ...signedIn, schema: { body: updatePreferencesInput, response: { 200: userPreferences } } },
    async (request) => preferences.update(currentUser(request).user.id, request.body),
  );

  app.get(
    '/prompts/suggestions',
    { ...signedIn, schema: { querystring: promptSuggestionsQuery, response: { 200: promptSuggestionsResponse } } },
    async (request) => {
      const { promptHistory } = await preferences.read(currentUser(request).user.id);
      return suggestPrompts(request.query.partial, promptHistory);
    },
  );
}
