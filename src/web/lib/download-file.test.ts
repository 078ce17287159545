import { describe, expect, it } from 'vitest';
import { makeSession } from '@/test/fixtures';
import { json, mockApi } from '@/test/mock-api';
import { fetchBlob } from './download-file';

describe('fetchBlob', () => {
  it('fetches our own file with the tokens; after a 401 it refreshes the session and fetches it again', async () => {
    localStorage.setItem('authToken', 'access-1');
    localStorage.setItem('sessionToken', 'session-1');
    const network = mockApi({
      'GET /files/voiceovers/take.mp3': (request) =>
        request.headers.get('Authorization') === 'Bearer access-2'
          ? new Response('ID3-audio', { headers: { 'Content-Type': 'audio/mpeg' } })
          : new Response('{"message":"expired","code":"SESSION_EXPIRED"}', { status: 401 }),
      'POST /api/auth/refresh': () => json(makeSession({ token: 'access-2', sessionToken: 'session-2' })),
    });
    const blob = await fetchBlob('/files/voiceovers/take.mp3');
    expect(await blob.text()).toBe('ID3-audio');
    expect(network.to('GET /files/voiceovers/take.mp3')).toHaveLength(2);
    expect(network.to('POST /api/auth/refresh')).toHaveLength(1);
  });

  it('never sends the tokens to another origin', async () => {
    localStorage.setItem('authToken', 'access-1');
    localStorage.setItem('sessionToken', 'session-1');
    const network = mockApi({ 'GET /art.png': () => new Response('png') });
    await fetchBlob('https://cdn.example/art.png');
    expect(network.requests[0]?.headers.has('Authorization')).toBe(false);
    expect(network.requests[0]?.headers.has('X-Session-Token')).toBe(false);
  });
});
