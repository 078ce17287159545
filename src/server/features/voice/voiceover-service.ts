import type { GenerateVoiceoverInput, GenerateVoiceoverResponse } from '@shared/contracts/voice';
import type { ContentLanguageTag } from '@shared/catalog/languages';
import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../app/deps';
import type { HeavyWorkKind } from '../../app/heavy-work';
import { badRequest } from '../../http/http-error';
import { toSrt, toWebVtt } from '../../providers/speech/captions';
import { encodeMp3 } from '../../providers/speech/mp3';
import { cleanForSpeech } from '../../providers/speech/speech-text';
import { newFileStem, publicFileUrl } from '../../providers/storage/file-storage';
import { VOICEOVER_MAX_CHARS } from '@shared/catalog/scripts';
import { packSentences } from '../../providers/speech/joined-synthesis';
import type { TimedWord } from '../../providers/speech/speech-engine';
import type { Entitlements } from '../billing';
import type { ProjectService } from '../projects';
import type { ResolvedVoice, VoiceResolver } from './voice-resolver';

/** The files of a stored voiceover: the MP3, both caption tracks and the word timings (JSON), and a take's original. */
export interface VoiceoverFiles {
  audio: string;
  vtt: string;
  srt: string;
  words: string;
  /** A narration take's recording as the creator sent it. */
  original?: string;
}

/** A voiceover as stored: what the client is answered, plus its storage keys for whoever keeps a record of it. */
export type StoredVoiceover = GenerateVoiceoverResponse & { files: VoiceoverFiles };

/** The longest text spoken as one voiceover (a project's script); the spec's endpoint keeps its 5,000. */
export const LONG_VOICEOVER_MAX_CHARS = 30_000;

/**
 * Cleaned text in parts of at most one engine request (5,000 characters): whole lines together, so
 * a heading still ends its caption; a line longer than that is cut between sentences.
 */
export function speechParts(text: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (const line of text
    .split('\n')
    .flatMap((whole) => (whole.length > VOICEOVER_MAX_CHARS ? packSentences(whole, VOICEOVER_MAX_CHARS) : [whole]))) {
    if (current && current.length + 1 + line.length > VOICEOVER_MAX_CHARS) {
      parts.push(current);
      current = line;
    } else {
      current = current ? `${current}\n${line}` : line;
    }
  }
  if (current.trim()) parts.push(current);
  return parts;
}

/**
 * Speaks cleaned text in parts (speechParts), one after the other so one voiceover never holds
 * every speech thread, and joins them into one track whose word timings run on from part to part.
 */
export async function speakInParts(
  voice: Pick<ResolvedVoice, 'speak'>,
  text: string,
  { rate, language }: Pick<VoiceoverRequest, 'rate' | 'language'> = {},
  signal?: AbortSignal,
) {
  const pcm: Int16Array[] = [];
  const words: TimedWord[] = [];
  let sampleRate = 0;
  let offsetMs = 0;
  for (const part of speechParts(text)) {
    signal?.throwIfAborted();
    const spoken = await voice.speak({ text: part, rate, language, signal });
    sampleRate ||= spoken.sampleRate;
    pcm.push(spoken.pcm);
    for (const word of spoken.words) words.push({ ...word, startMs: word.startMs + offsetMs, endMs: word.endMs + offsetMs });
    offsetMs += (spoken.pcm.length * 1000) / spoken.sampleRate;
  }
  const joined = new Int16Array(pcm.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of pcm) {
    joined.set(part, at);
    at += part.length;
  }
  return { pcm: joined, sampleRate, words };
}

/**
 * Speaks a text with a resolved voice and stores the MP3 with WebVTT and SRT captions and the word
 * timings, all from the engine's word timings. Markdown, cue markers, engine notices and emoji are
 * not spoken.
 */
