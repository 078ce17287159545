import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { aiStatusResponse, type EngineStatus } from '@shared/contracts/ai';
import { builtInEngines, type AiCapability } from '@shared/catalog/ai-engines';
import type { RouteOptions } from '../../app/services';

/** Public: what serves each capability right now, so the UI and operators can see it (DESIGN.md §1.3). Never a key or an address. */
export async function aiRoutes(fastify: FastifyInstance, { deps }: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/ai/status', { schema: { response: { 200: aiStatusResponse } } }, async () => {
    const active = new Map(deps.engines.views().map((view) => [view.capability, view.active]));
    const video = await deps.video();
    const status = (capability: AiCapability): EngineStatus => {
      const { engine, model } = active.get(capability)!;
      // A saved setting that cannot be used (a key this server cannot read …) is said, not hidden behind the built-in engine.
      const fallbackFrom = deps.engines.fallbackOf(capability);
      const served = builtInEngines.has(engine) ? { engine, model: null, offline: true } : { engine, model, offline: false };
      return fallbackFrom ? { ...served, fallbackFrom } : served;
    };
    return {
      capabilities: {
        scripts: status('scripts'),
        seo: status('seo'),
        chat: status('chat'),
        images: status('images'),
        speech: status('speech'),
        voiceCloning: status('voiceCloning'),
        // Null: the browser's own speech recognition (nothing on the server).
        speechInput: active.get('speechInput')!.engine === 'browser' ? null : status('speechInput'),
        video: video
          ? {
              engine: 'ffmpeg',
              model: `${video.version} (${video.source === 'system' ? 'system' : 'npm package'})`,
              offline: true,
            }
          : null,
      },
    };
  });
}
