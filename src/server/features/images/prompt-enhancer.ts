import { compositionPhrases, imageStylePrompts, lightingPhrases, palettePhrases, qualityPhrases } from '@shared/catalog/images';
import type { GenerateImagesRequest } from '@shared/contracts/images';

/**
 * The prompt an engine draws from: the user's words first, then style, lighting, composition,
 * palette and quality, comma-separated as image models expect. A phrase whose words the user
 * already wrote is not repeated ('a watercolor of a fox' does not get 'watercolor painting' twice).
 */
export function enhancePrompt(request: GenerateImagesRequest): string {
  const words = request.prompt.replace(/\s+/g, ' ').replace(/[\s,.;]+$/, '');
  const said = words.toLowerCase();
  const additions = [
    imageStylePrompts[request.style],
    lightingPhrases[request.lighting],
    compositionPhrases[request.composition],
    palettePhrases[request.colorPalette],
    qualityPhrases[request.quality],
  ].filter((phrase): phrase is string => Boolean(phrase) && !said.includes(phrase!.split(',')[0]!.toLowerCase()));
  return [words, ...additions].join(', ');
}
