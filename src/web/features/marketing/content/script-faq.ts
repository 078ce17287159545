import { activeLocale, i18n } from '@/i18n/i18n';
import { contentValues } from '../lib/content-values';
import type { FaqItem } from './faq';

/** The YouTube script generator FAQ (/youtube-script-generator-faq): six categories, three questions each. */
const scriptFaqEntries = [
  {
    category: 'basics',
    anchor: 'ai-script-generator-basics',
    ids: ['what-is-ai-script-generator', 'how-does-genesis-write-scripts', 'will-scripts-sound-robotic'],
  },
  {
    category: 'voiceCloning',
    anchor: 'voice-cloning-software',
    ids: ['what-is-voice-cloning', 'how-to-clone-voice', 'voice-cloning-consent'],
  },
  { category: 'youtube', anchor: 'youtube-content-creation', ids: ['script-length-for-youtube', 'improve-retention', 'titles-and-tags'] },
  { category: 'multimodal', anchor: 'multimodal-ai-platform', ids: ['what-is-multimodal', 'thumbnails-and-visuals', 'chat-assistant'] },
  { category: 'pricing', anchor: 'pricing-and-value', ids: ['script-generator-price', 'compared-to-others', 'is-it-worth-it'] },
  { category: 'gettingStarted', anchor: 'getting-started', ids: ['how-to-start', 'first-script', 'need-technical-skills'] },
] as const;

export type ScriptFaqCategoryId = (typeof scriptFaqEntries)[number]['category'];

export interface ScriptFaqCategory {
  id: ScriptFaqCategoryId;
  /** The section's element id, the same in every language (#ai-script-generator-basics). */
  anchor: string;
  name: string;
  items: FaqItem[];
}

/** The categories and their questions, in `locale` (its `scriptFaq` and `marketing` catalogues loaded). */
export function scriptFaqCategories(locale: string = activeLocale()): ScriptFaqCategory[] {
  const t = i18n.getFixedT(locale, 'scriptFaq');
  const values = contentValues(locale);
  return scriptFaqEntries.map(({ category, anchor, ids }) => {
    const name = t(`categories.${category}`);
    return {
      id: category,
      anchor,
      name,
      items: ids.map((id) => ({ id, category: name, question: t(`items.${id}.question`), answer: t(`items.${id}.answer`, values) })),
    };
  });
}
