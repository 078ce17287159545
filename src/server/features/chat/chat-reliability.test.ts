import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { SESSION_TTL_MS, TRIAL_DURATION_MS } from '@shared/catalog/limits';
import { EngineError } from '../../providers/engine-error';
import type { TextEngine } from '../../providers/text';
import { buildTestApp, useTestApp, useTwoInstances, type TestContext } from '../../test/build-test-app';
import { registerUser, uniqueEmail } from '../../test/factories';
import { openSocket } from '../../test/socket-client';

const context = { category: 'advertising', niche: 'Coffee', audience: 'Students', budget: '$300/month' } as const;

async function originOf(ctx: Pick<TestContext, 'app'>): Promise<string> {
  if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
}

/** A text model that writes two pieces, then waits for `release` and fails (or runs until aborted). */
function stallingModel(behaviour: { failAfterTwo: boolean }): TextEngine & { started: Promise<void> } {
  let started!: () => void;
  const startedPromise = new Promise<void>((resolve) => (started = resolve));
  return {
    engine: 'openai-compatible',
    model: 'test-model',
    started: startedPromise,
    generate: () => Promise.reject(new Error('not used')),
    generateObject: () => Promise.reject(new Error('not used')),
    close: async () => {},
    async *stream(request) {
      yield 'First half, ';
      yield 'second half';
      started();
      if (behaviour.failAfterTwo) throw new EngineError('unavailable', 'AI service temporarily unavailable');
      await new Promise((_, reject) => request.signal?.addEventListener('abort', () => reject(request.signal?.reason)));
    },
  };
}

describe('a reply the model breaks off', () => {
  const ctx = useTestApp({ text: stallingModel({ failAfterTwo: true }) });

  it('is stored as partial and marked, with an error event; the user message is kept', async () => {
    const user = await registerUser(ctx.app);
    const socket = await openSocket(await originOf(ctx), user.token);
    socket.send({ type: 'chat_message', message: 'Plan my ads', ...context });
    const response = await socket.next('chat_response');
    expect(response.message).toMatchObject({ content: 'First half, second half', partial: true, engine: 'openai-compatible' });
    expect(await socket.next('error')).toMatchObject({ code: 'REPLY_FAILED', message: 'AI service temporarily unavailable' });
    socket.send({ type: 'get_conversation_history', conversationId: response.conversationId });
    const history = await socket.next('conversation_history');
    expect(history.messages.map((message) => [message.role, message.partial])).toEqual([
      ['user', false],
      ['assistant', true],
    ]);
    await socket.close();
  });
});

describe('a server shutting down during a reply', () => {
  it('stores what was written as partial before it closes', async () => {
    const model = stallingModel({ failAfterTwo: false });
    const instance = await buildTestApp({ text: model });
    const user = await registerUser(instance.app);
    const socket = await openSocket(await originOf(instance), user.token);
    socket.send({ type: 'chat_message', message: 'Plan my ads', ...context });
    const saved = await socket.next('user_message_saved');
    await model.started;
    const reopened = await buildTestApp({ database: instance.database });
    await instance.app.close();
    const later = await openSocket(await originOf(reopened), user.token);
    later.send({ type: 'get_conversation_history', conversationId: saved.conversationId });
    const history = await later.next('conversation_history');
    expect(history.messages.map((message) => [message.role, message.content, message.partial])).toEqual([
      ['user', 'Plan my ads', false],
      ['assistant', 'First half, second half', true],
    ]);
    await later.close();
    await reopened.close();
    await instance.close();
  });
});

describe('a reply in progress', () => {
  const model = stallingModel({ failAfterTwo: false });
  const ctx = useTestApp({ text: model });

  it('holds a second message until it is done, and Clear History stops it before emptying the conversation', async () => {
    const user = await registerUser(ctx.app);
    const socket = await openSocket(await originOf(ctx), user.token);
    socket.send({ type: 'chat_message', message: 'Plan my ads', ...context });
    const { conversationId } = await socket.next('user_message_saved');
    await model.started;
    socket.send({ type: 'chat_message', message: 'And another thing', ...context, conversationId });
    expect(await socket.next('error')).toMatchObject({ code: 'REPLY_IN_PROGRESS' });

    socket.send({ type: 'clear_conversation_history', conversationId });
    await socket.next('conversation_cleared');
    socket.send({ type: 'get_conversation_history', conversationId });
    expect((await socket.next('conversation_history')).messages).toEqual([]);
    await socket.close();
  });
});

