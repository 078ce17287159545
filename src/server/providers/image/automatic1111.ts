import { z } from 'zod';
import type { ImageConfig } from '../../config/config';
import { checkedImage, fromBase64 } from './checked-image';
import { imageEngineError, toImageEngineError } from './classify-failure';
import type { ImageEngine } from './image-engine';
import { callVendor, deadline, vendorServer, readJson } from '../vendor-request';
import { NEGATIVE_PROMPT, samplingFor } from './stable-diffusion';

const txt2imgAnswer = z.object({ images: z.array(z.string()).min(1) });

/**
 * An AUTOMATIC1111 web UI (or a fork with the same API: Forge, SD.Next) started with --api:
 * POST /sdapi/v1/txt2img draws at the request's pixel size and seed and answers with base64 PNGs.
 * With IMAGE_MODEL set, that checkpoint is used for the picture; else the one the UI has loaded.
 */
export function createAutomatic1111Engine(config: ImageConfig & { baseUrl: string }): ImageEngine {
  const server = vendorServer(config.baseUrl, config.maxRetries, {}, config.aiAllowedHosts);
  return {
    engine: 'automatic1111',
    model: config.model ?? null,
    async draw(request) {
      const { steps, cfgScale } = samplingFor(request);
      try {
        const response = await callVendor(server, '/sdapi/v1/txt2img', {
          method: 'POST',
          json: {
            prompt: request.enhancedPrompt,
            negative_prompt: NEGATIVE_PROMPT,
            width: request.width,
            height: request.height,
            seed: request.seed,
            steps,
            cfg_scale: cfgScale,
            sampler_name: 'DPM++ 2M',
            batch_size: 1,
            n_iter: 1,
            ...(config.model ? { override_settings: { sd_model_checkpoint: config.model } } : {}),
          },
          signal: deadline(config.timeoutMs, request.signal),
        });
        const { images } = await readJson(response, txt2imgAnswer);
        const [first] = images;
        if (!first) throw imageEngineError('bad-output', new Error('txt2img answered without an image'));
        return await checkedImage(fromBase64(first));
      } catch (error) {
        throw toImageEngineError(error, request.signal);
      }
    },
  };
}
