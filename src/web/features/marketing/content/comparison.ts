import { activeLocale, i18n } from '@/i18n/i18n';
import { contentValues } from '../lib/content-values';
import { COMPETITORS } from './competitors';

export { COMPETITORS } from './competitors';

export type PlatformId = 'genesis' | 'jasper' | 'copyai';

export interface Platform {
  id: PlatformId;
  name: string;
  /** What the platform is best at, in one line. */
  tagline: string;
  /** The entry price as the vendor publishes it (ours from the plan catalogue). */
  price: string;
  highlights: string[];
  /** Where the Visit button goes (opens in a new tab). */
  visitUrl: string;
}

export interface ComparisonRow {
  id: ComparisonRowId;
  feature: string;
  genesis: string;
  jasper: string;
  copyai: string;
  /** Which platform does this best; 'tie' when none stands out. */
  winner: PlatformId | 'tie';
}

/** When the competitor facts were last checked against the vendors' public pages. */
export const comparisonCheckedOn = '2025-07-15';

const [jasper, copyai] = COMPETITORS;

const platformEntries = [
  { id: 'genesis', name: 'Genesis Studio', visitUrl: '/' },
  { id: 'jasper', name: jasper.name, visitUrl: 'https://www.jasper.ai/' },
  { id: 'copyai', name: copyai.name, visitUrl: 'https://www.copy.ai/' },
] as const satisfies readonly { id: PlatformId; name: string; visitUrl: string }[];

/** The comparison table's rows (/ai-script-generator-comparison), in order, with who does each best. */
const rowEntries = [
  { id: 'startingPrice', winner: 'genesis' },
  { id: 'freeAccess', winner: 'copyai' },
  { id: 'scriptGenerator', winner: 'genesis' },
  { id: 'voiceover', winner: 'genesis' },
  { id: 'voiceCloning', winner: 'genesis' },
  { id: 'imageGeneration', winner: 'genesis' },
  { id: 'seoAnalysis', winner: 'tie' },
  { id: 'chatAssistant', winner: 'genesis' },
  { id: 'brandVoice', winner: 'jasper' },
  { id: 'workflowAutomation', winner: 'copyai' },
  { id: 'selfHosting', winner: 'genesis' },
  { id: 'ownership', winner: 'tie' },
] as const satisfies readonly { id: string; winner: PlatformId | 'tie' }[];

export type ComparisonRowId = (typeof rowEntries)[number]['id'];

/** The three platforms' cards, in `locale`. */
export function platforms(locale: string = activeLocale()): Platform[] {
  const t = i18n.getFixedT(locale, 'comparison');
  const values = contentValues(locale);
  const price = { genesis: t('platforms.genesis.price', values), jasper: values.jasperPrice, copyai: values.copyaiPrice };
  return platformEntries.map(({ id, name, visitUrl }) => ({
    id,
    name,
    visitUrl,
    price: price[id],
    tagline: t(`platforms.${id}.tagline`),
    highlights: [...t(`platforms.${id}.highlights`, { ...values, returnObjects: true })],
  }));
}

/** The comparison table, in `locale`. */
export function comparisonRows(locale: string = activeLocale()): ComparisonRow[] {
  const t = i18n.getFixedT(locale, 'comparison');
  const values = contentValues(locale);
  return rowEntries.map(({ id, winner }) => ({
    id,
    winner,
    feature: t(`rows.${id}.feature`),
    genesis: t(`rows.${id}.genesis`, values),
    jasper: t(`rows.${id}.jasper`, values),
    copyai: t(`rows.${id}.copyai`, values),
  }));
}

/** A platform's name, or the word for a tie. */
export function platformName(id: PlatformId | 'tie', locale: string = activeLocale()): string {
  if (id === 'tie') return i18n.t('marketing:comparisonPage.tie', { lng: locale });
  return platformEntries.find((platform) => platform.id === id)?.name ?? id;
}