describe('socket limits', () => {
  const ctx = useTestApp({}, { SOCKET_HEARTBEAT_MS: '100' });

  it('drops a connection that stops answering pings', async () => {
    const user = await registerUser(ctx.app);
    const dead = await openSocket(await originOf(ctx), user.token, {}, { answerPings: false });
    const closed = new Promise<number>((resolve) => dead.socket.once('close', (code) => resolve(code)));
    expect(await closed).toBe(1006);
  });

  it('keeps a connection that answers pings', async () => {
    const user = await registerUser(ctx.app);
    const alive = await openSocket(await originOf(ctx), user.token);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(alive.socket.readyState).toBe(alive.socket.OPEN);
    await alive.close();
  });

  // Signing out closes sockets at once through the hub (security/sign-out-closes-sockets.test.ts);
  // the heartbeat is there for the session that simply runs out.
  it('closes the socket of a session that ran out at its next heartbeat (code 4001)', async () => {
    const user = await registerUser(ctx.app);
    const socket = await openSocket(await originOf(ctx), user.token);
    await socket.next('conversations_list');
    ctx.clock.advance(SESSION_TTL_MS + 1000);
    expect(await socket.closed).toBe(4001);
  });

  it('limits each user to 60 messages a minute, with an error event', async () => {
    const user = await registerUser(ctx.app);
    const socket = await openSocket(await originOf(ctx), user.token);
    // Once the greeting is done: before that, more than 20 early messages close the socket instead.
    await socket.next('conversations_list');
    for (let i = 0; i < 61; i++) socket.send({ type: 'connection_established' });
    expect(await socket.next('error')).toMatchObject({ code: 'RATE_LIMITED' });
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);
    await socket.close();
  });

  it('refuses chat once the trial has ended', async () => {
    const user = await registerUser(ctx.app);
    const socket = await openSocket(await originOf(ctx), user.token);
    ctx.clock.advance(TRIAL_DURATION_MS + 1000);
    socket.send({ type: 'chat_message', message: 'Still here?', ...context });
    expect(await socket.next('error')).toMatchObject({ code: 'PLAN_REQUIRED' });
    await socket.close();
  });
});

describe('two instances sharing PostgreSQL and Redis', () => {
  const { a, b, env } = useTwoInstances();

  it('delivers an event caused through instance A to a socket on instance B', async () => {
    const user = await registerUser(a.app);
    const onB = await openSocket(await originOf(b), user.token);
    await onB.next('conversations_list');
    const onA = await openSocket(await originOf(a), user.token);
    onA.send({ type: 'chat_message', message: 'Reach the other instance', ...context });
    const fromA = await onA.next('chat_response');
    const onBResponse = await onB.next('chat_response');
    expect(onBResponse).toEqual(fromA);
    // The list that announced the chat's new conversation, then the one for the REST call.
    expect((await onB.next('conversations_list')).conversations).toHaveLength(1);
    const created = await a.app.inject({
      method: 'POST',
      url: '/api/chat/conversation',
      headers: user.headers,
      payload: { category: 'script-prompts' },
    });
    expect(created.statusCode).toBe(201);
    const list = await onB.next('conversations_list');
    expect(list.conversations.map((conversation) => conversation.id)).toContain(created.json().id);
    await Promise.all([onA.close(), onB.close()]);
  });

  it('lets one reply run per conversation across instances: a message through B waits for the reply running on A', async () => {
    const model = stallingModel({ failAfterTwo: false });
    const stalling = await buildTestApp({ database: a.database, text: model }, env);
    const user = await registerUser(a.app);
    const onStalling = await openSocket(await originOf(stalling), user.token);
    onStalling.send({ type: 'chat_message', message: 'Plan my ads', ...context });
    const { conversationId } = await onStalling.next('user_message_saved');
    await model.started;
    const onB = await openSocket(await originOf(b), user.token);
    onB.send({ type: 'chat_message', message: 'And another thing', ...context, conversationId });
    expect(await onB.next('error')).toMatchObject({ code: 'REPLY_IN_PROGRESS' });
    // Clearing through B cannot stop A's reply: it waits for it rather than leave a stray answer.
    onB.send({ type: 'clear_conversation_history', conversationId });
    expect(await onB.next('error')).toMatchObject({ code: 'REPLY_IN_PROGRESS' });
    onB.send({ type: 'get_conversation_history', conversationId });
    expect((await onB.next('conversation_history')).messages.map((message) => message.content)).toEqual(['Plan my ads']);
    // The reply ends (stopped where it was); the conversation takes messages again, on any instance.
    await Promise.all([onStalling.close(), stalling.close()]);
    onB.send({ type: 'chat_message', message: 'And another thing', ...context, conversationId });
    expect((await onB.next('chat_response')).conversationId).toBe(conversationId);
    await onB.close();
  });

  it('counts rate limits over both instances: ten newsletter sign-ups a minute per address, wherever they land', async () => {
    const subscribe = (instance: typeof a, n: number) =>
      instance.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: uniqueEmail(`n${n}`) }, remoteAddress: '10.9.8.7' });
    const statuses: number[] = [];
    for (let n = 0; n < 10; n++) statuses.push((await subscribe(n % 2 ? b : a, n)).statusCode);
    expect(statuses).toEqual(Array(10).fill(201));
    const eleventh = await subscribe(b, 10);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().code).toBe('RATE_LIMITED');
    expect((await subscribe(a, 11)).statusCode).toBe(429);
  });
});
