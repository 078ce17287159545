import { describe, expect, it } from 'vitest';
import { siteSettingsResponse } from '@shared/contracts/site';
import { loadConfig } from '../../config/config';
import { useTestApp } from '../../test/build-test-app';

describe('GET /api/site with SUPPORT_EMAIL set', () => {
  const ctx = useTestApp({}, { SUPPORT_EMAIL: ' help@studio.example.com ' });

  it('serves the support address at run time, signed out', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/site' });
    expect(response.statusCode).toBe(200);
    expect(siteSettingsResponse.parse(response.json())).toEqual({ supportEmail: 'help@studio.example.com' });
  });
});

describe('GET /api/site without SUPPORT_EMAIL', () => {
  const ctx = useTestApp();

  it('answers null, never a made-up address', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/site' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ supportEmail: null });
    expect(response.body).not.toContain('example.com');
  });
});

describe('SUPPORT_EMAIL', () => {
  it('must be an e-mail address', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', SUPPORT_EMAIL: 'not an address' })).toThrow(/SUPPORT_EMAIL/);
    expect(loadConfig({ NODE_ENV: 'test', SUPPORT_EMAIL: '' }).supportEmail).toBeNull();
  });
});
