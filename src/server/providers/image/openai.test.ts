import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import { encoded, expectCallerAbortPassesThrough, failureOf } from '../../test/engine-assertions';
import { imageRequest, refusedAddress, testPng, useImageTestServer } from '../../test/image-test-servers';
import { openAiImageOptions } from './openai';
import { createRemoteImageEngine, type ImageEngine } from '.';

describe('OpenAI image sizes and qualities', () => {
  const options = (model: string, aspectRatio: '1:1' | '16:9' | '9:16' | '4:3' | '1792:1024', quality: 'standard' | 'hd' = 'standard') =>
    openAiImageOptions(model, { aspectRatio, quality, width: 1000, height: 600 });

  it('picks the gpt-image size with the ratio’s orientation, quality medium or high', () => {
    expect(options('gpt-image-1', '1:1')).toEqual({ size: '1024x1024', quality: 'medium' });
    expect(options('gpt-image-1', '16:9', 'hd')).toEqual({ size: '1536x1024', quality: 'high' });
    expect(options('gpt-image-1', '9:16')).toEqual({ size: '1024x1536', quality: 'medium' });
    expect(options('gpt-image-1-mini', '4:3').size).toBe('1536x1024');
  });

  it('picks the DALL·E 3 size with the ratio’s orientation, quality standard or hd', () => {
    expect(options('dall-e-3', '1:1')).toEqual({ size: '1024x1024', quality: 'standard' });
    expect(options('dall-e-3', '1792:1024', 'hd')).toEqual({ size: '1792x1024', quality: 'hd' });
    expect(options('dall-e-3', '9:16')).toEqual({ size: '1024x1792', quality: 'standard' });
    expect(options('dall-e-2', '16:9')).toEqual({ size: '1024x1024', quality: undefined });
  });

  it('asks another server’s model for the request’s own pixel size', () => {
    expect(options('stablediffusion', '16:9', 'hd')).toEqual({ size: '1000x600', quality: undefined });
  });
});

