import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatConversations } from '../../db/schema';
import type { TestContext } from '../../test/build-test-app';
import { useTestApp } from '../../test/build-test-app';
import { registerUser, type RegisteredUser } from '../../test/factories';
import { openSocket } from '../../test/socket-client';
import { useTextModelTestApp } from '../../test/text-model-app';

const context = { category: 'story-ideas', niche: 'Bakery', audience: 'Home bakers', budget: '' } as const;

async function originOf(ctx: Pick<TestContext, 'app'>): Promise<string> {
  if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
}

describe('a chat conversation’s language with a text model connected', () => {
  const { ctx, server } = useTextModelTestApp();
  const systemPrompts = () =>
    server().requests.map((request) => request.body.messages.find((message) => message.role === 'system')?.content ?? '');
  const storedLanguage = async (id: string) =>
    (await ctx.database.db.select({ language: chatConversations.language }).from(chatConversations).where(eq(chatConversations.id, id)))[0]
      ?.language;
  const conversationList = async (user: RegisteredUser) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/chat/conversations', headers: user.headers })).json();
  const setAccountLocale = async (user: RegisteredUser, locale: string) =>
    expect(
      (await ctx.app.inject({ method: 'PATCH', url: '/api/account/profile', headers: user.headers, payload: { locale } })).statusCode,
    ).toBe(200);

  it('tells the model to write in Spanish, and keeps the conversation in Spanish', async () => {
    const user = await registerUser(ctx.app);
    server().replyAlways({ text: 'Tres ideas para tu panadería.' });
    const socket = await openSocket(await originOf(ctx), user.token);
    socket.send({ type: 'chat_message', message: 'Ideas for my bakery channel', ...context, language: 'es' });
    const response = await socket.next('chat_response');
    expect(response.message).toMatchObject({ content: 'Tres ideas para tu panadería.', engine: 'openai-compatible' });
    expect(systemPrompts()).toEqual([expect.stringContaining('Write in Spanish')]);
    expect(await storedLanguage(response.conversationId)).toBe('es');
    expect(await conversationList(user)).toEqual([expect.objectContaining({ id: response.conversationId, language: 'es' })]);

    // The same context in Spanish is that conversation; in another language it is another one.
    socket.send({ type: 'get_conversation_history', ...context, language: 'es' });
    expect((await socket.next('conversation_history')).conversation).toMatchObject({ id: response.conversationId, language: 'es' });
    socket.send({ type: 'get_conversation_history', ...context, language: 'fr' });
    expect((await socket.next('conversation_history')).conversation).toBeNull();

    // A message into the conversation is answered in its own language, whatever the message says.
    socket.send({ type: 'chat_message', message: 'More, please', ...context, language: 'en', conversationId: response.conversationId });
    await socket.next('chat_response');
    expect(systemPrompts()[1]).toContain('Write in Spanish');
    await socket.close();
  });

  it('is the account’s interface language when the client names none, else English', async () => {
    const german = await registerUser(ctx.app);
    await setAccountLocale(german, 'de');
    const socket = await openSocket(await originOf(ctx), german.token);
    socket.send({ type: 'chat_message', message: 'Ideas for my bakery channel', ...context });
    const response = await socket.next('chat_response');
    expect(systemPrompts()).toEqual([expect.stringContaining('Write in German')]);
    expect(await storedLanguage(response.conversationId)).toBe('de');
    // History asked for without a language finds the conversation of the same default.
    socket.send({ type: 'get_conversation_history', ...context });
    expect((await socket.next('conversation_history')).conversation?.id).toBe(response.conversationId);
    await socket.close();
    const created = await ctx.app.inject({ method: 'POST', url: '/api/chat/conversation', headers: german.headers, payload: context });
    expect(created.json()).toMatchObject({ language: 'de' });

    const unset = await registerUser(ctx.app);
    const newChat = await ctx.app.inject({ method: 'POST', url: '/api/chat/conversation', headers: unset.headers, payload: context });
    expect(newChat.statusCode).toBe(201);
    expect(newChat.json()).toMatchObject({ language: 'en' });
    expect(await storedLanguage(newChat.json().id)).toBe('en');
  });

  it('refuses a language that is not one of the content languages, storing and asking nothing', async () => {
    const user = await registerUser(ctx.app);
    const socket = await openSocket(await originOf(ctx), user.token);
    for (const language of ['xx', 'pt', 'EN', '', 7]) {
      socket.send({ type: 'chat_message', message: 'Ideas for my bakery channel', ...context, language });
      expect(await socket.next('error')).toMatchObject({
        code: 'INVALID_MESSAGE',
        message: expect.stringContaining('language: Language must be one of: en, es'),
      });
    }
    socket.send({ type: 'get_conversation_history', ...context, language: 'klingon' });
    expect(await socket.next('error')).toMatchObject({ code: 'INVALID_MESSAGE' });
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);
    await socket.close();

    const rest = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat/conversation',
      headers: user.headers,
      payload: { ...context, language: 'xx' },
    });
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringContaining('Language must be one of: en, es') });
    expect(await conversationList(user)).toEqual([]);
    expect(server().requests).toEqual([]);
  });

  it("refuses another user's conversation, whatever its language", async () => {
    const [owner, other] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const mine = await openSocket(await originOf(ctx), owner.token);
    mine.send({ type: 'chat_message', message: 'Private plans', ...context, language: 'es' });
    const { conversationId } = await mine.next('chat_response');
    await mine.close();

    const theirs = await openSocket(await originOf(ctx), other.token);
    theirs.send({ type: 'chat_message', message: 'Sneaking in', ...context, language: 'es', conversationId });
    expect(await theirs.next('error')).toMatchObject({ code: 'CONVERSATION_NOT_FOUND' });
    theirs.send({ type: 'get_conversation_history', conversationId });
    expect(await theirs.next('error')).toMatchObject({ code: 'CONVERSATION_NOT_FOUND' });
    theirs.send({ type: 'get_conversation_history', ...context, language: 'es' });
    expect(await theirs.next('conversation_history')).toEqual({ type: 'conversation_history', conversation: null, messages: [] });
    await theirs.close();
    expect(server().requests).toHaveLength(1);
  });
});

describe('a chat conversation in another language without a text model', () => {
  const ctx = useTestApp();

  it('is answered by the offline writer, in English as ever, and keeps its language', async () => {
    const user = await registerUser(ctx.app);
    const socket = await openSocket(await originOf(ctx), user.token);
    socket.send({ type: 'chat_message', message: 'Give me story ideas about sourdough bread', ...context, language: 'es' });
    const response = await socket.next('chat_response');
    expect(response.message.engine).toBe('offline-writer');
    expect(response.message.content).toContain('sourdough');
    socket.send({ type: 'get_conversation_history', conversationId: response.conversationId });
    expect((await socket.next('conversation_history')).conversation).toMatchObject({ language: 'es' });
    await socket.close();
  });
});
