import type { SpeechConfig } from '../../config/config';
import { createElevenLabsCloner, type ElevenLabsCloner } from '../voice-clone/elevenlabs-clone';
import { createElevenLabsSpeechEngine } from './elevenlabs/elevenlabs-tts';
import { createEspeakEngine, type EspeakSpeechEngine } from './espeak/espeak-engine';
import { createOpenAiSpeechEngine } from './openai-tts';
import type { SpeechEngine } from './speech-engine';

/** The engines the voice features speak with. */
export interface SpeechEngines {
  /** Stock voices and voiceovers: the vendor TTS_PROVIDER names, else eSpeak NG. */
  active: SpeechEngine;
  /** Always there: offline voice-match profiles speak through it whatever the active engine. */
  espeak: EspeakSpeechEngine;
  /** ElevenLabs when a key is set: cloned profiles speak through it. */
  elevenLabs: SpeechEngine | undefined;
  /** ElevenLabs instant voice cloning when a key is set; else profiles use the offline voice match. */
  cloner: ElevenLabsCloner | undefined;
}

/** The speech engines the settings choose (DESIGN.md §5); eSpeak NG's threads are shared when given. */
export function openSpeechEngines(config: SpeechConfig, espeak: EspeakSpeechEngine = createEspeakEngine()): SpeechEngines {
  const elevenLabs = config.cloning ? createElevenLabsSpeechEngine({ ...config, ...config.cloning }) : undefined;
  const active = {
    espeak: () => espeak,
    openai: () => createOpenAiSpeechEngine(config),
    elevenlabs: () => elevenLabs ?? createElevenLabsSpeechEngine(config),
  }[config.provider]();
  const cloner = config.cloning ? createElevenLabsCloner({ ...config, cloning: config.cloning }) : undefined;
  return { active, espeak, elevenLabs, cloner };
}
