import { describe, expect, it } from 'vitest';
import { createInProcessHub } from './in-process-hub';

describe('In-process hub', () => {
  it('tells the listeners of a topic of each announcement, with its detail, until they stop', async () => {
    const hub = createInProcessHub();
    const heard: (string | undefined)[] = [];
    const stop = await hub.listen('sessions', (detail) => heard.push(detail));
    await hub.announce('sessions', 'user-1');
    await hub.announce('sessions');
    await hub.announce('ai-engines', 'user-2');
    await stop();
    await hub.announce('sessions', 'user-3');
    expect(heard).toEqual(['user-1', undefined]);
    await hub.close();
  });
});
