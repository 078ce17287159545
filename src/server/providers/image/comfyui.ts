import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { ImageConfig } from '../../config/config';
import { checkedImage } from './checked-image';
import { imageEngineError, toImageEngineError } from './classify-failure';
import type { ImageEngine, ImageRequest } from './image-engine';
import { callVendor, deadline, vendorServer, pause, readJson, type VendorServer } from '../vendor-request';
import { NEGATIVE_PROMPT, samplingFor } from './stable-diffusion';

/**
 * The smallest Stable Diffusion txt2img workflow in ComfyUI's API format: a checkpoint, the prompt
 * and negative prompt, an empty latent at the picture's size, one sampler pass, decode and save.
 */
export function txt2imgWorkflow(request: ImageRequest, checkpoint: string) {
  const { steps, cfgScale } = samplingFor(request);
  return {
    checkpoint: { class_type: 'CheckpointLoaderSimple', inputs: { ckpt_name: checkpoint } },
    positive: { class_type: 'CLIPTextEncode', inputs: { text: request.enhancedPrompt, clip: ['checkpoint', 1] } },
    negative: { class_type: 'CLIPTextEncode', inputs: { text: NEGATIVE_PROMPT, clip: ['checkpoint', 1] } },
    latent: { class_type: 'EmptyLatentImage', inputs: { width: request.width, height: request.height, batch_size: 1 } },
    sampler: {
      class_type: 'KSampler',
      inputs: {
        seed: request.seed,
        steps,
        cfg: cfgScale,
        sampler_name: 'dpmpp_2m',
        scheduler: 'karras',
        denoise: 1,
        model: ['checkpoint', 0],
        positive: ['positive', 0],
        negative: ['negative', 0],
        latent_image: ['latent', 0],
      },
    },
    decode: { class_type: 'VAEDecode', inputs: { samples: ['sampler', 0], vae: ['checkpoint', 2] } },
    save: { class_type: 'SaveImage', inputs: { filename_prefix: 'genesis-studio', images: ['decode', 0] } },
  };
}

const queued = z.object({ prompt_id: z.string().min(1) });

const savedImage = z.object({ filename: z.string().min(1), subfolder: z.string().default(''), type: z.string().default('output') });
type SavedImage = z.infer<typeof savedImage>;

/** GET /history/{id}: {} while the prompt waits or runs; its outputs and status once it has run. */
const history = z.record(
  z.string(),
  z.object({
    outputs: z.record(z.string(), z.object({ images: z.array(savedImage).optional() })).default({}),
    status: z.object({ status_str: z.string().optional(), completed: z.boolean().optional() }).optional(),
  }),
);

const FIRST_POLL_MS = 100;
const LONGEST_POLL_MS = 1_000;

/** Takes a prompt we gave up on off the queue, so the GPU does not draw it for nobody. */
function forget(server: VendorServer, promptId: string) {
  callVendor({ ...server, maxRetries: 0 }, '/queue', {
    method: 'POST',
    json: { delete: [promptId] },
    signal: AbortSignal.timeout(5_000),
  }).catch(() => {});
}

/** Asks for the prompt's history until its picture is saved; the signal bounds the wait. */
async function savedPicture(server: VendorServer, promptId: string, signal: AbortSignal): Promise<SavedImage> {
  for (let wait = FIRST_POLL_MS; ; wait = Math.min(wait * 1.5, LONGEST_POLL_MS)) {
    const entry = (await readJson(await callVendor(server, `/history/${encodeURIComponent(promptId)}`, { signal }), history))[promptId];
    if (entry) {
      // ComfyUI ran the workflow and it failed (out of memory, a missing model file …).
      if (entry.status?.status_str === 'error') throw imageEngineError('unavailable', new Error('The ComfyUI workflow failed'));
      const image = Object.values(entry.outputs).find((output) => output.images?.length)?.images?.[0];
      if (image) return image;
      if (entry.status?.completed) throw imageEngineError('bad-output', new Error('The ComfyUI workflow saved no image'));
    }
    await pause(wait, signal);
  }
}

/**
 * A ComfyUI server: the workflow is queued with POST /prompt, its history polled until the
 * SaveImage node has written the picture, and the file read back with GET /view. IMAGE_MODEL names
 * the checkpoint file. IMAGE_TIMEOUT_MS bounds the whole wait, time in ComfyUI's queue included.
 */
export function createComfyUiEngine(config: ImageConfig & { baseUrl: string; model: string }): ImageEngine {
  const server = vendorServer(config.baseUrl, config.maxRetries, {}, config.aiAllowedHosts);
  return {
    engine: 'comfyui',
    model: config.model,
    async draw(request) {
      const signal = deadline(config.timeoutMs, request.signal);
      let promptId: string | undefined;
      try {
        const answer = await callVendor(server, '/prompt', {
          method: 'POST',
          json: { prompt: txt2imgWorkflow(request, config.model), client_id: randomUUID() },
          signal,
        });
        promptId = (await readJson(answer, queued)).prompt_id;
        const image = await savedPicture(server, promptId, signal);
        const query = new URLSearchParams({ filename: image.filename, subfolder: image.subfolder, type: image.type });
        const file = await callVendor(server, `/view?${query}`, { accept: 'image/*', signal });
        return await checkedImage(Buffer.from(await file.arrayBuffer()));
      } catch (error) {
        if (promptId && signal.aborted) forget(server, promptId);
        throw toImageEngineError(error, request.signal);
      }
    },
  };
}
