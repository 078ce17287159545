import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_CAPTION_STYLE, VIDEO_FPS, type CaptionStyleId } from '@shared/catalog/video';
import { TRANSITION_SECONDS, type SceneFill, type SceneMotion, type TransitionKind } from '@shared/contracts/storyboard';
import type { TimedWord } from '../speech/speech-engine';
import { captionFont } from './caption-font';
import { captionsAss } from './captions';
import type { FfmpegBinaries } from './ffmpeg-binaries';
import { planBatches, planTimeline, type Batch, type BatchPiece, type TimelineScene } from './batches';
import { probeMedia } from './probe-media';
import { abortError, runFfmpeg, throwIfAborted, type RunOptions } from './run-ffmpeg';
import { clipFilters, joinFilters, pictureFilters, preparePicture, type Focus, type Move } from './scene-filters';
import { CLIP_FADE_SECONDS, clipSoundFilters, levelling, mixGain, mixGraph, STEREO, type MixInputs, type SoundFades } from './sound-mix';

export { RENDER_LOUDNESS } from './sound-mix';
export { FfmpegError } from './run-ffmpeg';

/** What a scene shows: a picture (any image sharp reads; a studio card is a picture drawn at the output's shape) or a part of a video clip. */
export type SceneVisual =
  | { kind: 'picture'; path: string }
  | {
      kind: 'clip';
      path: string;
      /** The part of the clip shown, in seconds of the clip; a part shorter than the scene holds its last frame. */
      inSeconds: number;
      outSeconds: number;
      /** The clip's own sound under the voice, 0–100 (0: muted). */
      volume: number;
      hasAudio: boolean;
    };

export interface VideoScene {
  visual: SceneVisual;
  /** In seconds of the voiceover. */
  startSeconds: number;
  endSeconds: number;
  motion: SceneMotion;
  fill: SceneFill;
  /** 0–1 across and down: what a crop keeps in view; the centre when unset. */
  focus?: Focus;
}

export type VideoTransition = { kind: TransitionKind; seconds: number };

export interface RenderVideoRequest {
  binaries: FfmpegBinaries;
  /** The video's size in pixels, both even (H.264 in yuv420p): the catalogue's for its format and resolution (videoPixelSize). */
  frame: { width: number; height: number };
  /** The voiceover: any audio file ffmpeg reads (an MP3) on local disk; absent, the sound is the clips' own (a short cut from a video). */
  voiceoverPath?: string;
  /** The voiceover's length (or the scenes' without one): the video is exactly this long. */
  durationSeconds: number;
  /**
   * Cover [0, durationSeconds] in order; images are JPEG, PNG, WebP, AVIF, TIFF or GIF of any size.
   * A scene runs from its start to the next scene's start (the last one to the end).
   */
  scenes: VideoScene[];
  /** Between scenes, centred on each boundary (0.2–1 s); absent: cuts. */
  transition?: VideoTransition;
  /** Absent: no captions. */
  captions?: { style: CaptionStyleId; words: TimedWord[] };
  /** A hook title over the top of the frame for the first `seconds` (drawn with the captions' font). */
  title?: { text: string; seconds: number };
  /** Loops under the voice and is lowered while the voice speaks; volume 0–100 (100: the track's own level). */
  music?: { path: string; volume: number };
  /** Where the MP4 goes; it is written to a temporary name beside it and renamed when complete. */
  outputPath: string;
  /** Where the render's own temporary directory is made (the prepared pictures, captions, font); default the OS's temp directory. */
  tempDir?: string;
  /** Aborting stops ffmpeg at once, deletes every partial file and rejects with an AbortError. */
  signal?: AbortSignal;
  /** From ffmpeg's progress reports, about twice a second. */
  onProgress?: (progress: { percent: number; etaSeconds?: number }) => void;
}

export interface RenderedVideo {
  width: number;
  height: number;
  durationSeconds: number;
  bytes: number;
}

/**
 * libx264's 'veryfast' preset at CRF 23 (its default quality, good enough to upload): fast enough
 * for the render budgets on two cores (bench/RESULTS.md); 'superfast' saved only a fifth of the CPU
 * at twice the file size.
 */
