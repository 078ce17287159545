import { embeddedStockVoices } from '@shared/catalog/voice';
import { AFFILIATE_COMMISSION_RATE, DONATION, freeTrial, plans, type Plan } from '@shared/catalog/plans';
import { formatNumber, formatPrice } from '@/i18n/format';
import { planName, planPrice } from '@/lib/plan-text';

/** What a document (legal text, article) says that comes from the product's settings, in its language's formats. */
export interface DocumentValues {
  /** The operator's support address as a mail link, or the words for "the operator of this service". */
  contact: string;
  trialHours: number;
  weekly: PlanValues;
  basic: PlanValues;
  premium: Omit<PlanValues, 'scripts' | 'images'>;
  donation: string;
  /** '30%' / '30 %' */
  commission: string;
  /** How many built-in voices: in words in English ('twelve'), digits elsewhere. */
  voiceCount: string;
}

interface PlanValues {
  /** 'Weekly Basic', 'Básico semanal': as the plans page names it. */
  name: string;
  /** '$9.99/week' in the language's currency format and words. */
  price: string;
  scripts: number;
  images: number;
}

const englishCounts = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/**
 * The values in `locale`: `operator` is how the language says "the operator of this service" (used
 * when no support address is set).
 */
export function documentValues(
  locale: string,
  { supportEmail, operator }: { supportEmail: string | null; operator: string },
): DocumentValues {
  const plan = (entry: Plan) => ({
    name: planName(entry.id, locale),
    price: planPrice(entry, locale),
    scripts: entry.limits.scripts ?? 0,
    images: entry.limits.images ?? 0,
  });
  return {
    contact: supportEmail ? `[${supportEmail}](mailto:${supportEmail})` : operator,
    trialHours: freeTrial.durationHours,
    weekly: plan(plans.weekly),
    basic: plan(plans.basic),
    premium: plan(plans.premium),
    donation: formatPrice(DONATION.amountCents, 'USD', locale),
    commission: formatNumber(AFFILIATE_COMMISSION_RATE, { style: 'percent' }, locale),
    voiceCount:
      locale === 'en'
        ? (englishCounts[embeddedStockVoices.length] ?? String(embeddedStockVoices.length))
        : String(embeddedStockVoices.length),
  };
}
