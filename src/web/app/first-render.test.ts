import { describe, expect, it } from 'vitest';
import { storeSignedIn } from '@/test/fixtures';
import { firstRenderIsPrerendered } from './first-render';

describe('firstRenderIsPrerendered (hydrate or render afresh)', () => {
  it.each(['/', '/faq', '/blog/ai-image-generation-tips', '/login', '/register/'])('hydrates %s for every visitor', (path) => {
    expect(firstRenderIsPrerendered(path)).toBe(true);
    storeSignedIn();
    expect(firstRenderIsPrerendered(path)).toBe(true);
  });

  it("hydrates /app's frame only while a stored session is checked", () => {
    expect(firstRenderIsPrerendered('/app')).toBe(false);
    storeSignedIn();
    expect(firstRenderIsPrerendered('/app')).toBe(true);
  });

  it.each(['/subscription', '/no-such-page'])('hydrates %s only for a visitor without a stored session', (path) => {
    expect(firstRenderIsPrerendered(path)).toBe(true);
    storeSignedIn();
    expect(firstRenderIsPrerendered(path)).toBe(false);
  });
});
