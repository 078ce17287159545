/** The render's sound: the voice, the clips' own sound, the ducked music, levelled to RENDER_LOUDNESS. */

export const STEREO = 'aformat=sample_fmts=fltp:sample_rates=48000:channel_layouts=stereo';

/** Seconds the music fades out over at the end of the video. */
const MUSIC_FADE_SECONDS = 2;
/** A clip's sound fades in and out over this long at a cut (less in a very short scene), so it starts and stops without a click. */
export const CLIP_FADE_SECONDS = 0.08;

/** The inputs of a mix: the voice's, the music's (looped by the caller) and the clips' sound lanes' (render-video.ts). */
export interface MixInputs {
  voice: number;
  music?: { input: number; volume: number };
  clips: number[];
  durationSeconds: number;
}

/**
 * Stereo inputs added together, each padded with silence (the caller cuts the mix at the video's
 * length): amerge and pan rather than amix, whose `normalize` option (needed not to halve each
 * input) the npm package's ffmpeg 4.0 lacks.
 */
function sumStereo(labels: string[]): string {
  const sum = (first: number) => labels.map((_, index) => `c${2 * index + first}`).join('+');
  return `${labels.join('')}amerge=inputs=${labels.length},pan=stereo|c0=${sum(0)}|c1=${sum(1)}`;
}

/**
 * The sound: the voice padded with silence to the end, with the clips' sound added; music loops,
 * is lowered by a compressor keyed by those (ducking), fades out at the end and is added to them;
 * then `tail`.
 */
export function mixGraph(inputs: MixInputs, tail: string): string {
  const parts: string[] = [];
  let voice = `[${inputs.voice}:a]${STEREO},apad`;
  if (inputs.clips.length > 0) {
    const lanes = inputs.clips.map((input, lane) => `[${input}:a]${STEREO},apad[lane${lane}]`);
    parts.push(`${voice}[padded]`, ...lanes);
    voice = `${sumStereo(['[padded]', ...inputs.clips.map((_, lane) => `[lane${lane}]`)])},${STEREO}`;
  }
  const { music } = inputs;
  if (!music) return [...parts, `${voice},${tail}`].join(';');
  const gain = (music.volume / 100).toFixed(3);
  const fadeStart = Math.max(0, inputs.durationSeconds - MUSIC_FADE_SECONDS).toFixed(3);
  return [
    ...parts,
    `${voice},asplit=2[voice][key]`,
    `[${music.input}:a]${STEREO},asetpts=N/SR/TB,volume=${gain},afade=t=out:st=${fadeStart}:d=${MUSIC_FADE_SECONDS}[bed]`,
    // A voice above −34 dBFS pulls the music down by 10–20 dB (more the louder it speaks); it comes back within half a second of a pause.
    `[bed][key]sidechaincompress=threshold=0.02:ratio=12:attack=20:release=450,${STEREO}[ducked]`,
    `${sumStereo(['[voice]', '[ducked]'])},${tail}`,
  ].join(';');
}

/** A fade: its start and length in seconds of the clip's part, and its shape (afade's curves). */
export interface SoundFade {
  start: number;
  seconds: number;
  curve: 'tri' | 'qsin';
}

/** Where a clip's sound fades in and out. */
export interface SoundFades {
  in: SoundFade;
  out: SoundFade;
}

/** A clip's sound for its scene (the lane's part of it): at volume/100, faded in and out. */
export function clipSoundFilters(volume: number, fades: SoundFades): string {
  const fade = (kind: 'in' | 'out', { start, seconds, curve }: SoundFade) =>
    `afade=t=${kind}:st=${Math.max(0, start).toFixed(3)}:d=${Math.max(0.001, seconds).toFixed(3)}:curve=${curve}`;
  return [STEREO, `volume=${(volume / 100).toFixed(3)}`, fade('in', fades.in), fade('out', fades.out)].join(',');
}

/**
 * YouTube turns anything louder than −14 LUFS down to it (and leaves quieter videos quiet): a mix
 * made at it plays as made. Its true peaks must stay at or under −1 dBTP.
 */
export const RENDER_LOUDNESS = { integratedLufs: -14, truePeakDbtp: -1 } as const;
/**
 * alimiter caps sample peaks; the peaks between samples and the AAC encode add up to about 1 dB
 * on speech, so the samples are held 1.5 dB under the file's true-peak ceiling.
 */
const LIMIT_DBFS = RENDER_LOUDNESS.truePeakDbtp - 1.5;
/** alimiter without its automatic make-up gain; 5 ms look-ahead, 50 ms release (its defaults). */
const LIMITER = `alimiter=attack=5:release=50:level=false:limit=${(10 ** (LIMIT_DBFS / 20)).toFixed(4)}`;
/** Speech stands 15–20 dB over its loudness: at −14 LUFS the limiter takes its loudest syllables down, and a little loudness with them. */
export const levelling = (gainDb: number) => `volume=${gainDb.toFixed(2)}dB,${LIMITER}`;
/** Beyond this a "voice" is mostly its noise floor: it is left as quiet as it is. */
const MAX_GAIN_DB = 30;

/**
 * The gain that brings the mix to RENDER_LOUDNESS: the mix's loudness measured (ebur128), then
 * measured again through the gain and the limiter, and what the limiter took off made up (it takes
 * a little of the make-up off again: the result lands within a few tenths under −14). Two passes
 * over the audio alone, a small part of the render's time.
 */
export async function mixGain(run: (tail: string) => Promise<string>): Promise<number> {
  const loudness = integratedLoudness(await run('ebur128'));
  if (!Number.isFinite(loudness)) return 0;
  const gain = Math.min(MAX_GAIN_DB, RENDER_LOUDNESS.integratedLufs - loudness);
  const limited = integratedLoudness(await run(`${levelling(gain)},ebur128`));
  if (!Number.isFinite(limited)) return gain;
  return Math.min(MAX_GAIN_DB, gain + Math.max(0, RENDER_LOUDNESS.integratedLufs - limited));
}

/** The integrated loudness of ebur128's last summary in ffmpeg's messages; -Infinity for silence (under its −70 LUFS gate). */
function integratedLoudness(stderr: string): number {
  const integrated = /I:\s+(-?[\d.]+|-inf) LUFS/.exec(stderr.slice(stderr.lastIndexOf('Summary:')))?.[1];
  const value = integrated === undefined || integrated === '-inf' ? -Infinity : Number(integrated);
  return value > -70 ? value : -Infinity;
}