export async function createVoiceover(
  deps: Pick<AppDeps, 'storage'>,
  voice: ResolvedVoice,
  input: Pick<VoiceoverRequest, 'text' | 'rate' | 'language'>,
  signal?: AbortSignal,
): Promise<StoredVoiceover> {
  const text = cleanForSpeech(input.text);
  if (!/[\p{L}\p{N}]/u.test(text)) {
    throw badRequest('There is nothing to speak in this text: it holds only cues, symbols or emoji.', 'NOTHING_TO_SPEAK');
  }
  const speech = await speakInParts(voice, text, input, signal);
  const mp3 = await encodeMp3(speech.pcm, speech.sampleRate, speech.sampleRate > 22_050 ? 96 : 64);
  signal?.throwIfAborted();

  const stem = newFileStem('voiceovers');
  const files: VoiceoverFiles = { audio: `${stem}.mp3`, vtt: `${stem}.vtt`, srt: `${stem}.srt`, words: `${stem}-words.json` };
  try {
    await Promise.all([
      deps.storage.put(files.audio, mp3, 'audio/mpeg'),
      deps.storage.put(files.vtt, Buffer.from(toWebVtt(speech.words)), 'text/vtt; charset=utf-8'),
      deps.storage.put(files.srt, Buffer.from(toSrt(speech.words)), 'application/x-subrip; charset=utf-8'),
      deps.storage.put(files.words, Buffer.from(JSON.stringify(speech.words)), 'application/json'),
    ]);
  } catch (error) {
    await removeVoiceoverFiles(deps, files);
    throw error;
  }
  return {
    audioUrl: publicFileUrl(files.audio),
    engine: voice.engine,
    voiceId: voice.voiceId,
    durationSeconds: Math.round((speech.pcm.length / speech.sampleRate) * 100) / 100,
    captions: { vtt: publicFileUrl(files.vtt), srt: publicFileUrl(files.srt) },
    ...(voice.fallbackFrom ? { fallbackFrom: voice.fallbackFrom } : {}),
    files,
  };
}

/** Removes a voiceover's files (each whether or not the others are there). */
export async function removeVoiceoverFiles(deps: Pick<AppDeps, 'storage'>, files: VoiceoverFiles): Promise<void> {
  await Promise.allSettled(Object.values(files).map((key) => deps.storage.remove(key)));
}

/**
 * A voiceover for a user: heavy work (one of the user's places for its kind, 429 beyond them, then
 * one of the instance's, 503), the plan's gate (voiceovers are not counted, DESIGN.md §4, but
 * recorded like the others), the voice (a preset or one of the user's profiles), then the speech.
 */
export function createVoiceoverService(
  deps: Pick<AppDeps, 'storage' | 'heavyWork' | 'metrics'> & {
    entitlements: Entitlements;
    voices: VoiceResolver;
    /** A getter: the project service is built from this one, so it is reached only when a request names a project. */
    projects: () => Pick<ProjectService, 'voiceText'>;
  },
) {
  const speak = (
    user: UserRow,
    input: VoiceoverRequest,
    signal?: AbortSignal,
    /** Chat replies read aloud have places of their own: a long voiceover does not silence the chat. */
    kind: Extract<HeavyWorkKind, 'voiceover' | 'chat-speech'> = 'voiceover',
  ): Promise<StoredVoiceover> =>
    deps.heavyWork.run(user.id, kind, () =>
      deps.entitlements.withReservation(
        user,
        'voiceover',
        1,
        async () => {
          const voice = await deps.voices.resolve(user.id, input.voice_id);
          return deps.metrics.timeGeneration(
            'voiceover',
            voice.engine,
            () => createVoiceover(deps, voice, input, signal),
            (spoken) => spoken,
          );
        },
        (spoken) => spoken.engine,
      ),
    );
  return {
    /**
     * The spec's voiceover (at most 5,000 characters, checked by its contract): the answer without
     * the storage keys; with a projectId the project keeps it too and its record's id is answered.
     */
    async generate(
      user: UserRow,
      input: GenerateVoiceoverInput,
      signal?: AbortSignal,
      kind?: Parameters<typeof speak>[3],
    ): Promise<GenerateVoiceoverResponse> {
      const { projectId, ...request } = input;
      if (projectId) {
        const kept = await deps.projects().voiceText(user, projectId, request, signal);
        const { id, audioUrl, engine, voiceId, durationSeconds, captions, fallbackFrom } = kept;
        return { audioUrl, engine, voiceId, durationSeconds, captions, voiceoverId: id, ...(fallbackFrom ? { fallbackFrom } : {}) };
      }
      const { files: _files, ...answer } = await speak(user, request, signal, kind);
      return answer;
    },
    /** A voiceover kept by its caller (a project's): up to 30,000 characters, with its files' keys. */
    speak,
    /** Removes the files of a voiceover whose record is gone. */
    remove: (files: VoiceoverFiles) => removeVoiceoverFiles(deps, files),
  };
}

/** What a voiceover is asked for with: the text, the voice (a stock voice or a profile of the user's) and the pace. */
export interface VoiceoverRequest {
  text: string;
  voice_id?: string | undefined;
  rate?: number | undefined;
  /** A project's language: the speech engine speaks the text in it. */
  language?: ContentLanguageTag | undefined;
}

export type VoiceoverService = ReturnType<typeof createVoiceoverService>;
