import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientMessage } from '@shared/realtime';
import { CLEAR_UNDO_SECONDS, useDeferredClear } from './use-deferred-clear';

const load: ClientMessage = { type: 'get_conversation_history', category: 'story-ideas', niche: '', audience: '', budget: '' };
const clear: ClientMessage = { type: 'clear_conversation_history', conversationId: 'c1' };

function renderClear() {
  const sent: ClientMessage[] = [];
  const { result } = renderHook(() =>
    useDeferredClear((message) => {
      sent.push(message);
      return true;
    }),
  );
  return { sent, clear: () => result.current };
}

describe('useDeferredClear: what the chat asks for by itself during the Undo window', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the window and keeps Undo: the history load after a connect goes out when the clear is undone', () => {
    const { sent, clear: deferred } = renderClear();
    act(() => deferred().start('c1'));
    act(() => void deferred().sendWhenSettled(load));
    act(() => vi.advanceTimersByTime(CLEAR_UNDO_SECONDS * 1000 - 100));
    expect(sent).toEqual([]);
    expect(deferred().hiddenId).toBe('c1');

    act(() => deferred().undo());
    expect(sent).toEqual([load]);
    expect(deferred().hiddenId).toBeNull();
    act(() => vi.advanceTimersByTime(10_000));
    expect(sent).toEqual([load]);
  });

  it('goes out after the clear once the window has passed and the server has cleared', () => {
    const { sent, clear: deferred } = renderClear();
    act(() => deferred().start('c1'));
    act(() => void deferred().sendWhenSettled(load));
    act(() => vi.advanceTimersByTime(CLEAR_UNDO_SECONDS * 1000));
    expect(sent).toEqual([clear]);
    act(() => deferred().onEvent({ type: 'conversation_cleared', conversationId: 'c1' }));
    expect(sent).toEqual([clear, load]);
  });

  it('is sent at once when nothing is being cleared; what the user sends still ends the window', () => {
    const { sent, clear: deferred } = renderClear();
    act(() => void deferred().sendWhenSettled(load));
    expect(sent).toEqual([load]);
    act(() => deferred().start('c1'));
    act(() => void deferred().sendAfterClear(load));
    expect(sent).toEqual([load, clear]);
  });
});
