import { describe, expect, it } from 'vitest';
import { storeSignedIn } from '@/test/fixtures';
import { firstRenderIsPrerendered } from './first-render';

describe('firstRenderIsPrerendered (hydrate or render afresh)', () => {
  it.each(['/', '/faq', '/blog/ai-image-generation-tips', '/login', '/register/'])('hydrates %s for every visitor', (path) => {
    expect(firstRenderIsPrerendered(path, 'en')).toBe(true);
    storeSignedIn();
    expect(firstRenderIsPrerendered(path, 'en')).toBe(true);
  });

  it("hydrates /app's frame only while a stored session is checked", () => {
    expect(firstRenderIsPrerendered('/app', 'en')).toBe(false);
    storeSignedIn();
    expect(firstRenderIsPrerendered('/app', 'en')).toBe(true);
  });

  it.each(['/subscription', '/no-such-page'])('hydrates %s only for a visitor without a stored session', (path) => {
    expect(firstRenderIsPrerendered(path, 'en')).toBe(true);
    storeSignedIn();
    expect(firstRenderIsPrerendered(path, 'en')).toBe(false);
  });

  it('hydrates a page only in the language it was built in (its address names it)', () => {
    expect(firstRenderIsPrerendered('/es/faq', 'es')).toBe(true);
    expect(firstRenderIsPrerendered('/pt-BR/login', 'pt-BR')).toBe(true);
    expect(firstRenderIsPrerendered('/login', 'de')).toBe(false);
    expect(firstRenderIsPrerendered('/es/faq', 'en')).toBe(false);
  });
});
