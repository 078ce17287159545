import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { registerUser } from '../../test/factories';
import { createChatRepository } from './repository';

const context = {
  category: 'story-ideas',
  niche: 'Tech Reviews',
  audience: 'Young Adults',
  budget: '$1000/month',
  language: 'en',
} as const;

describe('the chat repository', () => {
  const ctx = useTestApp();

  it("scopes every message query to the conversation's owner, whatever id it is given", async () => {
    const repository = createChatRepository(ctx.database.db);
    const [owner, stranger] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const conversation = await repository.createConversation(owner.user.id, context, 'Drone reviews', new Date());
    await repository.addMessage(owner.user.id, conversation.id, {
      role: 'user',
      content: 'Ideas for a drone review',
      createdAt: new Date(),
    });

    expect(await repository.messages(stranger.user.id, conversation.id)).toEqual([]);
    expect(await repository.recentMessages(stranger.user.id, conversation.id, 10)).toEqual([]);
    await expect(
      repository.addMessage(stranger.user.id, conversation.id, { role: 'user', content: 'Planted', createdAt: new Date() }),
    ).rejects.toThrow('not the user’s');
    await repository.setTitle(stranger.user.id, conversation.id, 'Taken over');
    expect(await repository.clear(stranger.user.id, conversation.id)).toBe(false);

    expect((await repository.messages(owner.user.id, conversation.id)).map((message) => message.content)).toEqual([
      'Ideas for a drone review',
    ]);
    expect((await repository.conversation(owner.user.id, conversation.id))?.title).toBe('Drone reviews');
  });
});
