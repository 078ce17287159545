import { afterAll, beforeAll, beforeEach } from 'vitest';
import { useTestApp } from './build-test-app';
import { startChatCompletionsServer, type ChatCompletionsServer } from './chat-completions-test-server';

/**
 * A test app whose text model is the chat-completions stand-in ('studio-writer', no retries),
 * its answers and recorded requests reset before each test; `env` adds or overrides settings.
 */
export function useTextModelTestApp(env: Record<string, string> = {}) {
  let server!: ChatCompletionsServer;
  beforeAll(async () => {
    server = await startChatCompletionsServer();
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());
  const ctx = useTestApp({}, () => ({ OPENAI_BASE_URL: server.baseUrl, TEXT_MODEL: 'studio-writer', TEXT_MAX_RETRIES: '0', ...env }));
  return { ctx, server: () => server };
}
