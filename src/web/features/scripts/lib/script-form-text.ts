import { useTranslation } from 'react-i18next';
import type { QuickTemplateId, ScriptTone, VideoLength } from '@shared/catalog/scripts';

/**
 * The Script Writing form's words, shared with the studio's pre-rendered frame (which draws the same
 * form before the studio's code is in, so the two must not drift apart), in the interface language.
 */
export function useScriptFormText() {
  const { t } = useTranslation('scripts');
  return {
    title: t('form.title'),
    description: t('form.description'),
    topicLabel: t('form.topicLabel'),
    topicPlaceholder: t('form.topicPlaceholder'),
  };
}

/** The catalogue keys of the video lengths (their ids are the English labels the API takes). */
export const videoLengthKeys = {
  '1-3 minutes': 'oneToThree',
  '3-5 minutes': 'threeToFive',
  '5-10 minutes': 'fiveToTen',
  '10+ minutes': 'tenPlus',
} as const satisfies Record<VideoLength, string>;

/** The catalogue key of a tone ('Educational' → 'educational'). */
export const toneKey = (tone: ScriptTone) => tone.toLowerCase() as Lowercase<ScriptTone>;

/** A quick template's words in the interface language: its name, what it is for, and the topic it writes. */
export function useQuickTemplateText() {
  const { t } = useTranslation('scripts');
  return (id: QuickTemplateId) => ({
    label: t(`templates.${id}.label`),
    description: t(`templates.${id}.description`),
    topic: t(`templates.${id}.topic`),
  });
}
