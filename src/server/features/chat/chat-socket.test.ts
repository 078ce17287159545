import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { SOCKET_MAX_MESSAGE_BYTES } from '@shared/catalog/chat';
import { createLogger } from '../../http/logger';
import { useTestApp } from '../../test/build-test-app';
import { registerUser } from '../../test/factories';
import { openSocket } from '../../test/socket-client';
import { OVERSIZE_LOG_INTERVAL_MS } from './socket';

describe('the chat socket', () => {
  const ctx = useTestApp();
  let origin = '';
  const listening = async () => {
    if (!origin) {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    }
    return origin;
  };
  const context = { category: 'story-ideas', niche: 'Tech Reviews', audience: 'Young Adults', budget: '$1000/month' } as const;

  it('refuses an upgrade without a token, with a bad token, or from a foreign origin', async () => {
    const user = await registerUser(ctx.app);
    await expect(openSocket(await listening(), undefined)).rejects.toThrow('refused with 401');
    await expect(openSocket(await listening(), 'not-a-token')).rejects.toThrow('refused with 401');
    await expect(openSocket(await listening(), user.token, { origin: 'https://evil.example' })).rejects.toThrow('refused with 403');
    const own = await openSocket(await listening(), user.token, { origin: await listening() });
    await own.close();
  });

  it('greets with connection_established and the conversations, then streams a reply as deltas and one chat_response', async () => {
    const user = await registerUser(ctx.app);
    const socket = await openSocket(await listening(), user.token);
    expect(await socket.next('connection_established')).toMatchObject({ userId: user.user.id });
    expect((await socket.next('conversations_list')).conversations).toEqual([]);

    socket.send({ type: 'chat_message', message: 'Give me story ideas about budget smartphones', ...context, messageId: 'client-1' });
    const saved = await socket.next('user_message_saved');
    expect(saved).toMatchObject({
      clientMessageId: 'client-1',
      message: { role: 'user', content: 'Give me story ideas about budget smartphones' },
    });
    await socket.next('ai_typing_start');
    const response = await socket.next('chat_response');
    await socket.next('ai_typing_stop');
    const deltas = socket.events.filter((event) => event.type === 'chat_delta');
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.map((delta) => delta.seq)).toEqual(deltas.map((_, index) => index));
    expect(deltas.every((delta) => delta.messageId === response.message.id && delta.conversationId === saved.conversationId)).toBe(true);
    expect(deltas.map((delta) => delta.delta).join('')).toBe(response.message.content);
    expect(response.message).toMatchObject({ role: 'assistant', partial: false, engine: 'offline-writer' });
    expect(response.message.content).toContain('budget smartphones');

    const list = await socket.next('conversations_list');
    expect(list.conversations).toEqual([
      expect.objectContaining({ id: saved.conversationId, title: 'Give me story ideas about budget smartphones', category: 'story-ideas' }),
    ]);
    await socket.close();
  });

  it('gives the complete history after a reconnect, by id or by category and context, and over REST', async () => {
    const user = await registerUser(ctx.app);
    const first = await openSocket(await listening(), user.token);
    first.send({ type: 'chat_message', message: 'Ideas for a phone review', ...context });
    const { conversationId } = await first.next('chat_response');
    await first.close();

    const again = await openSocket(await listening(), user.token);
    again.send({ type: 'get_conversation_history', conversationId });
    const byId = await again.next('conversation_history');
    expect(byId.messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    again.send({ type: 'get_conversation_history', ...context });
    expect(await again.next('conversation_history')).toEqual(byId);
    again.send({ type: 'get_conversation_history', ...context, niche: 'Cooking' });
    expect(await again.next('conversation_history')).toEqual({ type: 'conversation_history', conversation: null, messages: [] });
    await again.close();

    const rest = await ctx.app.inject({ method: 'GET', url: '/api/chat/conversations', headers: user.headers });
    expect(rest.json()).toEqual([byId.conversation]);
  });

  it('clears a conversation', async () => {
    const user = await registerUser(ctx.app);
    const socket = await openSocket(await listening(), user.token);
    socket.send({ type: 'chat_message', message: 'Hello there', ...context });
    const { conversationId } = await socket.next('chat_response');
    socket.send({ type: 'clear_conversation_history', conversationId });
    expect(await socket.next('conversation_cleared')).toEqual({ type: 'conversation_cleared', conversationId });
    socket.send({ type: 'get_conversation_history', conversationId });
    expect((await socket.next('conversation_history')).messages).toEqual([]);
    await socket.close();
  });

  it('answers malformed JSON, unknown types and bad fields with an error event and stays open', async () => {
    const user = await registerUser(ctx.app);
    const socket = await openSocket(await listening(), user.token);
    socket.sendRaw('{not json');
    expect(await socket.next('error')).toMatchObject({ code: 'INVALID_JSON' });
    socket.send({ type: 'launch_rockets' });
    expect(await socket.next('error')).toMatchObject({ code: 'UNKNOWN_MESSAGE_TYPE', message: 'Unknown message type' });
    socket.send({ type: 'chat_message', message: '   ', ...context });
    expect(await socket.next('error')).toMatchObject({ code: 'INVALID_MESSAGE', message: 'message: Message is empty' });
    socket.sendRaw(JSON.stringify({ type: 'chat_message', message: 'x'.repeat(70_000), ...context }));
    expect(await socket.next('error')).toMatchObject({ code: 'MESSAGE_TOO_LARGE' });
    socket.send({ type: 'connection_established' });
    expect((await socket.next('connection_established')).userId).toBe(user.user.id);
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);
    await socket.close();
  });

  it("refuses another user's conversation", async () => {
    const owner = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    const mine = await openSocket(await listening(), owner.token);
    mine.send({ type: 'chat_message', message: 'Private plans', ...context });
    const { conversationId } = await mine.next('chat_response');
    await mine.close();

    const theirs = await openSocket(await listening(), other.token);
    theirs.send({ type: 'get_conversation_history', conversationId });
    expect(await theirs.next('error')).toMatchObject({ code: 'CONVERSATION_NOT_FOUND' });
    theirs.send({ type: 'chat_message', message: 'Sneaking in', ...context, conversationId });
    expect(await theirs.next('error')).toMatchObject({ code: 'CONVERSATION_NOT_FOUND' });
    theirs.send({ type: 'clear_conversation_history', conversationId });
    expect(await theirs.next('error')).toMatchObject({ code: 'CONVERSATION_NOT_FOUND' });
    await theirs.close();

    const history = await openSocket(await listening(), owner.token);
    history.send({ type: 'get_conversation_history', conversationId });
    expect((await history.next('conversation_history')).messages).toHaveLength(2);
    await history.close();
  });

  it('does not store or answer a resent message twice', async () => {
    const user = await registerUser(ctx.app);
    const socket = await openSocket(await listening(), user.token);
    socket.send({ type: 'chat_message', message: 'Once only', ...context, messageId: 'same-id' });
    const { conversationId } = await socket.next('chat_response');
    socket.send({ type: 'chat_message', message: 'Once only', ...context, conversationId, messageId: 'same-id' });
    await socket.next('user_message_saved');
    await socket.next('user_message_saved');
    socket.send({ type: 'get_conversation_history', conversationId });
    expect((await socket.next('conversation_history')).messages).toHaveLength(2);
    expect(socket.events.filter((event) => event.type === 'chat_response')).toHaveLength(1);
    await socket.close();
  });

  it('sends every event to all of the user’s sockets', async () => {
    const user = await registerUser(ctx.app);
    const phone = await openSocket(await listening(), user.token);
    const laptop = await openSocket(await listening(), user.token);
    phone.send({ type: 'chat_message', message: 'Seen everywhere', ...context });
    const [a, b] = await Promise.all([phone.next('chat_response'), laptop.next('chat_response')]);
    expect(a).toEqual(b);
    await Promise.all([phone.close(), laptop.close()]);
  });

  it('starts a conversation over REST and refuses callers without a session', async () => {
    const user = await registerUser(ctx.app);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat/conversation',
      headers: user.headers,
      payload: { category: 'advertising', budget: '$500/week' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ category: 'advertising', budget: '$500/week', niche: '', title: 'New conversation' });
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/chat/conversation', headers: user.headers, payload: { category: 'poetry' } }))
        .statusCode,
    ).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/chat/conversations' })).statusCode).toBe(401);
  });

  it('speaks: generate_speech answers speech_generated, and voice replies come with audioUrl', { timeout: 60_000 }, async () => {
    const user = await registerUser(ctx.app);
    const socket = await openSocket(await listening(), user.token);
    socket.send({ type: 'generate_speech', text: 'Read this aloud, please.', voiceProfileId: 'espeak-emma', messageId: 'm-1' });
    const spoken = await socket.next('speech_generated');
    expect(spoken).toMatchObject({ messageId: 'm-1', audioUrl: expect.stringMatching(/^\/files\/voiceovers\/.+\.mp3$/) });
    expect((await ctx.app.inject({ method: 'GET', url: spoken.audioUrl })).headers['content-type']).toBe('audio/mpeg');

    socket.send({ type: 'chat_message', message: 'Hi!', ...context, voiceProfileId: 'espeak-james', speechRate: 1.2 });
    const response = await socket.next('chat_response', 30_000);
    expect(response.audioUrl).toMatch(/^\/files\/voiceovers\/.+\.mp3$/);
    await socket.close();
  });

  it("refuses to speak with another user's voice profile", async () => {
    const user = await registerUser(ctx.app);
    const socket = await openSocket(await listening(), user.token);
    socket.send({ type: 'generate_speech', text: 'Hello', voiceProfileId: '00000000-0000-4000-8000-000000000000' });
    expect(await socket.next('error')).toMatchObject({ code: 'NOT_FOUND', message: 'Voice profile not found' });
    await socket.close();
  });

  it('takes conversationId null, as the spec sends it, as a new conversation', async () => {
    const user = await registerUser(ctx.app);
    const socket = await openSocket(await listening(), user.token);
    socket.send({ type: 'chat_message', message: 'Ideas for a drone review', ...context, conversationId: null, messageId: 'null-1' });
    const saved = await socket.next('user_message_saved');
    expect(saved).toMatchObject({ clientMessageId: 'null-1', conversationId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    await socket.next('chat_response');
    socket.send({ type: 'get_conversation_history', conversationId: null, ...context });
    expect((await socket.next('conversation_history')).conversation?.id).toBe(saved.conversationId);
    expect(socket.events.filter((event) => event.type === 'error')).toEqual([]);
    await socket.close();
  });

  it('names a conversation started with New Chat after its first message', async () => {
    const user = await registerUser(ctx.app);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat/conversation',
      headers: user.headers,
      payload: { category: 'script-prompts' },
    });
    const socket = await openSocket(await listening(), user.token);
    socket.send({
      type: 'chat_message',
      message: 'Prompts for a unboxing video',
      category: 'script-prompts',
      conversationId: created.json().id,
    });
    await socket.next('chat_response');
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/chat/conversations', headers: user.headers })).json();
    expect(list).toEqual([expect.objectContaining({ id: created.json().id, title: 'Prompts for a unboxing video' })]);
    await socket.close();
  });
});

