import { z } from 'zod';
import { engineFallback } from './ai';
import {
  aspectRatios,
  colorPalettes,
  compositionOptions,
  controlLabel,
  DEFAULT_ASPECT_RATIO,
  DEFAULT_COLOR_PALETTE,
  DEFAULT_COMPOSITION,
  DEFAULT_IMAGE_QUALITY,
  DEFAULT_IMAGE_STYLE,
  DEFAULT_LIGHTING,
  FAVORITE_STYLES_MAX,
  GALLERY_MAX_LIMIT,
  GALLERY_PAGE_SIZE,
  IMAGE_COUNT,
  IMAGE_PROMPT_MAX_LENGTH,
  imageQualities,
  imageStyleIds,
  imageStyleLabel,
  lightingOptions,
  PROMPT_HISTORY_MAX,
} from '../catalog/images';

/** Form problems with the toast title and text the spec gives them (§5); the server answers the same text. */
export const imageProblems = {
  promptRequired: { title: 'Missing Prompt', message: 'Please enter a description for your image' },
  promptTooLong: { title: 'Prompt Too Long', message: `Please keep your description under ${IMAGE_PROMPT_MAX_LENGTH} characters.` },
} as const;

/**
 * A catalogue value sent as its id or as the label users see, in any letter case ('watercolor',
 * 'Watercolor', 'Golden Hour', 'golden-hour'), read as its id. Anything else is refused with the list
 * of what is accepted, under the name of the field that held it.
 */
function catalogChoice<const Id extends string>(ids: readonly [Id, ...Id[]], labelOf: (id: Id) => string) {
  const byName = new Map<string, Id>();
  for (const id of ids) {
    byName.set(id.toLowerCase(), id);
    byName.set(labelOf(id).toLowerCase(), id);
  }
  const labels = ids.map(labelOf);
  const accepted = labels.every((label, index) => label === ids[index])
    ? labels.join(', ')
    : `${labels.join(', ')} (or the ids ${ids.join(', ')})`;
  return (field: string) => {
    const message = `${field} must be one of: ${accepted}`;
    return z
      .string({ error: message })
      .describe(`${accepted}; any letter case`)
      .transform((value, context) => {
        const id = byName.get(value.trim().toLowerCase());
        if (id) return id;
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      });
  };
}

/** The image controls by id or label (spec §9): the client's forms send ids; clients following the spec may send labels. */
const imageChoice = {
  style: catalogChoice(imageStyleIds, imageStyleLabel),
  aspectRatio: catalogChoice(aspectRatios, (ratio) => ratio),
  quality: catalogChoice(imageQualities, controlLabel),
  lighting: catalogChoice(lightingOptions, controlLabel),
  composition: catalogChoice(compositionOptions, controlLabel),
  colorPalette: catalogChoice(colorPalettes, controlLabel),
};

/** POST /api/images/generate (spec §7). Every control is checked against the catalogue. */
export const generateImagesInput = z.strictObject({
  prompt: z
    .string({ error: imageProblems.promptRequired.message })
    .trim()
    .min(1, imageProblems.promptRequired.message)
    .max(IMAGE_PROMPT_MAX_LENGTH, imageProblems.promptTooLong.message),
  style: imageChoice.style('style').default(DEFAULT_IMAGE_STYLE),
  aspectRatio: imageChoice.aspectRatio('aspectRatio').default(DEFAULT_ASPECT_RATIO),
  quality: imageChoice.quality('quality').default(DEFAULT_IMAGE_QUALITY),
  count: z.number().int().min(IMAGE_COUNT.min).max(IMAGE_COUNT.max).default(IMAGE_COUNT.default),
  lighting: imageChoice.lighting('lighting').default(DEFAULT_LIGHTING),
  composition: imageChoice.composition('composition').default(DEFAULT_COMPOSITION),
  colorPalette: imageChoice.colorPalette('colorPalette').default(DEFAULT_COLOR_PALETTE),
  /** Same input and seed, same picture (offline renderer); unset, a new seed per image. */
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .optional(),
  /** The project the pictures are made for: they go to the gallery and are used in that project. */
  projectId: z.uuid('Project id must be a UUID').optional(),
});
export type GenerateImagesInput = z.input<typeof generateImagesInput>;
export type GenerateImagesRequest = z.output<typeof generateImagesInput>;

