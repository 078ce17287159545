import { SPEECH_RATE } from '@shared/catalog/voice';

/** The Chat Settings dialog's choices, plus the auto-play toggle (spec §2, §9). */
export type ChatSettings = {
  voiceEnabled: boolean;
  voiceProfileId: string | null;
  speechRate: number;
  autoPlay: boolean;
};

export const defaultChatSettings: ChatSettings = {
  voiceEnabled: false,
  voiceProfileId: null,
  speechRate: SPEECH_RATE.default,
  autoPlay: true,
};
