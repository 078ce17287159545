import { expect, it } from 'vitest';
import { createRedisCounters } from '../../providers/shared-counters/redis-counters';
import { useTestApp } from '../build-test-app';
import { registerUser, uniqueEmail } from '../factories';

// The app's shared counters on a Redis nobody listens on: what users see while Redis is down.
const ctx = useTestApp({ counters: createRedisCounters('redis://127.0.0.1:1', 'genesis-test-outage:', () => undefined) });

it('answers work that needs a shared slot with 503 and Retry-After, not 500', async () => {
  const user = await registerUser(ctx.app);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/images/generate',
    headers: user.headers,
    payload: { prompt: 'A red bicycle' },
  });
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.json()).toEqual({
    code: 'SERVICE_UNAVAILABLE',
    message: 'The service is briefly unavailable. Please try again in a few seconds.',
  });
});

it('lets rate-limited routes through rather than failing them', async () => {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: uniqueEmail('outage') } });
  expect(response.statusCode).toBe(201);
});
