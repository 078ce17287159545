/**
 * The microphone's level while it records, for the meter: an AnalyserNode on the stream, read as
 * the root mean square of its latest samples. Nothing is played back (the analyser is not connected
 * to the speakers). Null where the browser has no Web Audio.
 */
export interface LiveLevel {
  /** 0 (silence) to 1 (full scale), scaled so that speech at a normal distance fills most of the meter. */
  read: () => number;
  close: () => void;
}

/** Speech sits around -30 to -12 dBFS RMS: the meter shows -60 dBFS as empty and 0 dBFS as full. */
const FLOOR_DB = -60;

export function rmsToMeter(rms: number): number {
  if (rms <= 0) return 0;
  const db = 20 * Math.log10(rms);
  return Math.min(1, Math.max(0, (db - FLOOR_DB) / -FLOOR_DB));
}

export function openLiveLevel(stream: MediaStream): LiveLevel | null {
  const Context = typeof AudioContext !== 'undefined' ? AudioContext : undefined;
  if (!Context) return null;
  try {
    const context = new Context();
    const source = context.createMediaStreamSource(stream);
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    source.connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    return {
      read: () => {
        analyser.getFloatTimeDomainData(samples);
        let squares = 0;
        for (const sample of samples) squares += sample * sample;
        return rmsToMeter(Math.sqrt(squares / samples.length));
      },
      close: () => {
        source.disconnect();
        void context.close().catch(() => {});
      },
    };
  } catch {
    return null;
  }
}
