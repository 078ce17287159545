/**
 * How loud a recording is, measured in the browser once the recording stops, so a silent or
 * near-silent take is turned away at step 2 instead of by the server after step 3.
 */
export interface RecordingLevel {
  /** The loudest sample, 0 to 1 (full scale). */
  peak: number;
  /** The root mean square over the whole take, 0 to 1. */
  rms: number;
}

/** Below either of these a take holds no usable speech: about -34 dBFS peak, -54 dBFS average. */
const SILENT_PEAK = 0.02;
const SILENT_RMS = 0.002;

/** Whether this browser can decode a recording to measure it (it decodes without playing anything). */
export function canMeasureRecordings(): boolean {
  return typeof OfflineAudioContext !== 'undefined';
}

/** The take's peak and average level, or null when the browser cannot decode it (the server still checks). */
export async function measureRecordingLevel(blob: Blob): Promise<RecordingLevel | null> {
  if (!canMeasureRecordings()) return null;
  try {
    // One frame is enough: decodeAudioData does not depend on the context's own length.
    const context = new OfflineAudioContext(1, 1, 44_100);
    const audio = await context.decodeAudioData(await blob.arrayBuffer());
    let peak = 0;
    let squares = 0;
    let count = 0;
    for (let channel = 0; channel < audio.numberOfChannels; channel++) {
      const samples = audio.getChannelData(channel);
      for (const sample of samples) {
        const size = Math.abs(sample);
        if (size > peak) peak = size;
        squares += sample * sample;
      }
      count += samples.length;
    }
    return { peak, rms: count > 0 ? Math.sqrt(squares / count) : 0 };
  } catch {
    return null;
  }
}

export function isNearSilent(level: RecordingLevel): boolean {
  return level.peak < SILENT_PEAK || level.rms < SILENT_RMS;
}
