import type { FastifyReply } from 'fastify';

/** Fires when the client goes away before its answer was sent, so a model call can stop early. */
export function abortOnDisconnect(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
