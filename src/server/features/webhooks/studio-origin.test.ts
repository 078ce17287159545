import { describe, expect, it } from 'vitest';
import { studioOrigin } from './service';

/** Where the links in a payload point, with PUBLIC_URL and without it. */
describe('the studio origin of webhook payloads', () => {
  const listening = { host: 'localhost', port: 3000 };

  it('is PUBLIC_URL, without its trailing slashes, path kept', () => {
    expect(studioOrigin({ ...listening, publicUrl: 'https://studio.example.com/' })).toBe('https://studio.example.com');
    expect(studioOrigin({ ...listening, publicUrl: 'https://example.com/studio//' })).toBe('https://example.com/studio');
  });

  it('is the address listened on without PUBLIC_URL, localhost for a wildcard bind', () => {
    expect(studioOrigin({ publicUrl: undefined, host: '0.0.0.0', port: 8080 })).toBe('http://localhost:8080');
    expect(studioOrigin({ publicUrl: undefined, host: '::', port: 8080 })).toBe('http://localhost:8080');
    expect(studioOrigin({ publicUrl: undefined, host: 'studio.lan', port: 3000 })).toBe('http://studio.lan:3000');
    expect(studioOrigin({ publicUrl: undefined, host: '::1', port: 3000 })).toBe('http://[::1]:3000');
  });
});
