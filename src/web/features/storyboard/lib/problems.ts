import { SCENE_MIN_SECONDS, storyboardProblems } from '@shared/contracts/storyboard';
import { formatNumber } from '@/i18n/format';
import { i18n } from '@/i18n/i18n';

type ProblemKey = keyof typeof storyboardProblems;

/** A storyboard problem the server and the client share, in the interface language. */
export function storyboardProblemText(key: ProblemKey): string {
  return key === 'tooShort'
    ? i18n.t('storyboard:problems.tooShort', { seconds: formatNumber(SCENE_MIN_SECONDS) })
    : i18n.t(`storyboard:problems.${key}`);
}

/**
 * A message from the server in the interface language: the storyboard problems it words in English
 * (the texts it shares with the client) are translated; any other message shows as the server wrote it.
 */
export function problemText(message: string): string {
  const key = (Object.keys(storyboardProblems) as ProblemKey[]).find((candidate) => storyboardProblems[candidate] === message);
  return key ? storyboardProblemText(key) : message;
}
