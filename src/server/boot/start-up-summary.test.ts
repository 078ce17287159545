import { describe, expect, it } from 'vitest';
import type { StripeConfig } from '../config/config';
import { startUpBlock, startUpSummary, type StartUpFacts } from './start-up-summary';

const builtIn = (capability: StartUpFacts['engines'][number]['capability'], provider: string, engine: string) => ({
  capability,
  provider,
  source: 'default' as const,
  variables: [],
  problem: null,
  active: { engine, model: null },
});

/** A fresh install: no settings, the built-in engines. */
const fresh: StartUpFacts = {
  url: 'http://localhost:3000',
  administration: { kind: 'none-yet' },
  config: { dataDir: '/srv/genesis/data', databaseUrl: undefined, s3: undefined, stripe: undefined, paymentsOff: false },
  engines: [
    builtIn('scripts', 'offline', 'offline-writer'),
    builtIn('seo', 'offline', 'offline-analyzer'),
    builtIn('chat', 'offline', 'offline-writer'),
    builtIn('images', 'offline', 'offline-preview'),
    builtIn('speech', 'espeak', 'espeak'),
    builtIn('voiceCloning', 'offline', 'offline-voice-match'),
    builtIn('speechInput', 'browser', 'browser'),
  ],
};

const stripe = (secretKey: string): StripeConfig => ({
  secretKey,
  webhookSecret: 'whsec_1',
  prices: { weekly: 'price_w', basic: 'price_b', premium: 'price_p' },
  apiUrl: undefined,
  publishableKey: undefined,
});

describe('startUpSummary', () => {
  it('says, for a fresh install, where to go, who becomes the administrator, where the data is, the test checkout and the built-in engines', () => {
    expect(startUpSummary(fresh)).toEqual({
      url: 'http://localhost:3000',
      administrator: 'the first account you register (the operator console is at /admin)',
      data: '/srv/genesis/data (the database and the files)',
      payments: expect.stringMatching(/^test checkout: .*STRIPE_SECRET_KEY.*PAYMENTS=off/),
      engines: {
        scripts: 'Offline writer (built in)',
        seo: 'SEO analyzer (built in)',
        chat: 'Offline writer (built in)',
        images: 'Offline title cards (built in)',
        speech: 'eSpeak NG (built in)',
        voiceCloning: 'Offline voice match (built in)',
        speechInput: "The browser's speech recognition",
      },
    });
  });

  it('names the administrator, or says how to name one', () => {
    const administrator = (administration: StartUpFacts['administration']) => startUpSummary({ ...fresh, administration }).administrator;
    expect(administrator({ kind: 'first-account', email: 'ada@example.com' })).toBe(
      'ada@example.com (the first account registered; set ADMIN_EMAILS to choose others)',
    );
    expect(administrator({ kind: 'listed', emails: ['ops@example.com', 'ada@example.com'] })).toBe(
      'ops@example.com, ada@example.com (ADMIN_EMAILS), once the address is verified',
    );
    expect(administrator({ kind: 'missing' })).toMatch(/^nobody: set ADMIN_EMAILS/);
    expect(administrator(undefined)).toMatch(/^unknown: the accounts could not be read/);
  });

  it('says PostgreSQL, and S3, when they hold the data', () => {
    const data = (config: Partial<StartUpFacts['config']>) => startUpSummary({ ...fresh, config: { ...fresh.config, ...config } }).data;
    const s3 = {
      bucket: 'genesis-files',
      endpoint: undefined,
      region: 'eu-west-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    };
    expect(data({ databaseUrl: 'postgres://genesis:secret@db/genesis' })).toBe('PostgreSQL (DATABASE_URL); files in /srv/genesis/data');
    expect(data({ databaseUrl: 'postgres://genesis:secret@db/genesis', s3 })).toBe(
      'PostgreSQL (DATABASE_URL); files in the S3 bucket genesis-files',
    );
    expect(data({ s3 })).toBe('/srv/genesis/data (the database); files in the S3 bucket genesis-files');
  });

  it("says the payments' mode: Stripe (live or test key), off, or the test checkout", () => {
    const payments = (config: Partial<StartUpFacts['config']>) =>
      startUpSummary({ ...fresh, config: { ...fresh.config, ...config } }).payments;
    expect(payments({ stripe: stripe('sk_live_123') })).toBe('Stripe');
    expect(payments({ stripe: stripe('sk_test_123') })).toBe('Stripe, test mode (a test key)');
    expect(payments({ paymentsOff: true })).toMatch(/^off \(PAYMENTS=off\)/);
  });

  it('names an engine set up, with its model and the variables that set it, and a saved one that cannot be used', () => {
    const { engines } = startUpSummary({
      ...fresh,
      engines: [
        {
          ...builtIn('scripts', 'ollama', 'ollama'),
          source: 'environment',
          variables: ['TEXT_PROVIDER', 'OLLAMA_BASE_URL'],
          active: { engine: 'ollama', model: 'llama3.2' },
        },
        { ...builtIn('images', 'comfyui', 'comfyui'), source: 'console' },
        { ...builtIn('speech', 'elevenlabs', 'espeak'), source: 'console', problem: 'The saved API key cannot be read.' },
      ],
    });
    expect(engines).toEqual({
      scripts: 'ollama, model llama3.2 (set by TEXT_PROVIDER, OLLAMA_BASE_URL)',
      images: 'comfyui',
      speech: 'eSpeak NG (built in): the saved elevenlabs setting cannot be used (The saved API key cannot be read.)',
    });
  });

  it('never says a secret it was handed', () => {
    const summary = startUpSummary({
      ...fresh,
      config: { ...fresh.config, databaseUrl: 'postgres://genesis:db-password@db/genesis', stripe: stripe('sk_live_secret') },
    });
    expect(JSON.stringify(summary)).not.toMatch(/db-password|sk_live_secret|whsec/);
  });
});

describe('startUpBlock', () => {
  it('is a short block for a terminal: the address first, then one line each, the engines by their labels', () => {
    const block = startUpBlock(startUpSummary(fresh));
    const lines = block.split('\n');
    expect(lines[1]).toBe('  Genesis Studio is ready: http://localhost:3000');
    expect(block).toContain('  Administrator    the first account you register');
    expect(block).toContain('  Data             /srv/genesis/data (the database and the files)');
    expect(block).toContain('  AI engines       (change them in the operator console: /admin?section=ai-engines)');
    expect(block).toContain('    Scripts        Offline writer (built in)');
    expect(block).toContain('    Speech input   The browser');
    expect(block).toContain('    Voice cloning  Offline voice match (built in)');
    expect(lines.length).toBeLessThan(20);
  });
});
