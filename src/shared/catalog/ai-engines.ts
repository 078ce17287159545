/**
 * What can be set up in the operator console's AI engines page: each capability, the providers that
 * can serve it, and what each provider needs. The server validates with these, the page renders them.
 */
export const aiCapabilities = ['scripts', 'seo', 'chat', 'images', 'speech', 'voiceCloning', 'speechInput'] as const;
export type AiCapability = (typeof aiCapabilities)[number];

export const textCapabilities = ['scripts', 'seo', 'chat'] as const satisfies readonly AiCapability[];
export type TextCapability = (typeof textCapabilities)[number];

export const isTextCapability = (capability: AiCapability): capability is TextCapability =>
  (textCapabilities as readonly string[]).includes(capability);

export const capabilityLabels: Record<AiCapability, string> = {
  scripts: 'Scripts',
  seo: 'SEO copy',
  chat: 'Chat',
  images: 'Images',
  speech: 'Speech',
  voiceCloning: 'Voice cloning',
  speechInput: 'Speech input',
};

/** The engine name of the built-in writer of scripts, SEO copy and chat replies (it writes English only). */
export const OFFLINE_WRITER_ENGINE = 'offline-writer';

/** The engines built into the server (`active.engine` of a capability served by its built-in provider): they need no keys and say so on what they make. */
export const builtInEngines: ReadonlySet<string> = new Set([
  OFFLINE_WRITER_ENGINE,
  'offline-analyzer',
  'offline-preview',
  'espeak',
  'offline-voice-match',
  'browser',
]);

/** A provider's fields: which the operator must fill in, which may be left empty. */
export interface ProviderSpec {
  label: string;
  /** The built-in engine that needs no setup (offline writer, title cards, eSpeak NG …). */
  builtIn?: true;
  baseUrl?: 'required' | 'optional';
  apiKey?: 'required' | 'optional';
  model?: 'required' | 'optional';
  /** Shown in the base URL field. */
  baseUrlPlaceholder?: string;
}

const textProviders = {
  offline: { label: 'Offline writer (built in)', builtIn: true },
  openai: { label: 'OpenAI', apiKey: 'required', model: 'optional' },
  anthropic: { label: 'Anthropic', apiKey: 'required', model: 'optional' },
  'openai-compatible': {
    label: 'OpenAI-compatible server',
    baseUrl: 'required',
    apiKey: 'optional',
    model: 'required',
    baseUrlPlaceholder: 'http://127.0.0.1:8000/v1',
  },
  ollama: { label: 'Ollama', baseUrl: 'required', model: 'optional', baseUrlPlaceholder: 'http://127.0.0.1:11434' },
  local: { label: 'Local GGUF model (in this server)', model: 'required' },
} as const satisfies Record<string, ProviderSpec>;

export const capabilityProviders = {
  scripts: textProviders,
  seo: { ...textProviders, offline: { label: 'SEO analyzer (built in)', builtIn: true } },
  chat: textProviders,
  images: {
    offline: { label: 'Offline title cards (built in)', builtIn: true },
    openai: {
      label: 'OpenAI images',
      apiKey: 'optional',
      baseUrl: 'optional',
      model: 'optional',
      baseUrlPlaceholder: 'https://api.openai.com/v1',
    },
    automatic1111: { label: 'AUTOMATIC1111 / Forge', baseUrl: 'required', model: 'optional', baseUrlPlaceholder: 'http://127.0.0.1:7860' },
    comfyui: { label: 'ComfyUI', baseUrl: 'required', model: 'optional', baseUrlPlaceholder: 'http://127.0.0.1:8188' },
  },
  speech: {
    espeak: { label: 'eSpeak NG (built in)', builtIn: true },
    openai: {
      label: 'OpenAI or OpenAI-compatible speech',
      apiKey: 'optional',
      baseUrl: 'optional',
      model: 'optional',
      baseUrlPlaceholder: 'https://api.openai.com/v1',
    },
    elevenlabs: { label: 'ElevenLabs', apiKey: 'required', model: 'optional' },
  },
  voiceCloning: {
    offline: { label: 'Offline voice match (built in)', builtIn: true },
    elevenlabs: { label: 'ElevenLabs instant cloning', apiKey: 'required' },
  },
  speechInput: {
    browser: { label: "The browser's speech recognition", builtIn: true },
    'openai-compatible': {
      label: 'OpenAI-compatible transcription (whisper.cpp, faster-whisper, OpenAI)',
      baseUrl: 'required',
      apiKey: 'optional',
      model: 'optional',
      baseUrlPlaceholder: 'http://127.0.0.1:8080/v1',
    },
  },
} as const satisfies Record<AiCapability, Record<string, ProviderSpec>>;

export type CapabilityProvider<C extends AiCapability> = keyof (typeof capabilityProviders)[C] & string;

export function providerSpec(capability: AiCapability, provider: string): ProviderSpec | undefined {
  return (capabilityProviders[capability] as Record<string, ProviderSpec>)[provider];
}

/** The built-in provider of a capability: what serves it with no setup. */
export function builtInProvider(capability: AiCapability): string {
  const entries = Object.entries(capabilityProviders[capability] as Record<string, ProviderSpec>);
  return entries.find(([, spec]) => spec.builtIn)![0];
}

/**
 * Why an engine did not serve and a built-in one answered in its place (`fallbackFrom.reason`):
 * from the provider's answer (401/403, 404, 429, a time-out, a 5xx, an unusable answer, no answer),
 * or from a saved setting this server cannot use (a key it cannot decrypt, an engine that did not open).
 */
export const engineFallbackReasons = [
  'key-refused',
  'not-found',
  'rate-limited',
  'timeout',
  'server-error',
  'bad-output',
  'unavailable',
  'key-unreadable',
  'not-opened',
  'address-not-allowed',
] as const;
export type EngineFallbackReason = (typeof engineFallbackReasons)[number];

const fallbackReasonTexts: Record<EngineFallbackReason, string> = {
  'key-refused': 'the provider refused the API key',
  'not-found': 'the provider does not know the address or the model',
  'rate-limited': 'the provider is rate limiting requests',
  timeout: 'it took too long to answer',
  'server-error': 'the provider had an error',
  'bad-output': 'its answer could not be used',
  unavailable: 'it could not be reached',
  'key-unreadable': 'its saved API key cannot be read on this server',
  'not-opened': 'it could not be started with the saved settings',
  'address-not-allowed': 'its address is not among the hosts AI_ALLOWED_HOSTS allows',
};

/** 'the provider refused the API key (HTTP 401)': the reason in words, for people and logs alike. */
export function fallbackReasonText(reason: EngineFallbackReason, status: number | null): string {
  return status === null ? fallbackReasonTexts[reason] : `${fallbackReasonTexts[reason]} (HTTP ${status})`;
}
