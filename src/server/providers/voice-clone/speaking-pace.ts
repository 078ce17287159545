import type { LoudnessEnvelope } from './loudness';

/** A syllable's loudness peak must stand this far above the dips on both sides (De Jong & Wempe 2009). */
const syllableDipDb = 2;
/** Frames averaged (in power) to smooth the envelope: 50 ms at a 10 ms hop, about half a short syllable. */
const smoothingFrames = 5;
/** Silences longer than this are pauses, not part of the speaking time. */
const longPauseSeconds = 0.3;
/** English averages about 1.5 syllables a word in running speech. */
const syllablesPerWord = 1.5;

function smoothed(db: Float32Array): Float32Array {
  const power = Float64Array.from(db, (level) => 10 ** (level / 10));
  const result = new Float32Array(db.length);
  const half = Math.floor(smoothingFrames / 2);
  for (let frame = 0; frame < db.length; frame++) {
    let sum = 0;
    let count = 0;
    for (let at = Math.max(0, frame - half); at <= Math.min(db.length - 1, frame + half); at++) {
      sum += power[at] ?? 0;
      count++;
    }
    result[frame] = 10 * Math.log10(sum / count + 1e-12);
  }
  return result;
}

/**
 * Syllable nuclei: peaks of the smoothed envelope above the speech threshold, separated from the
 * previous nucleus by a dip of at least 2 dB, and voiced (a vowel, not a hiss or a click).
 */
function countSyllables(db: Float32Array, thresholdDb: number, isVoiced: (frame: number) => boolean): number {
  let syllables = 0;
  let lastPeak: number | undefined;
  let dipSinceLastPeak = Infinity;
  for (let frame = 1; frame < db.length - 1; frame++) {
    const level = db[frame] ?? -120;
    dipSinceLastPeak = Math.min(dipSinceLastPeak, level);
    const isPeak = level >= (db[frame - 1] ?? -120) && level > (db[frame + 1] ?? -120);
    if (!isPeak || level < thresholdDb || !isVoiced(frame)) continue;
    if (lastPeak === undefined || (lastPeak - dipSinceLastPeak >= syllableDipDb && level - dipSinceLastPeak >= syllableDipDb)) {
      syllables++;
      lastPeak = level;
      dipSinceLastPeak = level;
    } else if (level > lastPeak) {
      // A higher top of the same syllable: later dips are measured from it.
      lastPeak = level;
      dipSinceLastPeak = level;
    }
  }
  return syllables;
}

/** Seconds spent speaking: frames above the threshold, with gaps shorter than a long pause counted in. */
function speakingSeconds(db: Float32Array, thresholdDb: number, hopSeconds: number): number {
  const maxGap = Math.round(longPauseSeconds / hopSeconds);
  let frames = 0;
  let gap = 0;
  let speaking = false;
  for (const level of db) {
    if (level >= thresholdDb) {
      if (speaking && gap <= maxGap) frames += gap;
      frames++;
      gap = 0;
      speaking = true;
    } else {
      gap++;
    }
  }
  return frames * hopSeconds;
}

/** Words a minute estimated from syllable nuclei over the time spent speaking (long pauses left out). */
export function speakingPaceWpm(envelope: LoudnessEnvelope, thresholdDb: number, isVoicedAt: (seconds: number) => boolean): number {
  const db = smoothed(envelope.db);
  const syllables = countSyllables(db, thresholdDb, (frame) => isVoicedAt(frame * envelope.hopSeconds));
  const seconds = speakingSeconds(envelope.db, thresholdDb, envelope.hopSeconds);
  return seconds > 0 ? (syllables / syllablesPerWord / seconds) * 60 : 0;
}
