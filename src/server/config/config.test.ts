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

  it('reads ALLOWED_HOSTS as lower-case host names, IPv6 in brackets, and refuses ports and URLs', () => {
    expect(loadConfig({}).allowedHosts).toEqual([]);
    expect(loadConfig({ ALLOWED_HOSTS: ' Studio.Example.com, 10.0.0.5,[fd00::1], fd00::2 ,' }).allowedHosts).toEqual([
      'studio.example.com',
      '10.0.0.5',
      '[fd00::1]',
      '[fd00::2]',
    ]);
    expect(() => loadConfig({ ALLOWED_HOSTS: 'studio.example.com:8080, https://studio.example.com' })).toThrowError(
      /ALLOWED_HOSTS: "studio\.example\.com:8080" is not a host name \(give names or addresses without ports\)[\s\S]*ALLOWED_HOSTS: "https:\/\/studio\.example\.com" is not a host name/,
    );
  });

  it('keeps the parts of resumable uploads in DATA_DIR/uploads/resumable, or the folder RESUMABLE_UPLOADS_DIR names', () => {
    expect(loadConfig({ DATA_DIR: '/srv/genesis' }).resumableUploadsDir).toBe('/srv/genesis/uploads/resumable');
    expect(loadConfig({ DATA_DIR: '/srv/genesis', RESUMABLE_UPLOADS_DIR: '/shared/uploads' }).resumableUploadsDir).toBe('/shared/uploads');
    expect(loadConfig({ DATA_DIR: '/srv/genesis', RESUMABLE_UPLOADS_DIR: '' }).resumableUploadsDir).toBe('/srv/genesis/uploads/resumable');
  });

  it('reads the access token lifetime (default 15 minutes) and refuses one under 5 seconds', () => {
    expect(loadConfig({}).accessTokenTtlSeconds).toBe(900);
    expect(loadConfig({ ACCESS_TOKEN_TTL_SECONDS: '10' }).accessTokenTtlSeconds).toBe(10);
    expect(() => loadConfig({ ACCESS_TOKEN_TTL_SECONDS: '0' })).toThrowError(/ACCESS_TOKEN_TTL_SECONDS/);
  });

  it('limits registrations to 5 per address an hour by default, with addresses and ranges exempted when listed', () => {
    expect(loadConfig({}).registration).toEqual({ perAddress: 5, windowMs: 3_600_000, exempt: [] });
    const config = loadConfig({
      REGISTRATIONS_PER_ADDRESS: '20',
      REGISTRATION_WINDOW_MINUTES: '10',
      REGISTRATION_LIMIT_EXEMPT: ' 127.0.0.1, 10.0.0.0/8 ,::1,',
    });
    expect(config.registration).toEqual({ perAddress: 20, windowMs: 600_000, exempt: ['127.0.0.1', '10.0.0.0/8', '::1'] });
    expect(() => loadConfig({ REGISTRATION_LIMIT_EXEMPT: '127.0.0.1,localhost' })).toThrowError(
      /REGISTRATION_LIMIT_EXEMPT.*IP address or a CIDR range/,
    );
    expect(() => loadConfig({ REGISTRATIONS_PER_ADDRESS: '0' })).toThrowError(/REGISTRATIONS_PER_ADDRESS/);
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('fails fast, naming every bad setting at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', AUTH_SECRET: 'short' })).toThrowError(ConfigError);
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

  it('chooses the text provider from TEXT_PROVIDER or else from the first key or address set', () => {
    expect(loadConfig({}).text).toMatchObject({ provider: 'offline', model: undefined });
    expect(loadConfig({ OPENAI_API_KEY: 'sk-1' }).text).toMatchObject({ provider: 'openai', model: 'gpt-4.1-mini', apiKey: 'sk-1' });
    expect(loadConfig({ ANTHROPIC_API_KEY: 'a-1', TEXT_MODEL: 'claude-x' }).text).toMatchObject({
      provider: 'anthropic',
      model: 'claude-x',
      apiKey: 'a-1',
    });
    expect(loadConfig({ OLLAMA_BASE_URL: 'http://127.0.0.1:11434' }).text).toMatchObject({
      provider: 'ollama',
      model: 'llama3.2',
      baseUrl: 'http://127.0.0.1:11434',
    });
    expect(loadConfig({ LOCAL_MODEL_PATH: '/models/m.gguf' }).text).toMatchObject({ provider: 'local', modelPath: '/models/m.gguf' });
    expect(loadConfig({ OPENAI_API_KEY: 'sk-1', LOCAL_MODEL_PATH: '/models/m.gguf', TEXT_PROVIDER: 'local' }).text.provider).toBe('local');
    expect(loadConfig({ OPENAI_API_KEY: 'sk-1', TEXT_PROVIDER: 'offline' }).text.provider).toBe('offline');
    expect(loadConfig({}).text).toMatchObject({ timeoutMs: 60_000, maxRetries: 2, maxOutputTokens: undefined });
    expect(loadConfig({ TEXT_MAX_OUTPUT_TOKENS: '24' }).text.maxOutputTokens).toBe(24);
  });

  it('names the setting a chosen text provider is missing', () => {
    expect(() => loadConfig({ OPENAI_BASE_URL: 'http://127.0.0.1:8000/v1' })).toThrowError(
      'TEXT_MODEL: required when the text provider is openai-compatible',
    );
    expect(() => loadConfig({ TEXT_PROVIDER: 'anthropic' })).toThrowError(
      'ANTHROPIC_API_KEY: required when the text provider is anthropic',
    );
    expect(() => loadConfig({ TEXT_PROVIDER: 'local' })).toThrowError('LOCAL_MODEL_PATH: required when the text provider is local');
    expect(() => loadConfig({ TEXT_PROVIDER: 'ollama' })).toThrowError(
      'TEXT_BASE_URL (or OLLAMA_BASE_URL): required when the text provider is ollama',
    );
    expect(() => loadConfig({ TEXT_PROVIDER: 'gpt' })).toThrowError(/TEXT_PROVIDER/);
  });

  it('gives each capability its own server: TEXT_BASE_URL, IMAGE_BASE_URL, TTS_BASE_URL before the shared variables', () => {
    const config = loadConfig({
      TEXT_PROVIDER: 'ollama',
      TEXT_BASE_URL: 'http://127.0.0.1:11434',
      OPENAI_BASE_URL: 'http://127.0.0.1:8000/v1',
      IMAGE_PROVIDER: 'comfyui',
      IMAGE_BASE_URL: 'http://127.0.0.1:8188',
      TTS_PROVIDER: 'openai',
      TTS_BASE_URL: 'http://127.0.0.1:8880/v1',
    });
    expect(config.text).toMatchObject({ provider: 'ollama', baseUrl: 'http://127.0.0.1:11434' });
    expect(config.image).toMatchObject({ provider: 'comfyui', baseUrl: 'http://127.0.0.1:8188' });
    expect(config.speech).toMatchObject({ provider: 'openai', baseUrl: 'http://127.0.0.1:8880/v1' });
    // The older shared variables still serve when the new ones are unset.
    expect(loadConfig({ TEXT_PROVIDER: 'ollama', OLLAMA_BASE_URL: 'http://10.0.0.2:11434' }).text.baseUrl).toBe('http://10.0.0.2:11434');
    expect(loadConfig({ TEXT_BASE_URL: 'http://127.0.0.1:8000/v1', TEXT_MODEL: 'qwen' }).text).toMatchObject({
      provider: 'openai-compatible',
    });
  });

  it('names the variables that set each capability, which the console then leaves alone', () => {
    expect(loadConfig({}).engineVariables).toEqual({
      scripts: [],
      seo: [],
      chat: [],
      images: [],
      speech: [],
      voiceCloning: [],
      speechInput: [],
    });
    const variables = loadConfig({
      OPENAI_API_KEY: 'sk-x',
      IMAGE_PROVIDER: 'openai',
      STT_BASE_URL: 'http://127.0.0.1:9000',
    }).engineVariables;
    expect(variables).toMatchObject({
      scripts: ['OPENAI_API_KEY'],
      images: ['IMAGE_PROVIDER', 'OPENAI_API_KEY'],
      speech: [],
      speechInput: ['STT_BASE_URL', 'STT_MODEL'],
    });
  });

  it('draws images offline unless IMAGE_PROVIDER names a provider, even when keys are set', () => {
    expect(loadConfig({}).image).toEqual({
      provider: 'offline',
      model: undefined,
      apiKey: undefined,
      baseUrl: undefined,
      timeoutMs: 120_000,
      maxRetries: 2,
      aiAllowedHosts: [],
    });
    expect(loadConfig({ OPENAI_API_KEY: 'sk-1', AUTOMATIC1111_BASE_URL: 'http://127.0.0.1:7860' }).image.provider).toBe('offline');
  });

  it('reads the image provider, its model, address and limits', () => {
    expect(loadConfig({ IMAGE_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-1' }).image).toMatchObject({
      provider: 'openai',
      model: 'gpt-image-1',
      apiKey: 'sk-1',
      baseUrl: undefined,
    });
    expect(
      loadConfig({
        IMAGE_PROVIDER: 'openai',
        IMAGE_MODEL: 'dall-e-3',
        OPENAI_API_KEY: 'sk-1',
        OPENAI_BASE_URL: 'http://127.0.0.1:8080/v1',
        TEXT_MODEL: 'm',
      }).image,
    ).toMatchObject({ model: 'dall-e-3', baseUrl: 'http://127.0.0.1:8080/v1' });
    expect(loadConfig({ IMAGE_PROVIDER: 'automatic1111', AUTOMATIC1111_BASE_URL: 'http://127.0.0.1:7860' }).image).toMatchObject({
      provider: 'automatic1111',
      model: undefined,
      apiKey: undefined,
      baseUrl: 'http://127.0.0.1:7860',
    });
    expect(
      loadConfig({ IMAGE_PROVIDER: 'comfyui', COMFYUI_BASE_URL: 'http://127.0.0.1:8188', OPENAI_API_KEY: 'sk-1' }).image,
    ).toMatchObject({ provider: 'comfyui', model: 'sd_xl_base_1.0.safetensors', apiKey: undefined, baseUrl: 'http://127.0.0.1:8188' });
    expect(
      loadConfig({ IMAGE_PROVIDER: 'comfyui', COMFYUI_BASE_URL: 'http://127.0.0.1:8188', IMAGE_MODEL: 'dreamshaper_8.safetensors' }).image
        .model,
    ).toBe('dreamshaper_8.safetensors');
    expect(loadConfig({ IMAGE_TIMEOUT_MS: '300', IMAGE_MAX_RETRIES: '0' }).image).toMatchObject({ timeoutMs: 300, maxRetries: 0 });
  });

  it('lets an OpenAI-compatible image server (OPENAI_BASE_URL) go without a key', () => {
    expect(loadConfig({ IMAGE_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:8080/v1', TEXT_MODEL: 'm' }).image).toMatchObject({
      provider: 'openai',
      apiKey: undefined,
      baseUrl: 'http://127.0.0.1:8080/v1',
    });
  });

  it('names the setting a chosen image provider is missing', () => {
    expect(() => loadConfig({ IMAGE_PROVIDER: 'openai' })).toThrowError('OPENAI_API_KEY: required when IMAGE_PROVIDER is openai');
    expect(() => loadConfig({ IMAGE_PROVIDER: 'automatic1111' })).toThrowError(
      'IMAGE_BASE_URL (or AUTOMATIC1111_BASE_URL): required when IMAGE_PROVIDER is automatic1111',
    );
    expect(() => loadConfig({ IMAGE_PROVIDER: 'comfyui', AUTOMATIC1111_BASE_URL: 'http://127.0.0.1:7860' })).toThrowError(
      'IMAGE_BASE_URL (or COMFYUI_BASE_URL): required when IMAGE_PROVIDER is comfyui',
    );
    expect(() => loadConfig({ IMAGE_PROVIDER: 'midjourney' })).toThrowError(/IMAGE_PROVIDER/);
    expect(() => loadConfig({ IMAGE_PROVIDER: 'comfyui', COMFYUI_BASE_URL: 'not a url' })).toThrowError(/COMFYUI_BASE_URL/);
    expect(() => loadConfig({ IMAGE_TIMEOUT_MS: '0' })).toThrowError(/IMAGE_TIMEOUT_MS/);
  });
});

