import type { AspectRatio, ColorPalette, Composition, ImageQuality, ImageStyle, Lighting } from '@shared/catalog/images';

/** Engine ids as responses and GET /api/ai/status report them. */
export type ImageEngineId = 'offline-preview' | 'openai' | 'automatic1111' | 'comfyui';

/** One picture to draw; every control is already validated against the catalogue. */
export interface ImageRequest {
  /** The user's own words. */
  prompt: string;
  /** The user's words plus style, lighting, composition, palette and quality (prompt-enhancer.ts). */
  enhancedPrompt: string;
  style: ImageStyle;
  aspectRatio: AspectRatio;
  quality: ImageQuality;
  lighting: Lighting;
  composition: Composition;
  colorPalette: ColorPalette;
  /** Pixel size from imagePixelSize(aspectRatio, quality); engines with fixed sizes pick the nearest. */
  width: number;
  height: number;
  /** 0 … 2^31-1; the same request and seed give the same picture where the engine allows it. */
  seed: number;
  signal?: AbortSignal;
}

/** Either an encoded image (PNG, JPEG, WebP … anything sharp reads) or raw pixels. */
export type DrawnImage = { encoded: Buffer } | { raw: Buffer; width: number; height: number; channels: 3 | 4 };

/**
 * One interface over every image vendor (DESIGN.md §5). The caller encodes the result as JPEG with
 * a WebP thumbnail and stores it. Failures are thrown as EngineError (../engine-error.ts).
 */
export interface ImageEngine {
  readonly engine: ImageEngineId;
  /** The vendor's model id, or null for the offline title-card renderer. */
  readonly model: string | null;
  draw(request: ImageRequest): Promise<DrawnImage>;
  /** Stops what the engine runs in this process (the offline renderer's threads). */
  close?(): Promise<void>;
}
