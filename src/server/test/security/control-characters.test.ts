import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { findControlCharacter } from '@shared/control-characters';
import { users } from '../../db/schema';
import { useTestApp } from '../build-test-app';
import { registerUser, TEST_PASSWORD, uniqueEmail } from '../factories';
import { multipartBody } from '../multipart';
import { openSocket } from '../socket-client';

// Each of these answered 500 INTERNAL_ERROR: PostgreSQL refuses NUL in text.
describe('control characters in text fields', () => {
  const ctx = useTestApp();
  const nul = '\u0000';
  let address = 0;
  const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method,
      url,
      headers,
      remoteAddress: `10.17.8.${++address}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it.each([
    ['login e-mail', 'POST', '/api/auth/login', { email: `a${nul}@example.com`, password: TEST_PASSWORD }, 'email'],
    [
      'register name',
      'POST',
      '/api/auth/register',
      { name: `Ann${nul}`, email: 'x@example.com', password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
      'name',
    ],
    ['gallery search', 'GET', `/api/images/gallery?search=${encodeURIComponent(`fox${nul}`)}`, undefined, 'search'],
    ['image prompt', 'POST', '/api/images/generate', { prompt: `A fox${nul}` }, 'prompt'],
    ['preferences', 'PUT', '/api/user/preferences', { promptHistory: ['A fox', `A cat${nul}`] }, 'promptHistory.1'],
    ['conversation fields', 'POST', '/api/chat/conversation', { category: 'story-ideas', niche: `Tech${nul}` }, 'niche'],
    ['voice profile name', 'PATCH', `/api/voice/profiles/${crypto.randomUUID()}`, { profileName: `Mine${nul}` }, 'profileName'],
    ['script topic, another control character', 'POST', '/api/scripts/generate', { topic: 'Coffee\u001b[31m' }, 'topic'],
    ['a key', 'PUT', '/api/user/preferences', { styleUsageCount: { [`anime${nul}`]: 1 } }, `styleUsageCount.anime${nul}`],
  ] as const)('%s: 400 naming the field, never 500', async (_what, method, url, payload, field) => {
    const user = await registerUser(ctx.app);
    const response = await send(method, url, payload, user.headers);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ code: 'VALIDATION_ERROR', fields: [field] });
    expect(body.message).toMatch(/must not contain control characters \(found U\+00(00|1B)\)$/);
  });

  it('creates no account for a name with a NUL', async () => {
    const email = uniqueEmail('nul');
    const response = await send('POST', '/api/auth/register', {
      name: `Ann${nul}`,
      email,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
    });
    expect(response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'name must not contain control characters (found U+0000)',
      fields: ['name'],
    });
    expect(await ctx.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('keeps tab, newline and carriage return, and other scripts and emoji', async () => {
    const user = await registerUser(ctx.app);
    const context = { category: 'story-ideas', niche: 'Tech\tReviews', audience: 'Ünïcödé 🚀 \u2028 readers\r\nand\u0085 more' };
    const response = await send('POST', '/api/chat/conversation', context, user.headers);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ niche: context.niche, audience: context.audience });
  });

  it('refuses one in a voice clone form field', async () => {
    const user = await registerUser(ctx.app);
    const form = await multipartBody({
      audio: { bytes: new Uint8Array(64), name: 'sample.wav', type: 'audio/wav' },
      name: `Mine${nul}`,
      consent: 'true',
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/voice/clone',
      headers: { ...user.headers, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'name must not contain control characters (found U+0000)',
      fields: ['name'],
    });
  });

  it('answers one in a socket message with an error event and keeps the socket open', async () => {
    const user = await registerUser(ctx.app);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = await openSocket(`http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`, user.token);
    await socket.next('conversations_list');
    socket.send({ type: 'chat_message', message: `Ideas${nul}`, category: 'story-ideas' });
    expect(await socket.next('error')).toEqual({
      type: 'error',
      code: 'VALIDATION_ERROR',
      message: 'message must not contain control characters (found U+0000)',
    });
    socket.send({ type: 'get_conversation_history', category: 'story-ideas', niche: `a\u0001` });
    expect(await socket.next('error')).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'niche must not contain control characters (found U+0001)',
    });
    socket.send({ type: 'chat_message', message: 'Ideas about coffee', category: 'story-ideas' });
    expect((await socket.next('chat_response')).message.role).toBe('assistant');
    await socket.close();
  });
});

describe('findControlCharacter', () => {
  it('finds C0 controls and DEL, not tab, newline, carriage return, C1 or line separators', () => {
    for (const code of [0x00, 0x01, 0x08, 0x0b, 0x0c, 0x0e, 0x1f, 0x7f]) {
      expect(findControlCharacter({ text: `a${String.fromCharCode(code)}` })?.field, code.toString(16)).toBe('text');
    }
    expect(findControlCharacter({ text: 'a\tb\nc\rd\u0085\u009f\u2028\u2029é' })).toBeUndefined();
  });

  it('names nested fields and keys, and a bare value by its root', () => {
    expect(findControlCharacter({ a: [{ b: 'ok' }, { b: 'x\u0000' }] })).toEqual({
      field: 'a.1.b',
      message: 'a.1.b must not contain control characters (found U+0000)',
    });
    expect(findControlCharacter('\u0007', 'token')?.field).toBe('token');
    expect(findControlCharacter(Buffer.from('\u0000'))).toBeUndefined();
  });

  it('walks a body nested far deeper than the call stack allows', () => {
    let deep: unknown = ['\u0000'];
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(findControlCharacter(deep)?.field).toBe(`${'0.'.repeat(200_000)}0`);
  });
});
