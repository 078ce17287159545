import { imageStyles } from '@shared/catalog/images';
import { formatPlanPrice, freeTrial, planList, plans } from '@shared/catalog/plans';
import { scriptTones, videoLengths } from '@shared/catalog/scripts';
import { embeddedStockVoices } from '@shared/catalog/voice';
import { countWord } from '../lib/count-word';

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
  feature: string;
  genesis: string;
  jasper: string;
  copyai: string;
  /** Which platform does this best; 'tie' when none stands out. */
  winner: PlatformId | 'tie';
}

/** The two competitors the marketing pages quote, with the monthly prices they publish (spec §9). */
export const COMPETITORS = [
  { id: 'jasper', name: 'Jasper', price: '$49/month' },
  { id: 'copyai', name: 'Copy.ai', price: '$36/month' },
] as const satisfies readonly { id: PlatformId; name: string; price: string }[];

const [jasper, copyai] = COMPETITORS;

/** When the competitor facts were last checked against the vendors' public pages. */
export const comparisonCheckedOn = '2025-07-15';

export const platforms: Platform[] = [
  {
    id: 'genesis',
    name: 'Genesis Studio',
    tagline: 'Scripts, voice, SEO and images for video creators in one studio.',
    price: `from ${formatPlanPrice(plans.weekly)}`,
    highlights: [
      `YouTube-focused script generator with ${scriptTones.length} tones and ${videoLengths.length} lengths`,
      'AI voiceovers and voice cloning built in',
      'Image generation with professional controls',
      'Self-hostable: your data stays on your server',
    ],
    visitUrl: '/',
  },
  {
    id: 'jasper',
    name: jasper.name,
    tagline: 'An AI marketing copy platform for brand and content teams.',
    price: jasper.price,
    highlights: [
      'Brand Voice and a large library of marketing templates',
      'Team seats and shared workspaces',
      'AI image generation included',
      'Browser extension and integrations',
    ],
    visitUrl: 'https://www.jasper.ai/',
  },
  {
    id: 'copyai',
    name: copyai.name,
    tagline: 'AI copywriting and workflows for sales and marketing.',
    price: copyai.price,
    highlights: [
      'Free plan to try the basics',
      'Workflows that automate sales and marketing tasks',
      'Chat-based writing assistant',
      'Templates for ads, e-mails and social posts',
    ],
    visitUrl: 'https://www.copy.ai/',
  },
];

/** The comparison table (/ai-script-generator-comparison). */
export const comparisonRows: ComparisonRow[] = [
  {
    feature: 'Starting price',
    genesis: `From ${formatPlanPrice(plans.weekly)}; monthly plans ${planList
      .filter((plan) => plan.interval === 'month')
      .map((plan) => formatPlanPrice(plan).replace('/month', ''))
      .join(' or ')}`,
    jasper: jasper.price,
    copyai: copyai.price,
    winner: 'genesis',
  },
  {
    feature: 'Free access',
    genesis: `${freeTrial.durationHours}-hour free trial, no credit card`,
    jasper: '7-day free trial',
    copyai: 'Free plan with limited usage',
    winner: 'copyai',
  },
  {
    feature: 'YouTube script generator',
    genesis: `Topic, ${videoLengths.length} video lengths, ${scriptTones.length} tones, quick templates`,
    jasper: 'General-purpose templates',
    copyai: 'General-purpose templates and workflows',
    winner: 'genesis',
  },
  {
    feature: 'AI voiceover of scripts',
    genesis: `Built in, ${countWord(embeddedStockVoices.length)} voices`,
    jasper: 'Not included',
    copyai: 'Not included',
    winner: 'genesis',
  },
  {
    feature: 'Voice cloning',
    genesis: 'From a 30\u201360 second sample',
    jasper: 'Not included',
    copyai: 'Not included',
    winner: 'genesis',
  },
  {
    feature: 'Image generation',
    genesis: `${imageStyles.length} styles with lighting, composition and colour controls`,
    jasper: 'Included',
    copyai: 'Not included',
    winner: 'genesis',
  },
  {
    feature: 'SEO analysis',
    genesis: 'Score, titles, description and tags',
    jasper: 'SEO mode and integrations',
    copyai: 'SEO workflows',
    winner: 'tie',
  },
  {
    feature: 'Chat assistant',
    genesis: 'Story ideas, script prompts and ads, with voice replies',
    jasper: 'Chat assistant',
    copyai: 'Chat assistant',
    winner: 'genesis',
  },
  {
    feature: 'Brand voice and marketing templates',
    genesis: 'Tone plus niche, audience and budget context',
    jasper: 'Brand Voice and a large template library',
    copyai: 'Brand voice and templates',
    winner: 'jasper',
  },
  {
    feature: 'Sales and marketing workflow automation',
    genesis: 'Not included',
    jasper: 'Limited',
    copyai: 'Workflows across sales and marketing tasks',
    winner: 'copyai',
  },
  {
    feature: 'Self-hosting and data control',
    genesis: 'Self-hostable, open source (AGPL)',
    jasper: 'Cloud only',
    copyai: 'Cloud only',
    winner: 'genesis',
  },
  {
    feature: 'Ownership of what you create',
    genesis: 'You own your content',
    jasper: 'You own your outputs',
    copyai: 'You own your outputs',
    winner: 'tie',
  },
];

export function platformName(id: PlatformId | 'tie'): string {
  if (id === 'tie') return 'Tie';
  return platforms.find((platform) => platform.id === id)?.name ?? id;
}
