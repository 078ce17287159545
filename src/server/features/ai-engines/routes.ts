import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  aiCapabilityParams,
  aiEnginesResponse,
  putAiEnginesBody,
  testAiEngineBody,
  testAiEngineResponse,
  TEST_PROGRESS_TYPE,
  type TestAiEngineEvent,
} from '@shared/contracts/ai-engines';
import { abortOnDisconnect } from '../../http/abort-on-disconnect';
import { currentUser } from '../../http/plugins/auth-guard';
import type { RouteOptions } from '../../app/services';

/**
 * /api/admin/ai-engines: the operator console's AI engines page. Administrators only (anyone else
 * gets the unknown-route 404, as for every /api/admin route). Keys go in, never out.
 */
export async function aiEngineRoutes(fastify: FastifyInstance, { services }: RouteOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const administrators = { onRequest: app.authenticateAdministrator };
  const { aiEngines } = services;

  app.get('/ai-engines', { ...administrators, schema: { response: { 200: aiEnginesResponse } } }, async () => ({
    engines: await aiEngines.list(),
  }));

  app.put(
    '/ai-engines',
    { ...administrators, schema: { body: putAiEnginesBody, response: { 200: aiEnginesResponse } } },
    async (request) => {
      const { user } = currentUser(request);
      return { engines: await aiEngines.save({ id: user.id, email: user.email }, request.body.engines) };
    },
  );

  /**
   * Test: the result as JSON; asked for as application/x-ndjson, a line of progress as a local model
   * loads (seconds to minutes, and the lines keep proxies from giving up on a quiet connection),
   * then the result. A setting that cannot be tested is a 4xx either way, before anything is sent.
   */
  app.post(
    '/ai-engines/:capability/test',
    {
      ...administrators,
      // Uncompressed, so each line leaves as it is written.
      compress: false,
      schema: { params: aiCapabilityParams, body: testAiEngineBody, response: { 200: testAiEngineResponse } },
    },
    async (request, reply) => {
      const { user } = currentUser(request);
      const run = await aiEngines.prepareTest({ id: user.id, email: user.email }, request.params.capability, request.body.setting);
      const signal = abortOnDisconnect(reply);
      if (!request.headers.accept?.includes(TEST_PROGRESS_TYPE)) return run({ signal });
      const lines = new PassThrough();
      const send = (event: TestAiEngineEvent) => lines.write(`${JSON.stringify(event)}\n`);
      let percent = -1;
      run({
        signal,
        onProgress: (progress) => {
          // A line per whole percent: the loader reports far more often.
          if (Math.floor(progress.fraction * 100) === percent) return;
          percent = Math.floor(progress.fraction * 100);
          send({ progress });
        },
      }).then(
        (result) => lines.end(`${JSON.stringify({ result } satisfies TestAiEngineEvent)}\n`),
        (error: unknown) => lines.destroy(error as Error),
      );
      return (
        reply
          .type(TEST_PROGRESS_TYPE)
          .header('cache-control', 'no-store')
          .header('x-accel-buffering', 'no')
          // A stream is sent as it is (the response schema describes the JSON answer).
          .send(lines as never)
      );
    },
  );
}
