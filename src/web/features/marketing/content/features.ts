import { AudioLines, Braces, FileText, GalleryVerticalEnd, Image, MessagesSquare, Search, Server, Users } from 'lucide-react';
import { apiDocsPaths } from '@shared/routes';
import { activeLocale, i18n } from '@/i18n/i18n';
import { contentValues } from '../lib/content-values';

export interface FeatureDetail {
  id: FeatureId;
  title: string;
  summary: string;
  points: string[];
  icon: typeof FileText;
  /** Addresses the server answers itself (not client pages): plain links, never the client's router. */
  links?: { label: string; href: string }[];
}

/** The /features page's cards, in order; the words are in the `features` catalogue. */
const featureEntries = [
  { id: 'script-writing', icon: FileText },
  { id: 'seo-optimization', icon: Search },
  { id: 'image-generation', icon: Image },
  { id: 'advanced-chat', icon: MessagesSquare },
  { id: 'voice-profiles', icon: AudioLines },
  { id: 'gallery', icon: GalleryVerticalEnd },
  { id: 'self-hosting', icon: Server },
  { id: 'api-access', icon: Braces },
  { id: 'affiliate-program', icon: Users },
] as const;

export type FeatureId = (typeof featureEntries)[number]['id'];

/** The /features page: what each part of the studio does, in detail, in `locale`. Counts come from the catalogues. */
export function featureDetails(locale: string = activeLocale()): FeatureDetail[] {
  const t = i18n.getFixedT(locale, 'features');
  const values = contentValues(locale);
  return featureEntries.map(({ id, icon }) => ({
    id,
    icon,
    title: t(`${id}.title`),
    summary: t(`${id}.summary`),
    points: [...t(`${id}.points`, { ...values, returnObjects: true })],
    ...(id === 'api-access'
      ? {
          links: [
            { label: t('api-access.links.reference'), href: apiDocsPaths.reference },
            { label: t('api-access.links.description'), href: apiDocsPaths.description },
          ],
        }
      : {}),
  }));
}