describe('OpenAI image engine (real AI SDK over real HTTP)', () => {
  const server = useImageTestServer();
  let engine: ImageEngine;
  const open = (env: Record<string, string>) =>
    createRemoteImageEngine(
      loadConfig({ IMAGE_PROVIDER: 'openai', OPENAI_BASE_URL: server.openAiBaseUrl, TEXT_MODEL: 'text-model', ...env }).image,
    )!;

  beforeAll(() => {
    engine = open({ OPENAI_API_KEY: 'sk-test-key', IMAGE_MAX_RETRIES: '0', IMAGE_TIMEOUT_MS: '300' });
  });

  it('asks /images/generations for one picture at the mapped size and quality and returns its bytes', async () => {
    const png = await testPng(48, 32);
    server.reply({ png });
    expect(engine).toMatchObject({ engine: 'openai', model: 'gpt-image-1' });
    const request = imageRequest({ aspectRatio: '16:9', quality: 'hd', width: 1536, height: 864 });
    const drawn = encoded(await engine.draw(request));
    expect(drawn.equals(png)).toBe(true);
    expect(await sharp(drawn).metadata()).toMatchObject({ format: 'png', width: 48, height: 32 });
    const [sent] = server.requests;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/images/generations', authorization: 'Bearer sk-test-key' });
    expect(sent?.body).toMatchObject({ model: 'gpt-image-1', prompt: request.enhancedPrompt, n: 1, size: '1536x1024', quality: 'high' });
  });

  it('asks DALL·E 3 for its own sizes and qualities, and for base64', async () => {
    const dalle = open({ OPENAI_API_KEY: 'sk-test-key', IMAGE_MODEL: 'dall-e-3', IMAGE_MAX_RETRIES: '0' });
    const png = await testPng(16, 28, { r: 10, g: 120, b: 220 });
    server.reply({ png });
    const drawn = encoded(await dalle.draw(imageRequest({ aspectRatio: '9:16', width: 576, height: 1024 })));
    const { data, info } = await sharp(drawn).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 16, height: 28, channels: 3 });
    expect([...data.subarray(0, 3)]).toEqual([10, 120, 220]);
    expect(server.requests[0]?.body).toMatchObject({
      model: 'dall-e-3',
      size: '1024x1792',
      quality: 'standard',
      n: 1,
      response_format: 'b64_json',
    });
  });

  it('reaches a keyless OpenAI-compatible server at OPENAI_BASE_URL with the request’s pixel size', async () => {
    const local = open({ IMAGE_MODEL: 'stablediffusion', IMAGE_MAX_RETRIES: '0' });
    server.reply({ png: await testPng(8, 8) });
    await local.draw(imageRequest({ aspectRatio: '4:3', width: 1024, height: 768 }));
    expect(server.requests[0]?.body).toMatchObject({ model: 'stablediffusion', size: '1024x768' });
    expect(server.requests[0]?.body.quality).toBeUndefined();
  });

  it('maps 429 to rate-limited, and 401 and 500 to unavailable without the vendor’s words', async () => {
    server.reply({ status: 429, error: 'Rate limit reached for images per minute' });
    expect((await failureOf(engine.draw(imageRequest()))).failure).toBe('rate-limited');
    server.reply({ status: 401, error: 'Incorrect API key provided: sk-test-key' });
    const keyFailure = await failureOf(engine.draw(imageRequest()));
    expect(keyFailure).toMatchObject({ failure: 'unavailable', message: 'Image service temporarily unavailable' });
    expect(keyFailure.message).not.toContain('sk-test');
    server.reply({ status: 500, error: 'The server had an error while processing your request.' });
    expect((await failureOf(engine.draw(imageRequest()))).failure).toBe('unavailable');
  });

  it('maps a content-policy refusal to rejected, asking for another description', async () => {
    server.reply({
      status: 400,
      code: 'content_policy_violation',
      error: 'Your request was rejected as a result of our safety system. Your prompt may contain text that is not allowed.',
    });
    expect(await failureOf(engine.draw(imageRequest()))).toMatchObject({
      failure: 'rejected',
      message: 'The image provider refused this prompt. Please change the description and try again.',
    });
    server.reply({ status: 400, code: 'moderation_blocked', error: 'Your request was rejected by the safety system.' });
    expect((await failureOf(engine.draw(imageRequest()))).failure).toBe('rejected');
    server.reply({ status: 400, code: 'invalid_value', error: "Invalid value: '999x999'. Supported values are: '1024x1024'" });
    expect((await failureOf(engine.draw(imageRequest()))).failure).toBe('unavailable');
  });

  it('reports an answer without usable base64 as bad output', async () => {
    server.reply({ malformed: '{"created": 1, "data": [{"url": "https://example.com/a.png"}]}' });
    expect((await failureOf(engine.draw(imageRequest()))).failure).toBe('bad-output');
    server.reply({ malformed: JSON.stringify({ created: 1, data: [{ b64_json: Buffer.from('not a picture').toString('base64') }] }) });
    expect((await failureOf(engine.draw(imageRequest()))).failure).toBe('bad-output');
  });

  it('gives up on a server slower than IMAGE_TIMEOUT_MS as a timeout', async () => {
    server.reply({ delayMs: 5_000, then: { png: await testPng(8, 8) } });
    expect(await failureOf(engine.draw(imageRequest()))).toMatchObject({
      failure: 'timeout',
      message: 'The image provider took too long to draw this picture. Please try again.',
    });
  });

  it('retries a rate-limited call up to IMAGE_MAX_RETRIES times', async () => {
    const patient = open({ OPENAI_API_KEY: 'sk-test-key', IMAGE_MAX_RETRIES: '1' });
    const png = await testPng(8, 8);
    server.reply({ status: 429, headers: { 'retry-after-ms': '10' } }, { png });
    expect(encoded(await patient.draw(imageRequest())).equals(png)).toBe(true);
    expect(server.pictureRequests()).toHaveLength(2);
  });

  it('reports a server that is not listening as unavailable', async () => {
    const nowhere = createRemoteImageEngine(
      loadConfig({
        IMAGE_PROVIDER: 'openai',
        OPENAI_API_KEY: 'sk-test-key',
        OPENAI_BASE_URL: `${await refusedAddress()}/v1`,
        TEXT_MODEL: 'm',
        IMAGE_MAX_RETRIES: '0',
      }).image,
    )!;
    expect((await failureOf(nowhere.draw(imageRequest()))).failure).toBe('unavailable');
  });

  it('passes a caller abort through unchanged, not as a provider failure', async () => {
    const patient = open({ OPENAI_API_KEY: 'sk-test-key', IMAGE_MAX_RETRIES: '0' });
    server.reply({ delayMs: 2_000, then: { png: await testPng(8, 8) } });
    await expectCallerAbortPassesThrough(patient, 20);
  });
});
