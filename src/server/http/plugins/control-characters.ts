import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findControlCharacter } from '@shared/control-characters';
import { HttpError } from '../http-error';

/** 400 VALIDATION_ERROR naming the field when `value` (a parsed body, query, form or socket message) holds a control character. */
export function assertNoControlCharacters(value: unknown, root?: string): void {
  const problem = findControlCharacter(value, root);
  if (problem) throw new HttpError(400, 'VALIDATION_ERROR', problem.message, { fields: [problem.field] });
}

/**
 * Every route's path parameters, query and JSON body are checked here, after parsing and before
 * any schema or handler: one hook that a new route or field cannot forget, where a text type in
 * each contract could be left out of one. Bodies a route keeps raw (the Stripe webhook's bytes)
 * are not text and are left alone; the multipart voice form and socket messages, read later by
 * their routes, call assertNoControlCharacters themselves.
 */
export const controlCharacters = fp(
  async (app: FastifyInstance) => {
    // A callback hook (a throw is answered as the error), as it runs on every request: an async one costs a promise and a tick.
    app.addHook('preValidation', (request, _reply, done) => {
      assertNoControlCharacters(request.params, 'params');
      assertNoControlCharacters(request.query, 'query');
      assertNoControlCharacters(request.body);
      done();
    });
  },
  { name: 'control-characters' },
);