const X264_PRESET = 'veryfast';
/**
 * A path as ffmpeg's file protocol, so no part of a name is taken for another protocol ('x:') or,
 * relative to ffmpeg's working directory (the render's temp directory), for a different file.
 */
const fileUrl = (file: string) => `file:${path.resolve(file)}`;

/** Rejects, naming the file, when ffprobe finds no audio in it (ffmpeg's own message would be about its filter graph). */
async function expectAudio(
  binaries: FfmpegBinaries,
  file: string,
  role: 'voiceover' | 'music',
  signal: AbortSignal | undefined,
): Promise<void> {
  const probe = await probeMedia(binaries, file, { signal }).catch((error: unknown) => {
    if (signal?.aborted) throw abortError();
    throw new Error(`The ${role} (${path.basename(file)}) could not be read: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  });
  if (!probe.streams.some((stream) => stream.type === 'audio'))
    throw new Error(`The ${role} (${path.basename(file)}) is not audio ffmpeg can read.`);
}

/** A scene's medium, ready for the batches: a prepared picture with its move, or a clip with where its part starts and ends. */
export type SceneMedium =
  | { kind: 'picture'; file: string; move: Move }
  | { kind: 'clip'; url: string; inSeconds: number; outSeconds: number; fill: SceneFill; focus: Focus };

const CENTRE: Focus = { x: 0.5, y: 0.5 };

/**
 * Each picture scene's move: zooms alternate in and out and pans forward and back (right then left, or down then up), counted among
 * the scenes with that motion (a zoom scene at every other index zooms in, out, in… as before).
 */
function moves(scenes: VideoScene[]): Move[] {
  const seen = { still: 0, zoom: 0, pan: 0 };
  return scenes.map(({ motion }) => {
    const turn = seen[motion]++ % 2;
    if (motion === 'zoom') return turn === 0 ? 'zoom-in' : 'zoom-out';
    if (motion === 'pan') return turn === 0 ? 'pan-forward' : 'pan-back';
    return 'still';
  });
}

/**
 * Seconds decoded before a clip piece's first frame and dropped: a part that starts at (or past)
 * the clip's last frame still has frames to hold, wherever that frame starts.
 */
const CLIP_PREROLL_SECONDS = 0.5;

/** Where a clip piece's decoding starts and stops, in seconds of the clip, and how many frames (at the video's rate) to drop first. */
function clipPart(piece: BatchPiece, medium: Extract<SceneMedium, { kind: 'clip' }>): { seek: number; seconds: number; skip: number } {
  const from = Math.min(medium.outSeconds, medium.inSeconds + piece.offset / VIDEO_FPS);
  const seek = Math.max(0, from - CLIP_PREROLL_SECONDS);
  const until = Math.min(medium.outSeconds, from + (piece.to - piece.from) / VIDEO_FPS);
  return { seek, seconds: Math.max(1 / VIDEO_FPS, until - seek), skip: Math.round((from - seek) * VIDEO_FPS) };
}

/** One piece's ffmpeg inputs: the picture's single frame, or the part of the clip it shows. */
function pieceInput(piece: BatchPiece, medium: SceneMedium): string[] {
  // At the video's rate: a still picture's repeated frames keep it, and the pieces joined at a transition are at one rate.
  if (medium.kind === 'picture') return ['-framerate', String(VIDEO_FPS), '-i', medium.file];
  const { seek, seconds } = clipPart(piece, medium);
  return ['-ss', seek.toFixed(6), '-t', seconds.toFixed(6), '-i', medium.url];
}

const VIDEO_ENCODING = [
  ...['-r', String(VIDEO_FPS), '-c:v', 'libx264', '-preset', X264_PRESET, '-crf', '23', '-profile:v', 'high', '-pix_fmt', 'yuv420p'],
  ...['-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709', '-color_range', 'tv'],
];

/**
 * A dip to black: the scene fades out over the first half of its transition out and the next
 * fades in over the second half of its transition in, so they are crossfaded over black and the
 * frame at the boundary is black (a piece that starts or ends a batch mid-scene has no fade there).
 */
function dipFades(piece: BatchPiece): string {
  const { scene } = piece;
  const fades: string[] = [];
  if (piece.from === scene.shownFrom && scene.transitionIn > 0)
    fades.push(`fade=t=in:start_frame=${scene.transitionIn / 2}:nb_frames=${scene.transitionIn / 2}`);
  if (piece.to === scene.shownTo && scene.transitionOut > 0)
    fades.push(`fade=t=out:start_frame=${piece.to - piece.from - scene.transitionOut}:nb_frames=${scene.transitionOut / 2}`);
  return fades.map((fade) => `,${fade}`).join('');
}

/**
 * The ffmpeg arguments that encode one batch into `segment` (video only): one input per piece,
 * each piece's frames made by its filters, the pieces joined, the captions drawn at the batch's
 * own place in the video (its frames' times moved there for libass, then back to zero).
 */
export function batchArgs(
  batch: Batch,
  media: SceneMedium[],
  options: { frame: { width: number; height: number }; transition: VideoTransition['kind']; captions: boolean; segment: string },
): string[] {
  const { frame } = options;
  const chains = batch.pieces.map((piece, input) => {
    const medium = media[piece.scene.index]!;
    const filters =
      medium.kind === 'picture'
        ? pictureFilters(input, piece, medium.move, frame, VIDEO_FPS)
        : clipFilters(
            input,
            { skip: clipPart(piece, medium).skip, frames: piece.to - piece.from },
            medium.fill,
            medium.focus,
            frame,
            VIDEO_FPS,
          );
    const dip = options.transition === 'dip' ? dipFades(piece) : '';
    return `${filters}${dip}[p${input}]`;
  });
  const captions = options.captions ? `,setpts=N+${batch.start},ass=filename=captions.ass:fontsdir=fonts,setpts=N` : '';
  const graph = [
    ...chains,
    joinFilters(
      batch.joins,
      batch.pieces.map((piece) => piece.to - piece.from),
      options.transition,
    ),
    `[joined]settb=1/${VIDEO_FPS},setpts=N${captions},format=yuv420p[vout]`,
  ].join(';');
  return [
    ...['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'error', '-progress', 'pipe:1', '-y'],
    ...batch.pieces.flatMap((piece) => pieceInput(piece, media[piece.scene.index]!)),
    ...['-filter_complex', graph, '-map', '[vout]', '-frames:v', String(batch.end - batch.start)],
    ...VIDEO_ENCODING,
    ...['-an', '-map_metadata', '-1', '-f', 'mp4', fileUrl(options.segment)],
  ];
}

/**
 * Progress over the whole render: each ffmpeg run (a batch, the final mux) has a share of the
 * work by the seconds it writes; its reports are placed within that share, so they only rise.
 */
function progressOver(shares: number[], onProgress: RenderVideoRequest['onProgress']) {
  const total = shares.reduce((sum, share) => sum + share, 0);
  const started = performance.now();
  let done = 0;
  return (stage: number): RunOptions['onProgress'] => {
    if (!onProgress) return undefined;
    const before = shares.slice(0, stage).reduce((sum, share) => sum + share, 0);
    return ({ percent }) => {
      const fraction = Math.min(1, (before + (shares[stage]! * percent) / 100) / total);
      if (fraction < done) return;
      done = fraction;
      const elapsed = (performance.now() - started) / 1000;
      const rounded = Math.round(fraction * 1000) / 10;
      onProgress(
        fraction > 0.01 && fraction < 1
          ? { percent: rounded, etaSeconds: Math.round((elapsed * (1 - fraction)) / fraction) }
          : { percent: rounded },
      );
    };
  };
}

/** The share of the work the final mux has, against the batches' seconds: the sound's encode and a copy of the video. */
const MUX_SHARE = 0.1;

/**
 * Renders a draft video: the scenes' pictures and clips, each moved and filled as asked, joined by
 * cuts, crossfades or dips, the word-timed captions burned in; encoded a few scenes at a time
 * (batches.ts) and the segments joined without re-encoding; the voiceover with the clips' own sound
 * and optional music ducked under it, levelled to RENDER_LOUDNESS (measured first in two passes over
 * the sound alone); H.264 (High, yuv420p, BT.709) and AAC (48 kHz, 128 kb/s) in an MP4 whose index
 * (moov) comes first so it plays while downloading. Temporary files live in a directory of their
 * own under the system's temp directory and beside the output; all are gone when this settles,
 * whatever the outcome.
 */
export async function renderVideo(request: RenderVideoRequest): Promise<RenderedVideo> {
  const { binaries, signal, durationSeconds, frame } = request;
  const { width, height } = frame;
  if (![width, height].every((side) => Number.isInteger(side) && side >= 2 && side % 2 === 0))
    throw new Error(`A video's width and height are even numbers of pixels (got ${width}×${height}).`);
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0)
    throw new Error(`A video needs a positive duration (got ${durationSeconds}).`);
  const transition = request.transition ?? { kind: 'cut', seconds: 0 };
  const transitionSeconds = Math.min(TRANSITION_SECONDS.max, Math.max(TRANSITION_SECONDS.min, transition.seconds));
  const transitionFrames = transition.kind === 'cut' ? 0 : Math.round(transitionSeconds * VIDEO_FPS);
  const timeline = planTimeline(
    request.scenes.map((scene) => scene.startSeconds),
    durationSeconds,
    VIDEO_FPS,
    transitionFrames,
  );
  if (timeline.length === 0) throw new Error('A video needs at least one scene.');
  throwIfAborted(signal);

  const workDir = await mkdtemp(path.join(request.tempDir ?? tmpdir(), 'genesis-render-'));
  const outputPath = path.resolve(request.outputPath);
  const partial = path.join(path.dirname(outputPath), `.${path.basename(outputPath)}.${randomUUID()}.partial`);
  const run = (args: string[], seconds: number, onProgress?: RunOptions['onProgress']) =>
    runFfmpeg(binaries.ffmpeg, args, {
      cwd: workDir,
      durationSeconds: seconds,
      ...(signal ? { signal } : {}),
      ...(onProgress ? { onProgress } : {}),
    });
  try {
    if (request.voiceoverPath) await expectAudio(binaries, request.voiceoverPath, 'voiceover', signal);
    if (request.music) await expectAudio(binaries, request.music.path, 'music', signal);

    const { media, sounding } = await prepareScenes(request, timeline, frame, workDir);
    const captions = await writeCaptions(request, frame, workDir, binaries.complexShaping);
    const clipLanes = await writeClipLanes(timeline, media, sounding, transition.kind, run, workDir);

    const volume = Math.min(100, Math.max(0, request.music?.volume ?? 0));
    const music = request.music && volume > 0 ? { path: request.music.path, volume } : undefined;
    const mix: MixInputs = {
      voice: 0,
      ...(music ? { music: { input: 1, volume } } : {}),
      clips: clipLanes.map((_, lane) => (music ? 2 : 1) + lane),
      durationSeconds,
    };
    const audioInputs = [
      // Without a voice, silence stands in its place in the mix: the clips' sound is added to it.
      ...(request.voiceoverPath
        ? ['-i', fileUrl(request.voiceoverPath)]
        : ['-f', 'lavfi', '-t', durationSeconds.toFixed(3), '-i', 'anullsrc=r=48000:cl=stereo']),
      ...(music ? ['-stream_loop', '-1', '-i', fileUrl(music.path)] : []),
      ...clipLanes.flatMap((list) => ['-f', 'concat', '-safe', '0', '-i', list]),
    ];
    const gain = await mixGain((tail) =>
      run(
        [
          ...['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'info'],
          ...audioInputs,
          ...['-filter_complex', mixGraph(mix, `${tail}[aout]`), '-map', '[aout]', '-t', durationSeconds.toFixed(3), '-f', 'null', '-'],
        ],
        durationSeconds,
      ),
    );

    const batches = planBatches(timeline);
    const progress = progressOver(
      [...batches.map((batch) => batch.end - batch.start), MUX_SHARE * timeline.at(-1)!.end],
      request.onProgress,
    );
    const segments: string[] = [];
    for (const [position, batch] of batches.entries()) {
      throwIfAborted(signal);
      const segment = `segment-${position + 1}.mp4`;
      const args = batchArgs(batch, media, { frame, transition: transition.kind, captions, segment: path.join(workDir, segment) });
      await run(args, (batch.end - batch.start) / VIDEO_FPS, progress(position));
      segments.push(segment);
    }
    await writeFile(path.join(workDir, 'segments.txt'), segments.map((segment) => `file '${segment}'\n`).join(''), 'utf8');

    throwIfAborted(signal);
    await run(
      [
        ...['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'error', '-progress', 'pipe:1', '-y'],
        ...['-f', 'concat', '-safe', '0', '-i', 'segments.txt'],
        ...audioInputs,
        ...['-filter_complex', mixGraph(shifted(mix, 1), `${levelling(gain)},${STEREO}[aout]`)],
        ...['-map', '0:v', '-map', '[aout]', '-t', durationSeconds.toFixed(3), '-c:v', 'copy'],
        ...['-c:a', 'aac', '-b:a', '128k', '-ar', '48000', '-ac', '2'],
        ...['-map_metadata', '-1', '-movflags', '+faststart', '-f', 'mp4', fileUrl(partial)],
      ],
      durationSeconds,
      progress(batches.length),
    );
    throwIfAborted(signal);

    const probe = await probeMedia(binaries, partial, { signal });
    const video = probe.streams.find((stream) => stream.type === 'video');
    throwIfAborted(signal);
    await rename(partial, outputPath);
    const { size } = await stat(outputPath);
    return {
      width: video?.width ?? frame.width,
      height: video?.height ?? frame.height,
      durationSeconds: probe.durationSeconds,
      bytes: size,
    };
  } catch (error) {
    await rm(partial, { force: true });
    if (signal?.aborted) throw abortError();
    throw error;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** Samples a second of the clips' sound lanes: one video frame is exactly 1,600 of them, so each scene's part starts on its frame. */
const LANE_RATE = 48_000;
const LANE_FORMAT = ['-ar', String(LANE_RATE), '-ac', '2', '-sample_fmt', 's16', '-c:a', 'flac', '-f', 'flac'];

/**
 * Each scene's medium made ready: a picture prepared by sharp at its fill and move's size; a clip
 * probed and its part kept within it. Files are named relative to ffmpeg's working directory: no
 * character of the temp path can mean a pattern or an option.
 */
async function prepareScenes(
  request: RenderVideoRequest,
  timeline: TimelineScene[],
  frame: { width: number; height: number },
  workDir: string,
): Promise<{ media: SceneMedium[]; sounding: Map<number, { volume: number }> }> {
  const media: SceneMedium[] = [];
  const sounding = new Map<number, { volume: number }>();
  const sceneMoves = moves(request.scenes);
  for (const shown of timeline) {
    const { index } = shown;
    throwIfAborted(request.signal);
    const scene = request.scenes[index]!;
    const focus = scene.focus ?? CENTRE;
    const { visual } = scene;
    if (visual.kind === 'picture') {
      const file = `scene-${index + 1}.jpg`;
      await preparePicture(visual.path, path.join(workDir, file), {
        frame,
        motion: scene.motion,
        fill: scene.fill,
        focus,
        number: index + 1,
      });
      media[index] = { kind: 'picture', file, move: sceneMoves[index]! };
      continue;
    }
    const streams = await clipStreams(request.binaries, visual.path, index + 1, request.signal);
    // Within the clip: a part past its end would give no frame to hold.
    const clipEnd = streams.seconds > 0 ? streams.seconds : Infinity;
    const chosenOut = Math.min(visual.outSeconds, clipEnd);
    const chosenIn = Math.max(0, Math.min(visual.inSeconds, chosenOut - 1 / VIDEO_FPS));
    // The part chosen plays over the scene's own frames; a transition's frames show the clip just
    // before and after it, as far as the clip goes (a part shorter than the scene holds its last frame).
    const seconds = (frames: number) => frames / VIDEO_FPS;
    const fillsScene = chosenOut - chosenIn >= seconds(shown.end - shown.start - 1);
    const inSeconds = Math.max(0, chosenIn - seconds(shown.transitionIn) / 2);
    const outSeconds = fillsScene ? Math.min(clipEnd, chosenOut + seconds(shown.transitionOut) / 2) : chosenOut;
    media[index] = { kind: 'clip', url: fileUrl(visual.path), inSeconds, outSeconds, fill: scene.fill, focus };
    const volume = Math.min(100, Math.max(0, visual.volume));
    if (visual.hasAudio && volume > 0 && streams.audio) sounding.set(index, { volume });
  }
  return { media, sounding };
}

/**
 * Where a scene's clip sound fades, in seconds from its first shown frame: across a crossfade
 * while its picture does (the two scenes' sounds overlap), in the scene's half of a dip (silent at
 * the black frame), and briefly at a cut; a part that runs out before the scene ends fades at its
 * own end (the picture holds the clip's last frame, silent).
 */
function soundFades(scene: TimelineScene, kind: VideoTransition['kind'], partSeconds: number): SoundFades {
  const seconds = (frames: number) => frames / VIDEO_FPS;
  const shown = seconds(scene.shownTo - scene.shownFrom);
  const short = { skip: 0, seconds: Math.min(CLIP_FADE_SECONDS, partSeconds / 4), curve: 'tri' } as const;
  const edge = (transition: number) => {
    if (transition === 0) return short;
    const length = seconds(transition);
    // Equal power across a crossfade (two unrelated sounds), so its middle is not quieter than either end.
    return kind === 'dip'
      ? { skip: length / 2, seconds: length / 2, curve: 'tri' as const }
      : { skip: 0, seconds: length, curve: 'qsin' as const };
  };
  const fadeIn = edge(scene.transitionIn);
  const fadeOut = edge(scene.transitionOut);
  const outEnd = shown - fadeOut.skip;
  const out =
    partSeconds < outEnd
      ? { start: partSeconds - short.seconds, seconds: short.seconds, curve: short.curve }
      : { start: outEnd - fadeOut.seconds, seconds: fadeOut.seconds, curve: fadeOut.curve };
  return { in: { start: fadeIn.skip, seconds: fadeIn.seconds, curve: fadeIn.curve }, out };
}

/**
 * The clips' sound, as concat lists of FLAC parts that the mix adds to the voice (none when no
 * clip sounds), so the mix opens a file or two however many clips there are. A sounding scene's
 * part plays the clip from its in-point over all the frames its picture is shown (in step with
 * the picture, transitions included), faded as soundFades says, at its volume; silence fills the
 * stretches between. Neighbouring scenes' parts overlap during a transition, so scenes take turns
 * between two lanes: a lane's parts follow one another. Each part lasts exactly its frames.
 */
async function writeClipLanes(
  timeline: TimelineScene[],
  media: SceneMedium[],
  sounding: Map<number, { volume: number }>,
  transition: VideoTransition['kind'],
  run: (args: string[], seconds: number) => Promise<string>,
  workDir: string,
): Promise<string[]> {
  const samples = (frames: number) => (frames * LANE_RATE) / VIDEO_FPS;
  const quiet = ['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'error', '-y'];
  const lanes = [
    { parts: [] as string[], until: 0 },
    { parts: [] as string[], until: 0 },
  ];
  for (const [position, scene] of timeline.entries()) {
    const medium = media[scene.index]!;
    const sound = sounding.get(scene.index);
    if (!sound || medium.kind !== 'clip') continue;
    const lane = lanes[position % 2]!;
    const name = () => `lane-${(position % 2) + 1}-${lane.parts.length + 1}.flac`;
    if (scene.shownFrom > lane.until) {
      const file = name();
      const silence = `atrim=end_sample=${samples(scene.shownFrom - lane.until)}`;
      await run([...quiet, '-f', 'lavfi', '-i', `anullsrc=r=${LANE_RATE}:cl=stereo`, '-af', silence, ...LANE_FORMAT, file], 1);
      lane.parts.push(file);
    }
    const length = samples(scene.shownTo - scene.shownFrom);
    const seconds = Math.min(medium.outSeconds - medium.inSeconds, (scene.shownTo - scene.shownFrom) / VIDEO_FPS);
    const fades = soundFades(scene, transition, seconds);
    const file = name();
    await run(
      [
        ...quiet,
        ...['-ss', medium.inSeconds.toFixed(6), '-t', seconds.toFixed(6), '-i', medium.url, '-vn', '-sn'],
        ...['-af', `${clipSoundFilters(sound.volume, fades)},apad=whole_len=${length},atrim=end_sample=${length}`, ...LANE_FORMAT, file],
      ],
      seconds,
    );
    lane.parts.push(file);
    lane.until = scene.shownTo;
  }
  const lists: string[] = [];
  for (const [index, lane] of lanes.entries()) {
    if (lane.parts.length === 0) continue;
    const list = `lane-${index + 1}.txt`;
    await writeFile(path.join(workDir, list), lane.parts.map((part) => `file '${part}'\n`).join(''), 'utf8');
    lists.push(list);
  }
  return lists;
}

/**
 * Writes captions.ass and the caption font's files into fonts/ when there are words to draw;
 * whether it did. `shaping`: whether ffmpeg's libass shapes text (Devanagari is left out if not).
 */
async function writeCaptions(
  request: RenderVideoRequest,
  frame: { width: number; height: number },
  workDir: string,
  shaping: boolean,
): Promise<boolean> {
  if (!request.captions && !request.title) return false;
  const said = (request.captions?.words ?? []).map((word) => word.text).join(' ');
  const font = await captionFont(`${said} ${request.title?.text ?? ''}`, { shaping });
  const words = (request.captions?.words ?? [])
    .map((word) => ({ ...word, text: font.drawable(word.text).trim() }))
    .filter((word) => word.text);
  const title = request.title && font.drawable(request.title.text).trim();
  if (words.length === 0 && !title) return false;
  await mkdir(path.join(workDir, 'fonts'));
  await Promise.all(font.files.map((file) => writeFile(path.join(workDir, 'fonts', file.name), file.bytes)));
  const script = captionsAss(words, {
    width: frame.width,
    height: frame.height,
    style: request.captions?.style ?? DEFAULT_CAPTION_STYLE,
    fontName: font.familyName,
    measure: font.measure,
    familyOf: font.familyOf,
    ...(title ? { title: { text: title, endMs: Math.min(request.title!.seconds, request.durationSeconds) * 1000 } } : {}),
  });
  await writeFile(path.join(workDir, 'captions.ass'), script, 'utf8');
  return true;
}

/** The mix's inputs moved up by `by` (the final mux has the video first). */
function shifted(mix: MixInputs, by: number): MixInputs {
  return {
    ...mix,
    voice: mix.voice + by,
    ...(mix.music ? { music: { ...mix.music, input: mix.music.input + by } } : {}),
    clips: mix.clips.map((input) => input + by),
  };
}

/** Whether a clip has sound, and its length (0: unknown); rejects, naming the clip, when it has no video ffmpeg can read. */
async function clipStreams(
  binaries: FfmpegBinaries,
  file: string,
  sceneNumber: number,
  signal: AbortSignal | undefined,
): Promise<{ audio: boolean; seconds: number }> {
  const probe = await probeMedia(binaries, file, { signal }).catch((error: unknown) => {
    if (signal?.aborted) throw abortError();
    throw new Error(
      `The clip of scene ${sceneNumber} (${path.basename(file)}) could not be read: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  });
  if (!probe.streams.some((stream) => stream.type === 'video'))
    throw new Error(`The clip of scene ${sceneNumber} (${path.basename(file)}) is not a video ffmpeg can read.`);
  return { audio: probe.streams.some((stream) => stream.type === 'audio'), seconds: probe.durationSeconds };
}
