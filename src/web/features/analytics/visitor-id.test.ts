import { describe, expect, it } from 'vitest';
import { visitorId } from './visitor-id';

describe('visitorId', () => {
  it('makes one id for the browser and keeps it', () => {
    const first = visitorId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(visitorId()).toBe(first);
    expect(localStorage.getItem('visitorId')).toBe(first);
  });

  // Before: kept as it was; 'x' made every sign-in and registration from this browser answer 400.
  it.each(['x', 'visitor-5678-efgh', '{"id":1}', ' '.repeat(40)])('replaces a stored %j that is not one of its ids', (stored) => {
    localStorage.setItem('visitorId', stored);
    const replaced = visitorId();
    expect(replaced).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(localStorage.getItem('visitorId')).toBe(replaced);
  });
});
