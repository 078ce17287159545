/** Quietest level (dBFS) that can count as speech, whatever the recording's own level. */
const speechFloorDb = -55;
/** Speech is what comes within this many dB of the recording's loud passages. */
const speechDynamicRangeDb = 25;

/** A signal's level every `hopSeconds`: RMS in dBFS over a window twice the hop, centred on the frame. */
export interface LoudnessEnvelope {
  hopSeconds: number;
  db: Float32Array;
}

export function loudnessEnvelope(signal: Float32Array, sampleRate: number, hopSeconds: number): LoudnessEnvelope {
  const hop = Math.max(1, Math.round(hopSeconds * sampleRate));
  const db = new Float32Array(Math.ceil(signal.length / hop));
  for (let frame = 0; frame < db.length; frame++) {
    const from = Math.max(0, frame * hop - hop);
    const to = Math.min(signal.length, frame * hop + hop);
    let energy = 0;
    for (let at = from; at < to; at++) energy += (signal[at] ?? 0) ** 2;
    db[frame] = 10 * Math.log10(energy / Math.max(1, to - from) + 1e-12);
  }
  return { hopSeconds: hop / sampleRate, db };
}

/** The value below which `fraction` of the numbers lie (nearest rank; the list need not be sorted). */
export function percentile(values: ArrayLike<number>, fraction: number): number {
  const sorted = Float64Array.from(values).sort();
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(fraction * (sorted.length - 1))))] ?? Number.NaN;
}

/**
 * The level a frame needs to count as speech: within 25 dB of the loud passages (the 95th
 * percentile, so a click or a cough does not set the bar) and never below −55 dBFS.
 */
export function speechThresholdDb(envelope: LoudnessEnvelope): number {
  return Math.max(speechFloorDb, percentile(envelope.db, 0.95) - speechDynamicRangeDb);
}

/** The envelope's level at a moment (the nearest frame; silence outside the signal). */
export function levelAt(envelope: LoudnessEnvelope, seconds: number): number {
  return envelope.db[Math.round(seconds / envelope.hopSeconds)] ?? -120;
}
