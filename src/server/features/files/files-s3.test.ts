import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateVoiceoverResponse } from '@shared/contracts/voice';
import { useTestApp } from '../../test/build-test-app';
import { registerUser } from '../../test/factories';

describe('generated files in S3-compatible storage', () => {
  const folder = mkdtempSync(join(tmpdir(), 'genesis-s3rver-app-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: folder,
    configureBuckets: [{ name: 'studio-files' }],
  });
  let endpoint = '';
  beforeAll(async () => {
    endpoint = `http://127.0.0.1:${(await server.run()).port}`;
  });
  afterAll(async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });
  const ctx = useTestApp({}, () => ({
    S3_BUCKET: 'studio-files',
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  }));

  it('stores a voiceover and an image in the bucket and serves them, ranges included', async () => {
    const user = await registerUser(ctx.app);
    const voiceover = await ctx.app.inject({
      method: 'POST',
      url: '/api/generate-voiceover',
      headers: user.headers,
      payload: { text: 'Stored in a bucket.' },
    });
    expect(voiceover.statusCode).toBe(200);
    const { audioUrl, captions } = generateVoiceoverResponse.parse(voiceover.json());
    const audio = await ctx.app.inject({ method: 'GET', url: audioUrl });
    expect([audio.statusCode, audio.headers['content-type']]).toEqual([200, 'audio/mpeg']);
    const part = await ctx.app.inject({ method: 'GET', url: audioUrl, headers: { range: 'bytes=0-99' } });
    expect([part.statusCode, part.headers['content-range']]).toEqual([206, `bytes 0-99/${audio.rawPayload.length}`]);
    expect(part.rawPayload).toEqual(audio.rawPayload.subarray(0, 100));
    expect((await ctx.app.inject({ method: 'GET', url: captions.vtt })).body.startsWith('WEBVTT')).toBe(true);

    const images = await ctx.app.inject({
      method: 'POST',
      url: '/api/images/generate',
      headers: user.headers,
      payload: { prompt: 'A lighthouse at dusk', count: 1 },
    });
    expect(images.statusCode).toBe(200);
    const picture = await ctx.app.inject({ method: 'GET', url: images.json().imageUrls[0] });
    expect([picture.statusCode, picture.headers['content-type']]).toEqual([200, 'image/jpeg']);
  });
});
