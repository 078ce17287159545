import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config/config';
import { encoded, expectCallerAbortPassesThrough, failureOf } from '../../test/engine-assertions';
import { imageRequest, refusedAddress, testPng, useImageTestServer } from '../../test/image-test-servers';
import { createRemoteImageEngine, type ImageEngine } from '.';

type Node = { class_type: string; inputs: Record<string, unknown> };

/** The workflow's nodes of one class. */
function nodesOf(graph: unknown, classType: string): Node[] {
  return Object.values(graph as Record<string, Node>).filter((node) => node.class_type === classType);
}

describe('ComfyUI image engine (workflow, polling and /view over real HTTP)', () => {
  const server = useImageTestServer();
  let engine: ImageEngine;
  const open = (env: Record<string, string> = {}, baseUrl = server.origin) =>
    createRemoteImageEngine(
      loadConfig({ IMAGE_PROVIDER: 'comfyui', COMFYUI_BASE_URL: baseUrl, IMAGE_MAX_RETRIES: '0', IMAGE_TIMEOUT_MS: '300', ...env }).image,
    )!;

  beforeAll(() => {
    engine = open({ IMAGE_TIMEOUT_MS: '10000' });
  });

  it('queues a txt2img workflow with the prompt, size, seed and checkpoint', async () => {
    server.reply({ png: await testPng(8, 8) });
    const request = imageRequest({ aspectRatio: '9:16', width: 576, height: 1024, seed: 987654 });
    await engine.draw(request);
    const [queued] = server.requests;
    expect(queued).toMatchObject({ method: 'POST', path: '/prompt' });
    expect(queued?.body.client_id).toEqual(expect.any(String));
    const graph = queued?.body.prompt;
    expect(nodesOf(graph, 'CheckpointLoaderSimple')).toEqual([
      { class_type: 'CheckpointLoaderSimple', inputs: { ckpt_name: 'sd_xl_base_1.0.safetensors' } },
    ]);
    const texts = nodesOf(graph, 'CLIPTextEncode').map((node) => node.inputs.text);
    expect(texts).toHaveLength(2);
    expect(texts).toContain(request.enhancedPrompt);
    expect(nodesOf(graph, 'EmptyLatentImage')[0]?.inputs).toMatchObject({ width: 576, height: 1024, batch_size: 1 });
    const [sampler] = nodesOf(graph, 'KSampler');
    expect(sampler?.inputs).toMatchObject({ seed: 987654, steps: 25, denoise: 1 });
    expect(nodesOf(graph, 'VAEDecode')).toHaveLength(1);
    expect(nodesOf(graph, 'SaveImage')).toHaveLength(1);
    // Every link points at a node of the graph.
    const ids = new Set(Object.keys(graph as object));
    for (const node of Object.values(graph as Record<string, Node>)) {
      for (const input of Object.values(node.inputs)) {
        if (Array.isArray(input)) expect(ids).toContain(input[0]);
      }
    }
    // The positive prompt is the one the sampler draws towards.
    const positiveId = (sampler?.inputs.positive as [string, number])[0];
    expect((graph as Record<string, Node>)[positiveId]?.inputs.text).toBe(request.enhancedPrompt);
  });

  it('polls the history until the picture is saved, then reads it from /view', async () => {
    const png = await testPng(40, 24, { r: 250, g: 200, b: 0 });
    server.reply({ png, pendingPolls: 3 });
    const drawn = encoded(await engine.draw(imageRequest()));
    expect(drawn.equals(png)).toBe(true);
    expect(await sharp(drawn).metadata()).toMatchObject({ format: 'png', width: 40, height: 24 });
    const paths = server.requests.map((request) => request.path);
    expect(paths).toEqual(['/prompt', '/history/prompt-1', '/history/prompt-1', '/history/prompt-1', '/history/prompt-1', '/view']);
    const view = server.requests.at(-1);
    expect(Object.fromEntries(view?.query ?? [])).toEqual({ filename: 'genesis-studio_prompt-1.png', subfolder: '', type: 'output' });
  });

  it('uses IMAGE_MODEL as the checkpoint file', async () => {
    const custom = open({ IMAGE_MODEL: 'dreamshaper_8.safetensors', IMAGE_TIMEOUT_MS: '10000' });
    expect(custom).toMatchObject({ engine: 'comfyui', model: 'dreamshaper_8.safetensors' });
    server.reply({ png: await testPng(8, 8), pendingPolls: 0 });
    await custom.draw(imageRequest({ quality: 'hd' }));
    const graph = server.requests[0]?.body.prompt;
    expect(nodesOf(graph, 'CheckpointLoaderSimple')[0]?.inputs.ckpt_name).toBe('dreamshaper_8.safetensors');
    expect(nodesOf(graph, 'KSampler')[0]?.inputs.steps).toBe(35);
  });

  it('maps 429 to rate-limited and 401, 500 and a failed workflow to unavailable', async () => {
    server.reply({ status: 429 });
    expect((await failureOf(engine.draw(imageRequest()))).failure).toBe('rate-limited');
    server.reply({ status: 401, error: 'Unauthorized' });
    expect((await failureOf(engine.draw(imageRequest()))).failure).toBe('unavailable');
    server.reply({ status: 500 });
    expect((await failureOf(engine.draw(imageRequest()))).failure).toBe('unavailable');
    server.reply({ status: 400, code: 'prompt_outputs_failed_validation', error: "Value not in list: ckpt_name: 'missing.safetensors'" });
    expect((await failureOf(engine.draw(imageRequest()))).failure).toBe('unavailable');
    server.reply({ comfyExecutionError: 'CUDA out of memory' });
    const failure = await failureOf(engine.draw(imageRequest()));
    expect(failure).toMatchObject({ failure: 'unavailable', message: 'Image service temporarily unavailable' });
  });

  it('maps a content-policy refusal to rejected', async () => {
    server.reply({ status: 400, error: 'Prompt blocked by the content policy filter' });
    expect((await failureOf(engine.draw(imageRequest()))).failure).toBe('rejected');
  });

  it('reports a malformed answer as bad output', async () => {
    server.reply({ malformed: '{"number": 3}' });
    expect((await failureOf(engine.draw(imageRequest()))).failure).toBe('bad-output');
  });

  it('gives up on a picture not done within IMAGE_TIMEOUT_MS as a timeout, taking it off the queue', async () => {
    server.reply({ png: await testPng(8, 8), pendingPolls: Number.POSITIVE_INFINITY });
    expect((await failureOf(open().draw(imageRequest()))).failure).toBe('timeout');
    await vi.waitFor(() => expect(server.requests.find((request) => request.path === '/queue')?.body).toEqual({ delete: ['prompt-1'] }));
    server.reply({ delayMs: 5_000, then: { png: await testPng(8, 8) } });
    expect((await failureOf(open().draw(imageRequest()))).failure).toBe('timeout');
  });

  it('retries a rate-limited call up to IMAGE_MAX_RETRIES times', async () => {
    const patient = open({ IMAGE_MAX_RETRIES: '1', IMAGE_TIMEOUT_MS: '10000' });
    const png = await testPng(8, 8);
    server.reply({ status: 429, headers: { 'retry-after-ms': '10' } }, { png, pendingPolls: 0 });
    expect(encoded(await patient.draw(imageRequest())).equals(png)).toBe(true);
    expect(server.pictureRequests()).toHaveLength(2);
  });

  it('reports a server that is not listening as unavailable', async () => {
    const nowhere = open({}, await refusedAddress());
    expect((await failureOf(nowhere.draw(imageRequest()))).failure).toBe('unavailable');
  });

  it('passes a caller abort through unchanged, not as a provider failure', async () => {
    server.reply({ png: await testPng(8, 8), pendingPolls: Number.POSITIVE_INFINITY });
    await expectCallerAbortPassesThrough(engine, 50);
  });
});
