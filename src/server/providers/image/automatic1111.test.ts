import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import { encoded, expectCallerAbortPassesThrough, failureOf } from '../../test/engine-assertions';
import { imageRequest, refusedAddress, testPng, useImageTestServer } from '../../test/image-test-servers';
import { createRemoteImageEngine, type ImageEngine } from '.';

describe('AUTOMATIC1111 image engine (txt2img over real HTTP)', () => {
  const server = useImageTestServer();
  let engine: ImageEngine;
  const open = (env: Record<string, string> = {}, baseUrl = server.origin) =>
    createRemoteImageEngine(
      loadConfig({
        IMAGE_PROVIDER: 'automatic1111',
        AUTOMATIC1111_BASE_URL: baseUrl,
        IMAGE_MAX_RETRIES: '0',
        IMAGE_TIMEOUT_MS: '300',
        ...env,
      }).image,
    )!;

  beforeAll(() => {
    engine = open();
  });

  it('posts the prompt, size and seed to /sdapi/v1/txt2img and returns the picture it sends', async () => {
    const png = await testPng(64, 36, { r: 30, g: 160, b: 90 });
    server.reply({ png });
    expect(engine).toMatchObject({ engine: 'automatic1111', model: null });
    const request = imageRequest({ aspectRatio: '16:9', width: 1024, height: 576, seed: 1234567 });
    const drawn = encoded(await engine.draw(request));
    expect(drawn.equals(png)).toBe(true);
    expect(await sharp(drawn).metadata()).toMatchObject({ format: 'png', width: 64, height: 36 });
    const [sent] = server.requests;
    expect(sent).toMatchObject({ method: 'POST', path: '/sdapi/v1/txt2img' });
    expect(sent?.body).toMatchObject({
      prompt: request.enhancedPrompt,
      width: 1024,
      height: 576,
      seed: 1234567,
      steps: 25,
      cfg_scale: 7,
      sampler_name: 'DPM++ 2M',
    });
    expect(sent?.body.negative_prompt).toEqual(expect.stringContaining('blurry'));
    expect(sent?.body.override_settings).toBeUndefined();
  });

  it('switches to IMAGE_MODEL’s checkpoint, draws HD with more steps, and logs in with the address’s credentials', async () => {
    const withModel = open({ IMAGE_MODEL: 'dreamshaper_8.safetensors' }, server.origin.replace('http://', 'http://artist:s%40cret@'));
    server.reply({ png: await testPng(8, 8) });
    expect(withModel.model).toBe('dreamshaper_8.safetensors');
    await withModel.draw(imageRequest({ quality: 'hd', width: 1536, height: 1536 }));
    const [sent] = server.requests;
    expect(sent?.body).toMatchObject({ width: 1536, steps: 35, override_settings: { sd_model_checkpoint: 'dreamshaper_8.safetensors' } });
    expect(sent?.authorization).toBe(`Basic ${Buffer.from('artist:s@cret').toString('base64')}`);
  });

  it('maps 429 to rate-limited, and 401 and 500 to unavailable without the server’s words', async () => {
    server.reply({ status: 429 });
    expect((await failureOf(engine.draw(imageRequest()))).failure).toBe('rate-limited');
    server.reply({ status: 401, error: 'Not authenticated' });
    expect((await failureOf(engine.draw(imageRequest()))).failure).toBe('unavailable');
    server.reply({ status: 500, code: 'OutOfMemoryError', error: 'CUDA out of memory. Tried to allocate 2.00 GiB' });
    const failure = await failureOf(engine.draw(imageRequest()));
    expect(failure).toMatchObject({ failure: 'unavailable', message: 'Image service temporarily unavailable' });
    expect(failure.message).not.toContain('CUDA');
  });

  it('maps a safety refusal to rejected', async () => {
    server.reply({ status: 400, error: 'NSFW content detected by the safety checker' });
    expect((await failureOf(engine.draw(imageRequest()))).failure).toBe('rejected');
  });

  it('reports an answer without a readable picture as bad output', async () => {
    server.reply({ malformed: '<html>Gateway</html>' });
    expect((await failureOf(engine.draw(imageRequest()))).failure).toBe('bad-output');
    server.reply({ malformed: JSON.stringify({ images: [] }) });
    expect((await failureOf(engine.draw(imageRequest()))).failure).toBe('bad-output');
    server.reply({ malformed: JSON.stringify({ images: [Buffer.from('not a picture').toString('base64')] }) });
    expect((await failureOf(engine.draw(imageRequest()))).failure).toBe('bad-output');
  });

  it('reads a picture sent as a data URL', async () => {
    const png = await testPng(8, 8);
    server.reply({ malformed: JSON.stringify({ images: [`data:image/png;base64,${png.toString('base64')}`] }) });
    expect(encoded(await engine.draw(imageRequest())).equals(png)).toBe(true);
  });

  it('gives up on a server slower than IMAGE_TIMEOUT_MS as a timeout', async () => {
    server.reply({ delayMs: 5_000, then: { png: await testPng(8, 8) } });
    expect((await failureOf(engine.draw(imageRequest()))).failure).toBe('timeout');
  });

  it('retries a rate-limited or failing call up to IMAGE_MAX_RETRIES times', async () => {
    const patient = open({ IMAGE_MAX_RETRIES: '2', IMAGE_TIMEOUT_MS: '10000' });
    const png = await testPng(8, 8);
    server.reply({ status: 429, headers: { 'retry-after-ms': '10' } }, { status: 503, headers: { 'retry-after-ms': '10' } }, { png });
    expect(encoded(await patient.draw(imageRequest())).equals(png)).toBe(true);
    expect(server.pictureRequests()).toHaveLength(3);

    server.reset();
    server.reply({ status: 401 }, { png });
    expect((await failureOf(patient.draw(imageRequest()))).failure).toBe('unavailable');
    expect(server.pictureRequests()).toHaveLength(1);
  });

  it('reports a server that is not listening as unavailable', async () => {
    const nowhere = open({}, await refusedAddress());
    expect((await failureOf(nowhere.draw(imageRequest()))).failure).toBe('unavailable');
  });

  it('passes a caller abort through unchanged, not as a provider failure', async () => {
    const patient = open({ IMAGE_TIMEOUT_MS: '10000' });
    server.reply({ delayMs: 2_000, then: { png: await testPng(8, 8) } });
    await expectCallerAbortPassesThrough(patient, 20);
  });
});