describe('loadConfig: speech input (STT_*)', () => {
  it('is off without STT_BASE_URL, whatever keys are set', () => {
    expect(loadConfig({ OPENAI_API_KEY: 'sk-text', STT_API_KEY: 'sk-stt' }).speechInput).toBeUndefined();
  });

  it('reads the server, its key, model (default whisper-1) and timeout (default 60 s)', () => {
    expect(loadConfig({ STT_BASE_URL: 'http://127.0.0.1:8000' }).speechInput).toEqual({
      baseUrl: 'http://127.0.0.1:8000',
      apiKey: undefined,
      model: 'whisper-1',
      timeoutMs: 60_000,
      aiAllowedHosts: [],
    });
    expect(
      loadConfig({
        STT_BASE_URL: 'http://127.0.0.1:8000/v1',
        STT_API_KEY: 'sk-stt',
        STT_MODEL: 'Systran/faster-whisper-small',
        STT_TIMEOUT_MS: '5000',
      }).speechInput,
    ).toEqual({
      baseUrl: 'http://127.0.0.1:8000/v1',
      apiKey: 'sk-stt',
      model: 'Systran/faster-whisper-small',
      timeoutMs: 5000,
      aiAllowedHosts: [],
    });
  });

  it('sends OPENAI_API_KEY to OpenAI itself only, never to another server', () => {
    expect(loadConfig({ STT_BASE_URL: 'https://api.openai.com/v1', OPENAI_API_KEY: 'sk-openai' }).speechInput?.apiKey).toBe('sk-openai');
    expect(loadConfig({ STT_BASE_URL: 'http://127.0.0.1:8000', OPENAI_API_KEY: 'sk-openai' }).speechInput?.apiKey).toBeUndefined();
    expect(
      loadConfig({ STT_BASE_URL: 'https://api.openai.com/v1', OPENAI_API_KEY: 'sk-openai', STT_API_KEY: 'sk-stt' }).speechInput?.apiKey,
    ).toBe('sk-stt');
  });

  it('refuses an address that is not a URL and a timeout under 1 ms', () => {
    expect(() => loadConfig({ STT_BASE_URL: 'whisper on port 8000' })).toThrowError(/STT_BASE_URL/);
    expect(() => loadConfig({ STT_BASE_URL: 'http://127.0.0.1:8000', STT_TIMEOUT_MS: '0' })).toThrowError(/STT_TIMEOUT_MS/);
  });
});

