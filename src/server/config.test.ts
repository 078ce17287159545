import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for a machine with no settings', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ env: 'development', port: 3000, host: 'localhost', databaseUrl: undefined });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('reads PORT, HOST, DATA_DIR and DATABASE_URL', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/genesis',
      DATABASE_URL: 'postgres://app@db:5432/genesis',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/genesis',
      databaseUrl: 'postgres://app@db:5432/genesis',
    });
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('fails fast, naming every bad setting at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', AUTH_SECRET: 'short' })).toThrowError(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', AUTH_SECRET: 'short' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('AUTH_SECRET must be at least 32 characters');
    }
    expect.assertions(4);
  });

  it('switches payments to Stripe only with all of its settings, naming what is missing', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PRICE_BASIC: 'price_b' })).toThrowError(
      /STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set[\s\S]*STRIPE_PRICE_WEEKLY[\s\S]*STRIPE_PRICE_PREMIUM/,
    );
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PRICE_WEEKLY: 'price_w',
      STRIPE_PRICE_BASIC: 'price_b',
      STRIPE_PRICE_PREMIUM: 'price_p',
    });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      prices: { weekly: 'price_w', basic: 'price_b', premium: 'price_p' },
      apiUrl: undefined,
    });
  });
});
