import type { GenerateVoiceoverInput, GenerateVoiceoverResponse } from '@shared/contracts/voice';
import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../http-error';
import { toSrt, toWebVtt } from '../../providers/speech/captions';
import { encodeMp3 } from '../../providers/speech/mp3';
import { cleanForSpeech } from '../../providers/speech/speech-text';
import { newFileStem, publicFileUrl } from '../../providers/storage/file-storage';
import type { Entitlements } from '../billing';
import type { ResolvedVoice, VoiceResolver } from './voice-resolver';

/**
 * Speaks a text with a resolved voice and stores the MP3 with WebVTT and SRT captions timed from
 * the engine's word timings. Markdown, cue markers and emoji are not spoken.
 */
export async function createVoiceover(
  deps: Pick<AppDeps, 'storage'>,
  voice: ResolvedVoice,
  input: { text: string; rate?: number | undefined },
  signal?: AbortSignal,
): Promise<GenerateVoiceoverResponse> {
  const text = cleanForSpeech(input.text);
  if (!/[\p{L}\p{N}]/u.test(text)) {
    throw badRequest('There is nothing to speak in this text: it holds only cues, symbols or emoji.', 'NOTHING_TO_SPEAK');
  }
  const speech = await voice.speak({ text, rate: input.rate, signal });
  const mp3 = await encodeMp3(speech.pcm, speech.sampleRate, speech.sampleRate > 22_050 ? 96 : 64);
  signal?.throwIfAborted();

  const stem = newFileStem('voiceovers');
  const keys = { audio: `${stem}.mp3`, vtt: `${stem}.vtt`, srt: `${stem}.srt` };
  try {
    await Promise.all([
      deps.storage.put(keys.audio, mp3, 'audio/mpeg'),
      deps.storage.put(keys.vtt, Buffer.from(toWebVtt(speech.words)), 'text/vtt; charset=utf-8'),
      deps.storage.put(keys.srt, Buffer.from(toSrt(speech.words)), 'application/x-subrip; charset=utf-8'),
    ]);
  } catch (error) {
    await Promise.allSettled(Object.values(keys).map((key) => deps.storage.remove(key)));
    throw error;
  }
  return {
    audioUrl: publicFileUrl(keys.audio),
    engine: voice.engine,
    voiceId: voice.voiceId,
    durationSeconds: Math.round((speech.pcm.length / speech.sampleRate) * 100) / 100,
    captions: { vtt: publicFileUrl(keys.vtt), srt: publicFileUrl(keys.srt) },
  };
}

/**
 * A voiceover for a user: a place among the instance's generations (503 beyond them), the plan's
 * gate (voiceovers are not counted, DESIGN.md §4, but recorded like the others), the voice (a
 * preset or one of the user's profiles), then the speech.
 */
export function createVoiceoverService(
  deps: Pick<AppDeps, 'storage' | 'generations' | 'metrics'> & { entitlements: Entitlements; voices: VoiceResolver },
) {
  return {
    generate: (user: UserRow, input: GenerateVoiceoverInput, signal?: AbortSignal): Promise<GenerateVoiceoverResponse> =>
      deps.generations.run(() =>
        deps.entitlements.withReservation(user, 'voiceover', 1, async () => {
          const voice = await deps.voices.resolve(user.id, input.voice_id);
          return deps.metrics.timeGeneration('voiceover', voice.engine, () => createVoiceover(deps, voice, input, signal));
        }),
      ),
  };
}

export type VoiceoverService = ReturnType<typeof createVoiceoverService>;
