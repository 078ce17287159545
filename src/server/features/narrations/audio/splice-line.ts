import path from 'node:path';
import { NARRATION_LINE_MAX_SECONDS, type NarrationFormat } from '@shared/contracts/narrations';
import type { FfmpegBinaries } from '../../../providers/video/ffmpeg-binaries';
import { probeNarration } from './narration-format';
import { NarrationAudioError, quietFfmpeg } from './run-ffmpeg';
import { analyse, ANALYSIS_CPU, AS_PLAYABLE, measureLevels, SILENT_BELOW_LUFS, silenceThreshold } from './take-analysis';
import { COUNT_SAMPLES, forcedInput, playableFormatOf, playableOutput, PLAYABLE_RATE, toSamples, writeCountingSamples } from './take-audio';

/** Silence kept before and after the line's speech. */
const LINE_EDGE_SECONDS = 0.1;
/** Each join is a 30 ms equal-power cross-fade (acrossfade, quarter-sine curves): no click, no dip. */
const CROSSFADE_SAMPLES = toSamples(0.03);
/** A piece of the take shorter than this before or after the span is not kept (nothing to cross-fade with). */
const MIN_PIECE_SAMPLES = toSamples(0.1);
/** A silence this close to an end of the line runs to it. */
const END_TOLERANCE_SAMPLES = toSamples(0.005);
/** Encoding adds 0.01 s of CPU per second of audio (take-audio.ts). */
const ENCODE_CPU_PER_SECOND = 0.1;

/**
 * Where the line's speech is, in samples of the line at PLAYABLE_RATE, with LINE_EDGE_SECONDS of its
 * own silence kept each side: its levels, then silencedetect with the threshold a take gets.
 */
async function speechOf(
  binaries: FfmpegBinaries,
  file: string,
  format: NarrationFormat,
  signal?: AbortSignal,
): Promise<{ start: number; end: number }> {
  const { durationSeconds } = await probeNarration(binaries, file, format, signal);
  const seconds = Math.min(durationSeconds, NARRATION_LINE_MAX_SECONDS);
  const levels = await measureLevels(binaries, file, format, { seconds, signal });
  if (!(levels.integratedLufs > SILENT_BELOW_LUFS))
    throw new NarrationAudioError('silent', `nothing in the line ${path.basename(file)} is louder than ${SILENT_BELOW_LUFS} LUFS`);
  const total = Math.min(levels.samples, toSamples(NARRATION_LINE_MAX_SECONDS));
  const { silences } = await analyse(binaries, file, format, {
    filter: AS_PLAYABLE,
    detect: { thresholdDb: silenceThreshold(levels), minSeconds: LINE_EDGE_SECONDS, highpass: true },
    seconds: levels.samples / PLAYABLE_RATE,
    signal,
  });
  let start = 0;
  let end = total;
  const edge = toSamples(LINE_EDGE_SECONDS);
  for (const silence of silences) {
    const from = toSamples(silence.start);
    const to = Math.min(total, toSamples(silence.end));
    const leading = from <= END_TOLERANCE_SAMPLES;
    const trailing = to >= total - END_TOLERANCE_SAMPLES;
    if (leading && trailing) throw new NarrationAudioError('silent', `the line ${path.basename(file)} is silence from start to end`);
    if (leading) start = Math.max(start, to - edge);
    else if (trailing) end = Math.min(end, from + edge);
  }
  if (end - start < 2 * CROSSFADE_SAMPLES) throw new NarrationAudioError('silent', `the line ${path.basename(file)} is too short to use`);
  return { start, end };
}