describe('the chat socket’s log, when a client sends oversized frames in a loop', () => {
  const lines: string[] = [];
  const ctx = useTestApp({ log: createLogger('info', { write: (line: string) => void lines.push(line) }) });
  const logged = (message: string) =>
    lines
      .map((line) => JSON.parse(line) as { level: number; msg: string; messages?: number; code?: string; err?: unknown })
      .filter((line) => line.msg === message);

  it('notes messages over the limit at most once a minute per connection, and a frame over the hard cap once, without a stack', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    const user = await registerUser(ctx.app);
    const socket = await openSocket(origin, user.token);
    await socket.next('conversations_list');
    const tooLarge = 'x'.repeat(SOCKET_MAX_MESSAGE_BYTES + 1);
    const sendOversized = async (count: number) => {
      for (let sent = 0; sent < count; sent++) socket.sendRaw(tooLarge);
      for (let answered = 0; answered < count; answered++) expect(await socket.next('error')).toMatchObject({ code: 'MESSAGE_TOO_LARGE' });
    };

    await sendOversized(30);
    expect(logged('chat socket: messages over the size limit')).toEqual([expect.objectContaining({ level: 40, messages: 1 })]);
    ctx.clock.advance(OVERSIZE_LOG_INTERVAL_MS - 1_000);
    await sendOversized(5);
    expect(logged('chat socket: messages over the size limit')).toHaveLength(1);
    // A minute after the first line, the next one counts the 34 it did not write and its own.
    ctx.clock.advance(1_000);
    await sendOversized(3);
    expect(logged('chat socket: messages over the size limit')).toEqual([
      expect.objectContaining({ messages: 1 }),
      expect.objectContaining({ messages: 35 }),
    ]);
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);

    // Another connection has its own minute.
    const other = await openSocket(origin, user.token);
    await other.next('conversations_list');
    other.sendRaw(tooLarge);
    await other.next('error');
    expect(logged('chat socket: messages over the size limit')).toHaveLength(3);

    // Over twice the limit the connection ends (1009), with one warning and no stack trace.
    socket.sendRaw('x'.repeat(SOCKET_MAX_MESSAGE_BYTES * 2 + 1));
    expect(await socket.closed).toBe(1009);
    await other.close();
    const broken = logged('chat socket closed: the client broke the WebSocket protocol');
    expect(broken).toEqual([expect.objectContaining({ level: 40, code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' })]);
    expect(broken[0]?.err).toBeUndefined();
    expect(lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50)).toEqual([]);
  });
});
