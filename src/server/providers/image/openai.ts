import type * as OpenAi from '@ai-sdk/openai';
import type { ImageConfig } from '../../config/config';
import { deadline } from '../vendor-request';
import { aiServerFetch } from '../ai-server-address';
import { checkedImage, fromBase64 } from './checked-image';
import { toImageEngineError } from './classify-failure';
import type { ImageEngine, ImageRequest } from './image-engine';
import { ai, onFirstUse } from '../../lib/on-first-use';

const openAi = onFirstUse<typeof OpenAi>('@ai-sdk/openai');

type Size = `${number}x${number}`;
type Orientation = 'square' | 'landscape' | 'portrait';

/** The fixed sizes each OpenAI model family draws, by orientation, and how it names its qualities. */
const families = {
  'gpt-image': {
    sizes: { square: '1024x1024', landscape: '1536x1024', portrait: '1024x1536' },
    quality: { standard: 'medium', hd: 'high' },
  },
  'dall-e-3': {
    sizes: { square: '1024x1024', landscape: '1792x1024', portrait: '1024x1792' },
    quality: { standard: 'standard', hd: 'hd' },
  },
  'dall-e-2': {
    sizes: { square: '1024x1024', landscape: '1024x1024', portrait: '1024x1024' },
    quality: undefined,
  },
} satisfies Record<string, { sizes: Record<Orientation, Size>; quality: Record<string, string> | undefined }>;

function familyOf(model: string): keyof typeof families | undefined {
  if (model.startsWith('gpt-image-') || model.startsWith('chatgpt-image-')) return 'gpt-image';
  if (model === 'dall-e-3' || model === 'dall-e-2') return model;
  return undefined;
}

function orientationOf(width: number, height: number): Orientation {
  if (width === height) return 'square';
  return width > height ? 'landscape' : 'portrait';
}

/**
 * The size and quality to ask for. OpenAI's models take only a few sizes: the one with the request's
 * orientation. Any other model id (an OpenAI-compatible server such as LocalAI) gets the request's
 * own pixel size and no quality field.
 */
export function openAiImageOptions(model: string, request: Pick<ImageRequest, 'aspectRatio' | 'quality' | 'width' | 'height'>) {
  const [w, h] = request.aspectRatio.split(':').map(Number) as [number, number];
  const family = familyOf(model);
  if (!family) return { size: `${request.width}x${request.height}` as Size, quality: undefined };
  const { sizes, quality } = families[family];
  return { size: sizes[orientationOf(w, h)], quality: quality?.[request.quality] };
}

/**
 * OpenAI Images (POST /images/generations) through the AI SDK, or any server that speaks it at
 * OPENAI_BASE_URL. The SDK retries 429 and 5xx; the timeout covers the whole call, retries included.
 */
export function createOpenAiImageEngine(config: ImageConfig & { model: string }): ImageEngine {
  // A compatible server may take no key; the SDK would otherwise look for OPENAI_API_KEY itself.
  const provider = openAi().createOpenAI({
    apiKey: config.apiKey ?? '',
    baseURL: config.baseUrl,
    fetch: aiServerFetch(config.aiAllowedHosts),
  });
  const imageModel = provider.image(config.model);
  return {
    engine: 'openai',
    model: config.model,
    async draw(request) {
      const { size, quality } = openAiImageOptions(config.model, request);
      try {
        const result = await ai().generateImage({
          model: imageModel,
          prompt: request.enhancedPrompt,
          n: 1,
          size,
          providerOptions: quality ? { openai: { quality } } : undefined,
          maxRetries: config.maxRetries,
          abortSignal: deadline(config.timeoutMs, request.signal),
        });
        return await checkedImage(fromBase64(result.image.base64));
      } catch (error) {
        throw toImageEngineError(error, request.signal);
      }
    },
  };
}