/**
 * Replaces the span [start, end] (seconds) of a playable take (the MP3 or M4A encodePlayable wrote)
 * with a newly recorded line (any NarrationFormat, at most NARRATION_LINE_MAX_SECONDS of it): the
 * line's own leading and trailing silence trimmed to 0.1 s, then joined with 30 ms cross-fades where
 * the take goes on before and after the span (a piece under 0.1 s at either end of the take is
 * dropped rather than faded). Written to `output` in the take's format.
 *
 * Returns where the line starts in the output and its length (s), `shift`: how far everything after
 * the span moved (a time t ≥ end in the take is t + shift in the output), and the output's length.
 * Each cross-fade overlaps the pieces by 30 ms, so shift = lineSeconds − (end − start) − 0.06.
 * Rejects with a NarrationAudioError ('unreadable', 'silent') for a line that is not usable audio,
 * with a RangeError for a span outside the take.
 */
export async function spliceLine(
  binaries: FfmpegBinaries,
  take: string,
  line: { file: string; format: NarrationFormat },
  span: { start: number; end: number },
  output: string,
  signal?: AbortSignal,
): Promise<{ lineStart: number; lineSeconds: number; shift: number; durationSeconds: number }> {
  const format = await playableFormatOf(take);
  const { durationSeconds: stated } = await probeNarration(binaries, take, format, signal);
  if (!(Number.isFinite(span.start) && Number.isFinite(span.end) && span.start >= 0 && span.end > span.start && span.start < stated))
    throw new RangeError(`The span ${span.start}–${span.end} s is not inside the take (${stated.toFixed(2)} s)`);
  const speech = await speechOf(binaries, line.file, line.format, signal);

  const spanStart = toSamples(span.start);
  const spanEnd = Math.min(toSamples(span.end), toSamples(stated));
  const lineSamples = speech.end - speech.start;
  const head = spanStart >= MIN_PIECE_SAMPLES;
  // The take's exact end is known only once decoded; its stated length may be up to 50 ms longer.
  const tail = toSamples(stated) - spanEnd >= MIN_PIECE_SAMPLES + toSamples(0.05);

  const fade = `acrossfade=ns=${CROSSFADE_SAMPLES}:c1=qsin:c2=qsin`;
  const pieces = [...(head ? ['[h]'] : []), ...(tail ? ['[t]'] : [])];
  const graph = [
    ...(pieces.length > 0 ? [`[0:a:0]${AS_PLAYABLE},${pieces.length > 1 ? 'asplit=2' : 'anull'}${pieces.join('')}`] : []),
    ...(head ? [`[h]atrim=end_sample=${spanStart},asetpts=PTS-STARTPTS[head]`] : []),
    ...(tail ? [`[t]atrim=start_sample=${spanEnd},asetpts=PTS-STARTPTS[tail]`] : []),
    `[1:a:0]${AS_PLAYABLE},atrim=start_sample=${speech.start}:end_sample=${speech.end},asetpts=PTS-STARTPTS[line]`,
    head ? `[head][line]${fade}[spoken]` : '[line]anull[spoken]',
    tail ? `[spoken][tail]${fade},${COUNT_SAMPLES}[out]` : `[spoken]${COUNT_SAMPLES}[out]`,
  ].join(';');

  const lineStart = head ? spanStart - CROSSFADE_SAMPLES : 0;
  const after = lineStart + lineSamples - (tail ? CROSSFADE_SAMPLES : 0);
  const samples = await writeCountingSamples(
    binaries.ffmpeg,
    [
      ...quietFfmpeg('info'),
      ...forcedInput(format, take),
      ...forcedInput(line.format, line.file),
      ...['-filter_complex', graph, '-map', '[out]'],
      ...playableOutput(format, output),
    ],
    output,
    {
      cpuSeconds: ANALYSIS_CPU.base + (ANALYSIS_CPU.perSecond + ENCODE_CPU_PER_SECOND) * (stated + lineSamples / PLAYABLE_RATE),
      signal,
      subject: path.basename(take),
    },
  );
  return {
    lineStart: lineStart / PLAYABLE_RATE,
    lineSeconds: lineSamples / PLAYABLE_RATE,
    shift: (after - spanEnd) / PLAYABLE_RATE,
    durationSeconds: samples / PLAYABLE_RATE,
  };
}
