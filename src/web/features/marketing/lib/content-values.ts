import { imageStyles } from '@shared/catalog/images';
import { AFFILIATE_COMMISSION_RATE, freeTrial, plans } from '@shared/catalog/plans';
import { scriptTones, videoLengths } from '@shared/catalog/scripts';
import { embeddedStockVoices } from '@shared/catalog/voice';
import { formatNumber, formatPrice } from '@/i18n/format';
import { activeLocale, i18n } from '@/i18n/i18n';
import { planName, planPrice, pricePer } from '@/lib/plan-text';
import { COMPETITORS, type Competitor } from '../content/competitors';
import { countWord, countWordCapitalised } from './count-word';

// The numbers, prices and names the marketing texts fill in, in one language's formats and words.
// The catalogues (marketing, faq, scriptFaq, features, comparison) hold the words around them.

/** A competitor's published price: '$49/month'. */
export const competitorPrice = (competitor: Competitor, locale: string = activeLocale()): string =>
  pricePer(
    formatNumber(competitor.priceCents / 100, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }, locale),
    competitor.interval,
    locale,
  );

/** The affiliate commission: '30%', '30 %'. */
export const commissionPercent = (locale: string = activeLocale()): string =>
  formatNumber(AFFILIATE_COMMISSION_RATE, { style: 'percent' }, locale);

/** A count as prose writes it: in words up to twelve in English ('eight'), in digits in the other languages. */
export const proseCount = (count: number, locale: string = activeLocale(), capitalised = false): string =>
  locale === 'en' ? (capitalised ? countWordCapitalised(count) : countWord(count)) : formatNumber(count, undefined, locale);

/** 'a, b and c' in the language's words (no serial comma in English). */
export function joinList(items: readonly string[], conjunction: 'and' | 'or', locale: string = activeLocale()): string {
  if (items.length < 2) return items.join('');
  return i18n.t(`marketing:list.${conjunction}`, { lng: locale, items: items.slice(0, -1).join(', '), last: items.at(-1) });
}

/** Every value the marketing texts interpolate. */
export function contentValues(locale: string = activeLocale()) {
  const { weekly, basic, premium } = plans;
  const [jasper, copyai] = COMPETITORS;
  const number = (value: number) => formatNumber(value, undefined, locale);
  const length = (label: string) => i18n.t(`marketing:lengths.${label as (typeof videoLengths)[number]['label']}`, { lng: locale });
  return {
    trialHours: freeTrial.durationHours,
    weeklyName: planName('weekly', locale),
    basicName: planName('basic', locale),
    premiumName: planName('premium', locale),
    weeklyPrice: planPrice(weekly, locale),
    basicPrice: planPrice(basic, locale),
    premiumPrice: planPrice(premium, locale),
    basicAmount: formatPrice(basic.priceCents, 'USD', locale),
    premiumAmount: formatPrice(premium.priceCents, 'USD', locale),
    weeklyScripts: number(weekly.limits.scripts ?? 0),
    weeklyImages: number(weekly.limits.images ?? 0),
    basicScripts: number(basic.limits.scripts ?? 0),
    basicImages: number(basic.limits.images ?? 0),
    jasperPrice: competitorPrice(jasper, locale),
    copyaiPrice: competitorPrice(copyai, locale),
    commission: commissionPercent(locale),
    voiceCount: proseCount(embeddedStockVoices.length, locale),
    toneCount: proseCount(scriptTones.length, locale),
    toneCountCapitalised: proseCount(scriptTones.length, locale, true),
    lengthCountCapitalised: proseCount(videoLengths.length, locale, true),
    styleCountCapitalised: proseCount(imageStyles.length, locale, true),
    toneNumber: number(scriptTones.length),
    lengthNumber: number(videoLengths.length),
    styleNumber: number(imageStyles.length),
    shortestLength: length(videoLengths[0]!.label),
    longestLength: length(videoLengths.at(-1)!.label),
    toneList: joinList(
      scriptTones.map((tone) => i18n.t(`marketing:tones.${tone}`, { lng: locale })),
      'and',
      locale,
    ),
  };
}
