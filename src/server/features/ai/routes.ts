import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { aiStatusResponse, type EngineStatus } from '@shared/contracts/ai';
import type { RouteOptions } from '../../services';
import { OFFLINE_WRITER_ENGINE } from '../../offline-writer';
import { SEO_ANALYZER_ENGINE } from '../seo';

const offline = (engine: string): EngineStatus => ({ engine, model: null, offline: true });

/** Public: what serves each capability, so the UI and operators can see it (DESIGN.md §1.3). */
/** A writer's status: the model's, or offline under the given engine name (the model is null offline). */
const statusOf = (writer: { engine: string | null; model: string | null }, offlineEngine: string): EngineStatus =>
  writer.model === null || writer.engine === null ? offline(offlineEngine) : { engine: writer.engine, model: writer.model, offline: false };

export async function aiRoutes(fastify: FastifyInstance, { deps, services }: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { images, speech } = deps;
  const { writers } = services;

  const speechModel = deps.config.speech.model ?? null;

  app.get('/ai/status', { schema: { response: { 200: aiStatusResponse } } }, async () => ({
    capabilities: {
      scripts: statusOf(writers.scripts, OFFLINE_WRITER_ENGINE),
      // The analyzer always scores; a model, when there is one, rewrites the titles and description.
      seo: statusOf(writers.seoCopy, SEO_ANALYZER_ENGINE),
      chat: statusOf(writers.chat, OFFLINE_WRITER_ENGINE),
      images: { engine: images.engine, model: images.model, offline: images.model === null },
      speech: speech.active.engine === 'espeak' ? offline('espeak') : { engine: speech.active.engine, model: speechModel, offline: false },
      voiceCloning: speech.cloner ? { engine: 'elevenlabs', model: null, offline: false } : offline('offline-voice-match'),
      video: deps.video
        ? { engine: 'ffmpeg', model: `${deps.video.version} (${deps.video.source === 'system' ? 'system' : 'npm package'})`, offline: true }
        : null,
    },
  }));
}
