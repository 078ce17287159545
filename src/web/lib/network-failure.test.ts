import { describe, expect, it, vi } from 'vitest';
import { fetchMarkingNetworkFailure, isNetworkFailure } from './network-failure';

describe('network failures', () => {
  it('marks fetch’s own rejection (no answer) as a network failure', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error: unknown = await fetchMarkingNetworkFailure('/api/auth/verify').catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(TypeError);
    expect(isNetworkFailure(error)).toBe(true);
  });

  it('does not take another TypeError, or an aborted request, for one', async () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(false);
    expect(isNetworkFailure(new TypeError("Cannot read properties of null (reading 'token')"))).toBe(false);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new DOMException('The operation was aborted.', 'AbortError')));
    const aborted: unknown = await fetchMarkingNetworkFailure('/api/auth/verify').catch((thrown: unknown) => thrown);
    expect(isNetworkFailure(aborted)).toBe(false);
  });

  it('hands an answer on as it came, whatever its status', async () => {
    const answer = new Response('{}', { status: 500 });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer));
    await expect(fetchMarkingNetworkFailure('/api/usage', { method: 'GET' })).resolves.toBe(answer);
    expect(fetch).toHaveBeenCalledWith('/api/usage', { method: 'GET' });
  });
});
