import { HttpError } from '../http/http-error';
import type { SharedCounters } from '../providers/shared-counters/shared-counters';

/** What one user may have running of one kind at once: enough for a second tab, not enough to hold the instance. */
export const HEAVY_WORK_PER_USER = 2;

/** A user slot's lease: renewed while the work runs, lapses this long after its instance dies. */
const SLOT_LEASE_MS = 10_000;

/** Most heavy work takes seconds; by then some of what runs has finished. */
const INSTANCE_RETRY_AFTER_SECONDS = 5;

/**
 * Every kind of work that costs seconds of CPU or an engine's time, with what its owner is told
 * when they already have `HEAVY_WORK_PER_USER` of that kind running.
 */
const heavyWorkKinds = {
  voiceover: { code: 'VOICEOVER_IN_PROGRESS', message: 'Your earlier voiceovers are still being spoken.', retryAfterSeconds: 5 },
  'chat-speech': { code: 'SPEECH_IN_PROGRESS', message: 'Your earlier chat replies are still being spoken.', retryAfterSeconds: 5 },
  image: { code: 'GENERATION_IN_PROGRESS', message: 'Your images are still being generated.', retryAfterSeconds: 5 },
  thumbnail: { code: 'GENERATION_IN_PROGRESS', message: 'Your earlier thumbnails are still being made.', retryAfterSeconds: 1 },
  seo: { code: 'ANALYSIS_IN_PROGRESS', message: 'Your earlier analyses are still running.', retryAfterSeconds: 1 },
  music: { code: 'MUSIC_IN_PROGRESS', message: 'Your earlier music uploads are still being prepared.', retryAfterSeconds: 5 },
  transcription: {
    code: 'TRANSCRIPTION_IN_PROGRESS',
    message: 'Your earlier recordings are still being transcribed.',
    retryAfterSeconds: 2,
  },
  narration: { code: 'NARRATION_IN_PROGRESS', message: 'Your earlier takes are still being uploaded.', retryAfterSeconds: 5 },
  media: { code: 'MEDIA_UPLOAD_IN_PROGRESS', message: 'Your earlier media uploads are still being checked.', retryAfterSeconds: 5 },
  'voice-sample': { code: 'SAMPLE_IN_PROGRESS', message: 'Your earlier voice samples are still being measured.', retryAfterSeconds: 2 },
} as const satisfies Record<string, { code: string; message: string; retryAfterSeconds: number }>;

export type HeavyWorkKind = keyof typeof heavyWorkKinds;

/**
 * The one gate every heavy kind of work passes, in this order:
 * 1. one of the user's `HEAVY_WORK_PER_USER` slots for that kind, counted across every instance
 *    (SharedCounters): beyond them 429 with Retry-After, so one user's burst (or script) cannot
 *    queue minutes of work nor fill the places everyone shares;
 * 2. one of this instance's `max` places (GENERATION_CONCURRENCY): beyond them 503 SERVER_BUSY with
 *    Retry-After; counted per instance, since what it protects is this process' CPU, memory and
 *    event loop, and another instance has its own.
 * Both are given back when the work ends, however it ends. Video renders are queued jobs instead:
 * their share is the render queue's (one running per user, RENDER_CONCURRENCY per instance).
 */
export function createHeavyWork(counters: SharedCounters, max: number) {
  let running = 0;

  async function inInstanceSlot<T>(work: () => Promise<T>): Promise<T> {
    if (running >= max) {
      throw new HttpError(503, 'SERVER_BUSY', 'The studio is busy with other generations right now. Please try again in a few seconds.', {
        retryAfterSeconds: INSTANCE_RETRY_AFTER_SECONDS,
      });
    }
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
    }
  }

  return {
    max,
    /** Heavy work running right now on this instance. */
    get running() {
      return running;
    },
    async run<T>(userId: string, kind: HeavyWorkKind, work: () => Promise<T>): Promise<T> {
      const lease = await counters.acquire(`heavy-work:${kind}:${userId}`, HEAVY_WORK_PER_USER, SLOT_LEASE_MS);
      if (!lease) {
        const refusal = heavyWorkKinds[kind];
        throw new HttpError(429, refusal.code, `${refusal.message} Please wait for them to finish and try again.`, {
          retryAfterSeconds: refusal.retryAfterSeconds,
        });
      }
      try {
        return await inInstanceSlot(work);
      } finally {
        await lease.release();
      }
    },
  };
}

export type HeavyWork = ReturnType<typeof createHeavyWork>;