export const generatedImageSummary = z.object({
  id: z.string(),
  url: z.string(),
  /** A small WebP for grids. */
  thumbnailUrl: z.string(),
  /** The prompt the engine drew from: the user's words plus style, lighting, composition, palette, quality. */
  enhancedPrompt: z.string(),
  /** Which engine drew it, e.g. 'offline-preview' (DESIGN.md §1.3). */
  engine: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type GeneratedImageSummary = z.infer<typeof generatedImageSummary>;

export const generateImagesResponse = z.object({
  imageUrls: z.array(z.string()),
  images: z.array(generatedImageSummary),
  enhancedPrompt: z.string(),
  engine: z.string(),
  /** The image engine the settings name, when it cannot be used and the offline renderer drew in its place. */
  fallbackFrom: engineFallback.optional(),
});
export type GenerateImagesResponse = z.infer<typeof generateImagesResponse>;

/** A generated image as the gallery lists it (spec §3), plus its thumbnail and engine. */
export const galleryImage = z.object({
  id: z.string(),
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
  prompt: z.string(),
  enhancedPrompt: z.string(),
  style: z.string(),
  quality: z.string(),
  aspectRatio: z.string(),
  engine: z.string(),
  createdAt: z.string(),
});
export type GalleryImage = z.infer<typeof galleryImage>;

export const galleryQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(GALLERY_MAX_LIMIT).default(GALLERY_PAGE_SIZE),
  search: z.string().trim().max(200).optional(),
});
export type GalleryQuery = z.input<typeof galleryQuery>;

export const galleryResponse = z.object({
  images: z.array(galleryImage),
  /** The pages of this listing: with a search, `total` counts the images that match it. */
  pagination: z.object({ page: z.number().int(), total: z.number().int(), totalPages: z.number().int() }),
  /** The whole library, whatever the search: how many images and when the newest was made (null: none yet). */
  library: z.object({ total: z.number().int(), latestAt: z.string().nullable() }),
});
export type GalleryResponse = z.infer<typeof galleryResponse>;

/** GET / PUT /api/user/preferences (spec §3). */
export const userPreferences = z.object({
  favoriteStyles: z.array(z.enum(imageStyleIds)).max(FAVORITE_STYLES_MAX),
  /** Newest first, no duplicates. */
  promptHistory: z.array(z.string().trim().min(1).max(IMAGE_PROMPT_MAX_LENGTH)).max(PROMPT_HISTORY_MAX),
  styleUsageCount: z.partialRecord(z.enum(imageStyleIds), z.number().int().min(0)),
  defaultAspectRatio: z.enum(aspectRatios),
  defaultQuality: z.enum(imageQualities),
  defaultLighting: z.enum(lightingOptions),
  defaultComposition: z.enum(compositionOptions),
  defaultColorPalette: z.enum(colorPalettes),
});
export type UserPreferences = z.infer<typeof userPreferences>;

/**
 * What a PUT may send: any of the fields. Lists longer than the caps are cut (newest first kept),
 * as the spec's client sends its whole memory after each generation.
 */
export const updatePreferencesInput = userPreferences
  .extend({
    favoriteStyles: z.array(imageChoice.style('favoriteStyles')).max(50),
    promptHistory: z.array(z.string().trim().min(1).max(IMAGE_PROMPT_MAX_LENGTH)).max(200),
    defaultAspectRatio: imageChoice.aspectRatio('defaultAspectRatio'),
    defaultQuality: imageChoice.quality('defaultQuality'),
    defaultLighting: imageChoice.lighting('defaultLighting'),
    defaultComposition: imageChoice.composition('defaultComposition'),
    defaultColorPalette: imageChoice.colorPalette('defaultColorPalette'),
  })
  .partial()
  .strict();
export type UpdatePreferencesInput = z.input<typeof updatePreferencesInput>;

export const promptSuggestionsQuery = z.object({ partial: z.string().max(IMAGE_PROMPT_MAX_LENGTH).default('') });
export const promptSuggestionsResponse = z.array(z.string());