describe('loadConfig: where AI servers may be reached (AI_ALLOWED_HOSTS)', () => {
  it('takes host names, addresses, host:port, *.domain and CIDR ranges, in normal form', () => {
    expect(loadConfig({ AI_ALLOWED_HOSTS: ' GPU.lan, 127.0.0.1:11434 ,*.HF.co, ::1, 10.0.0.0/8' }).aiAllowedHosts).toEqual([
      'gpu.lan',
      '127.0.0.1:11434',
      '*.hf.co',
      '[::1]',
      '10.0.0.0/8',
    ]);
    expect(loadConfig({}).aiAllowedHosts).toEqual([]);
  });

  it('refuses entries that are not hosts, naming them', () => {
    expect(() => loadConfig({ AI_ALLOWED_HOSTS: 'http://gpu.lan, 10.0.0.0/40' })).toThrowError(
      /AI_ALLOWED_HOSTS: "http:\/\/gpu\.lan" is not a host.*\n.*"10\.0\.0\.0\/40" is not a host/,
    );
  });

  it('does not start with an engine the environment points at a host the list leaves out, or at a non-http address', () => {
    expect(() => loadConfig({ AI_ALLOWED_HOSTS: 'gpu.lan', OLLAMA_BASE_URL: 'http://127.0.0.1:11434' })).toThrowError(
      "The text engine's address http://127.0.0.1:11434 cannot be used: 127.0.0.1:11434 is not one of the hosts AI_ALLOWED_HOSTS allows.",
    );
    // The vendors' own APIs too: the list names every host the engines may reach.
    expect(() => loadConfig({ AI_ALLOWED_HOSTS: 'gpu.lan', ANTHROPIC_API_KEY: 'sk-ant' })).toThrowError(
      /https:\/\/api\.anthropic\.com\/v1/,
    );
    expect(() => loadConfig({ OLLAMA_BASE_URL: 'file:///etc/passwd' })).toThrowError(/Only http:\/\/ and https:\/\/ addresses/);
    expect(loadConfig({ AI_ALLOWED_HOSTS: 'gpu.lan:11434', OLLAMA_BASE_URL: 'http://gpu.lan:11434' }).text.aiAllowedHosts).toEqual([
      'gpu.lan:11434',
    ]);
  });
});

