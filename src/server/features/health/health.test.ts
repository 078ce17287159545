import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../test/build-test-app';
import { openTestDatabase } from '../../test/test-db';

describe('health and readiness', () => {
  const ctx = useTestApp();

  it('GET /api/health answers ok', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/ready reports the database it reached', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: process.env.TEST_DB_DRIVER });
  });

  it('GET /api/ready answers 503 when the database is unreachable', async () => {
    const database = await openTestDatabase();
    const broken = await buildTestApp({
      database: { ...database, ping: () => Promise.reject(new Error('connection refused')) },
    });
    try {
      const response = await broken.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: 'The database is not reachable.', code: 'NOT_READY' });
    } finally {
      await broken.close();
      await database.close();
    }
  });
});
