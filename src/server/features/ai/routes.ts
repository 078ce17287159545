import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { aiStatusResponse, type EngineStatus } from '@shared/contracts/ai';
import type { RouteOptions } from '../../services';
import { OFFLINE_WRITER_ENGINE } from '../../offline-writer';
import { SEO_ANALYZER_ENGINE } from '../seo/analyzer';

const offline = (engine: string): EngineStatus => ({ engine, model: null, offline: true });

/** Public: what serves each capability, so the UI and operators can see it (DESIGN.md §1.3). */
export async function aiRoutes(fastify: FastifyInstance, { deps }: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { text, images, speech } = deps;
  const model: EngineStatus | undefined = text && { engine: text.engine, model: text.model, offline: false };

  const speechModel = deps.config.speech.model ?? null;

  app.get('/ai/status', { schema: { response: { 200: aiStatusResponse } } }, async () => ({
    capabilities: {
      scripts: model ?? offline(OFFLINE_WRITER_ENGINE),
      // The analyzer always scores; a model, when there is one, rewrites the titles and description.
      seo: model ?? offline(SEO_ANALYZER_ENGINE),
      chat: model ?? offline(OFFLINE_WRITER_ENGINE),
      images: { engine: images.engine, model: images.model, offline: images.model === null },
      speech: speech.active.engine === 'espeak' ? offline('espeak') : { engine: speech.active.engine, model: speechModel, offline: false },
      voiceCloning: speech.cloner ? { engine: 'elevenlabs', model: null, offline: false } : offline('offline-voice-match'),
    },
  }));
}
