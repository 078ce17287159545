import type { QuickTemplateId, VideoLength } from '@shared/catalog/scripts';
import type { TopicAnalysis } from './topic-analysis';

/** The four script shapes a text model is briefed with; they match the quick templates one to one. */
export type StructureId = QuickTemplateId;

/**
 * The quick template decides; without one the topic does: 'how to …' teaches (tutorial), 'review',
 * 'A vs B', 'best …' and product names judge (review), 'my day …', 'I tried …' tell (vlog),
 * questions and everything else explain (explainer).
 */
export function chooseStructure(template: QuickTemplateId | undefined, topic: TopicAnalysis): StructureId {
  if (template) return template;
  switch (topic.intent) {
    case 'how-to':
      return 'tutorial';
    case 'comparison':
    case 'review':
      return 'review';
    case 'personal':
      return 'vlog';
    case 'question':
      return 'explainer';
    case 'general':
      return looksLikeProduct(topic) ? 'review' : 'explainer';
  }
}

/** A model name: a name with a digit or inner capitals ('iPhone 15', 'WH-1000XM5', 'PlayStation'). */
function looksLikeProduct(topic: TopicAnalysis): boolean {
  return topic.keyPhrases.some(
    (phrase) => phrase.proper && (/\d/.test(phrase.text) || /[a-z][A-Z]/.test(phrase.text) || /-\d/.test(phrase.text)),
  );
}

/** How many body sections a text model is asked for, by length. */
export const bodySectionCounts: Record<VideoLength, number> = {
  '1-3 minutes': 3,
  '3-5 minutes': 4,
  '5-10 minutes': 6,
  '10+ minutes': 8,
};
