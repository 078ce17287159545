import { i18n } from '@/i18n/i18n';

/** The chat's problems a toast reports (spec §5, §8). */
export type ChatProblemId =
  | 'notConnected'
  | 'speechOffline'
  | 'noConversation'
  | 'noVoiceProfile'
  | 'newChatFailed'
  /** The microphone refused (spec §8), as the voice recorder says it; the voice feature is not loaded with the chat. */
  | 'microphoneRefused';

/** What a problem's toast says, in the interface language at the time it shows. */
export function chatProblem(id: ChatProblemId): { title: string; description: string } {
  return { title: i18n.t(`chat:problems.${id}.title`), description: i18n.t(`chat:problems.${id}.description`) };
}

/** The title over a socket 'error' event's message. */
export const chatErrorTitle = (): string => i18n.t('chat:problems.serverError');