describe('loadConfig: Google (GOOGLE_*)', () => {
  it("has no client and Google's own addresses by default", () => {
    expect(loadConfig({}).google).toEqual({
      client: undefined,
      variables: [],
      accountsBaseUrl: 'https://accounts.google.com',
      oauth2BaseUrl: 'https://oauth2.googleapis.com',
      apiBaseUrl: 'https://www.googleapis.com',
    });
  });

  it('reads the client whole, with the variables that set it, and a stand-in’s addresses without their trailing slash', () => {
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'GOCSPX-secret',
      GOOGLE_ACCOUNTS_BASE_URL: 'http://127.0.0.1:4010/',
      GOOGLE_OAUTH2_BASE_URL: 'http://127.0.0.1:4010',
      GOOGLE_API_BASE_URL: 'http://127.0.0.1:4010/',
    });
    expect(config.google).toEqual({
      client: { clientId: 'id.apps.googleusercontent.com', clientSecret: 'GOCSPX-secret' },
      variables: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
      accountsBaseUrl: 'http://127.0.0.1:4010',
      oauth2BaseUrl: 'http://127.0.0.1:4010',
      apiBaseUrl: 'http://127.0.0.1:4010',
    });
    // Empty values (compose's ${GOOGLE_CLIENT_ID:-}) are unset.
    expect(loadConfig({ GOOGLE_CLIENT_ID: '', GOOGLE_CLIENT_SECRET: '', GOOGLE_API_BASE_URL: '' }).google.client).toBeUndefined();
  });

  it('names the half of the client that is missing, and refuses an address that is not http(s)', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com' })).toThrowError(
      'GOOGLE_CLIENT_SECRET: required when GOOGLE_CLIENT_ID is set',
    );
    expect(() => loadConfig({ GOOGLE_CLIENT_SECRET: 'GOCSPX-secret' })).toThrowError(
      'GOOGLE_CLIENT_ID: required when GOOGLE_CLIENT_SECRET is set',
    );
    expect(() => loadConfig({ GOOGLE_OAUTH2_BASE_URL: 'file:///etc/passwd' })).toThrowError(/GOOGLE_OAUTH2_BASE_URL/);
  });
});
