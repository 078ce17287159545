import { activeLocale, i18n } from '@/i18n/i18n';
import { contentValues } from '../lib/content-values';

/** One question and its plain-text answer (spec §3), in the language shown. */
export interface FaqItem {
  id: string;
  question: string;
  answer: string;
  category: string;
}

/** The general FAQ's categories, in order (their names are in the `faq` catalogue). */
export const faqCategoryIds = [
  'general',
  'features',
  'pricing',
  'usageRights',
  'quality',
  'technical',
  'security',
  'support',
  'customization',
] as const;
export type FaqCategoryId = (typeof faqCategoryIds)[number];

/** The general FAQ (/faq): 15 questions. The words are in the `faq` catalogue; every price comes from the plan catalogue. */
const faqEntries = [
  { id: 'what-is-genesis-studio', category: 'general' },
  { id: 'who-is-it-for', category: 'general' },
  { id: 'what-can-i-create', category: 'features' },
  { id: 'voice-cloning', category: 'features' },
  { id: 'how-much-does-it-cost', category: 'pricing' },
  { id: 'free-trial', category: 'pricing' },
  { id: 'cancel-or-change-plan', category: 'pricing' },
  { id: 'who-owns-content', category: 'usageRights' },
  { id: 'commercial-use', category: 'usageRights' },
  { id: 'output-quality', category: 'quality' },
  { id: 'self-hosting', category: 'technical' },
  { id: 'devices', category: 'technical' },
  { id: 'data-security', category: 'security' },
  { id: 'getting-help', category: 'support' },
  { id: 'customization', category: 'customization' },
] as const satisfies readonly { id: string; category: FaqCategoryId }[];

export const faqIds = faqEntries.map((entry) => entry.id);

/** The category names, in `locale` (the active language unless given). */
export function faqCategories(locale: string = activeLocale()): string[] {
  const t = i18n.getFixedT(locale, 'faq');
  return faqCategoryIds.map((id) => t(`categories.${id}`));
}

/** The questions and answers, in `locale` (its `faq` and `marketing` catalogues loaded). */
export function faqItems(locale: string = activeLocale()): FaqItem[] {
  const t = i18n.getFixedT(locale, 'faq');
  const values = contentValues(locale);
  return faqEntries.map(({ id, category }) => ({
    id,
    category: t(`categories.${category}`),
    question: t(`items.${id}.question`),
    answer: t(`items.${id}.answer`, values),
  }));
}
