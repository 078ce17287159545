import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadSharp } from '../../lib/on-first-use';
import { VIDEO_FPS, videoPixelSize, type CaptionStyleId, type VideoFormat, type VideoResolution } from '@shared/catalog/video';
import type { TimedWord } from '../speech/speech-engine';
import { captionFont } from './caption-font';
import { captionsAss } from './captions';
import type { FfmpegBinaries } from './ffmpeg-binaries';
import { limitedCommand } from './limited-process';
import { probeMedia } from './probe-media';

export interface VideoScene {
  imagePath: string;
  startSeconds: number;
  endSeconds: number;
}

export interface RenderVideoRequest {
  binaries: FfmpegBinaries;
  format: VideoFormat;
  resolution: VideoResolution;
  /** The voiceover: any audio file ffmpeg reads (an MP3) on local disk. */
  voiceoverPath: string;
  /** The voiceover's length: the video is exactly this long. */
  durationSeconds: number;
  /**
   * Cover [0, durationSeconds] in order; images are JPEG, PNG, WebP, AVIF, TIFF or GIF of any size.
   * A scene runs from its start to the next scene's start (the last one to the end).
   */
  scenes: VideoScene[];
  /** Absent: no captions. */
  captions?: { style: CaptionStyleId; words: TimedWord[] };
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

/** An ffmpeg run that failed; the message names the cause, `stderr` keeps ffmpeg's last 4 KB. */
export class FfmpegError extends Error {
  override name = 'FfmpegError';
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(message);
  }
}

/**
 * The camera's move over each picture: it zooms from the whole picture to 1/1.12 of it or back,
 * or pans across the picture at that zoom, the four moves in turn from scene to scene. The picture
 * is prepared at 1.12× the frame, so the frame never shows it enlarged.
 */
const ZOOM = 0.12;
const MOVES = ['zoom-in', 'pan-right', 'zoom-out', 'pan-left'] as const;
/**
 * libx264's 'veryfast' preset at CRF 23 (its default quality, good enough to upload): a whole
 * render takes about 0.6 s of CPU a second of 720p video and 1.25 s at 1080p (bench/RESULTS.md),
 * within the budgets (1× and 2× the duration on two cores). 'superfast' saved only a fifth of that
 * at twice the file size.
 */
const X264_PRESET = 'veryfast';
const STDERR_KEPT = 4096;
/** How long ffmpeg has to stop after SIGTERM before it is killed. */
const KILL_GRACE_MS = 250;
/** Seconds the music fades out over at the end of the video. */
const MUSIC_FADE_SECONDS = 2;

const abortError = () => new DOMException('The render was canceled.', 'AbortError');

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortError();
}

/** Frames of each scene: a scene runs from its start to the next scene's start; ones shorter than a frame are dropped. */
function sceneFrames(scenes: VideoScene[], durationSeconds: number): Array<{ scene: VideoScene; index: number; frames: number }> {
  const total = Math.round(durationSeconds * VIDEO_FPS);
  const bounds = scenes.map((scene, index) => (index === 0 ? 0 : Math.min(total, Math.max(0, Math.round(scene.startSeconds * VIDEO_FPS)))));
  for (let index = 1; index < bounds.length; index++) bounds[index] = Math.max(bounds[index]!, bounds[index - 1]!);
  bounds.push(total);
  return scenes.map((scene, index) => ({ scene, index, frames: bounds[index + 1]! - bounds[index]! })).filter((entry) => entry.frames > 0);
}

/**
 * A path as ffmpeg's file protocol, so no part of a name is taken for another protocol ('x:') or,
 * relative to ffmpeg's working directory (the render's temp directory), for a different file.
 */
const fileUrl = (file: string) => `file:${path.resolve(file)}`;

const even = (value: number) => 2 * Math.round(value / 2);

/**
 * A picture, cover-fitted to 1.12× the frame (centred: generated pictures frame their subject in
 * the middle), turned upright by its EXIF orientation, flattened onto black and written as a
 * high-quality JPEG that ffmpeg decodes once. This also normalises whatever format it came in.
 */
async function preparePicture(source: string, target: string, width: number, height: number, sceneNumber: number): Promise<void> {
  try {
    await loadSharp()(source)
      .rotate()
      .resize(width, height, { fit: 'cover' })
      .flatten({ background: '#000000' })
      .jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
      .toFile(target);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The picture of scene ${sceneNumber} (${path.basename(source)}) could not be read: ${reason}`, { cause: error });
  }
}

function motion(move: (typeof MOVES)[number], frames: number): { z: string; x: string; y: string } {
  const progress = `on/${Math.max(1, frames - 1)}`;
  const centreX = '(iw-iw/zoom)/2';
  const centreY = '(ih-ih/zoom)/2';
  switch (move) {
    case 'zoom-in':
      return { z: `1+${ZOOM}*${progress}`, x: centreX, y: centreY };
    case 'zoom-out':
      return { z: `${1 + ZOOM}-${ZOOM}*${progress}`, x: centreX, y: centreY };
    case 'pan-right':
      return { z: `${1 + ZOOM}`, x: `(iw-iw/zoom)*${progress}`, y: centreY };
    case 'pan-left':
      return { z: `${1 + ZOOM}`, x: `(iw-iw/zoom)*(1-${progress})`, y: centreY };
  }
}

interface GraphInput {
  width: number;
  height: number;
  scenes: Array<{ frames: number }>;
  captions: boolean;
  music?: { volume: number };
  durationSeconds: number;
}

/**
 * The filter graph. Each picture (one decoded frame) is converted once to the video's colours
 * (BT.709, limited range, 4:2:0) and zoompan makes the scene's frames from it; the scenes are
 * joined with cuts; the captions are drawn by libass. The voice is padded with silence to the
 * end; music loops, is lowered by a compressor keyed by the voice (ducking), fades out at the end
 * and is added to the voice.
 */
function filterGraph(input: GraphInput): string {
  const { width, height, scenes } = input;
  const parts: string[] = [];
  scenes.forEach((scene, index) => {
    const { z, x, y } = motion(MOVES[index % MOVES.length]!, scene.frames);
    parts.push(
      `[${index}:v]scale=in_range=jpeg:out_range=tv:in_color_matrix=bt601:out_color_matrix=bt709,format=yuv420p,` +
        `zoompan=z='${z}':x='${x}':y='${y}':d=${scene.frames}:s=${width}x${height}:fps=${VIDEO_FPS},setsar=1[v${index}]`,
    );
  });
  const joined = scenes.map((_, index) => `[v${index}]`).join('');
  const captions = input.captions ? ',ass=filename=captions.ass:fontsdir=fonts' : '';
  parts.push(`${joined}concat=n=${scenes.length}:v=1:a=0${captions},format=yuv420p[vout]`);
  const voice = scenes.length;
  const stereo = 'aformat=sample_fmts=fltp:sample_rates=48000:channel_layouts=stereo';
  if (!input.music) {
    parts.push(`[${voice}:a]${stereo},apad[aout]`);
  } else {
    const gain = (input.music.volume / 100).toFixed(3);
    const fadeStart = Math.max(0, input.durationSeconds - MUSIC_FADE_SECONDS).toFixed(3);
    parts.push(
      `[${voice}:a]${stereo},apad,asplit=2[voice][key]`,
      `[${voice + 1}:a]${stereo},asetpts=N/SR/TB,volume=${gain},afade=t=out:st=${fadeStart}:d=${MUSIC_FADE_SECONDS}[bed]`,
      // A voice above −34 dBFS pulls the music down by 10–20 dB (more the louder it speaks); it comes back within half a second of a pause.
      `[bed][key]sidechaincompress=threshold=0.02:ratio=12:attack=20:release=450,${stereo}[ducked]`,
      `[voice][ducked]amerge=inputs=2,pan=stereo|c0=c0+c2|c1=c1+c3[aout]`,
    );
  }
  return parts.join(';');
}

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

/** The last lines of ffmpeg's messages that say something (fontconfig's warnings about its own config say nothing). */
function cause(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('Fontconfig'));
  return (
    lines
      .slice(-3)
      .map((line) => (line.length > 300 ? `${line.slice(0, 300)}…` : line))
      .join(' ') || 'no message'
  );
}

interface RunOptions {
  cwd: string;
  signal?: AbortSignal;
  durationSeconds: number;
  onProgress?: RenderVideoRequest['onProgress'];
}

/**
 * CPU seconds a render's encoder may use: a 1080p draft takes about 2.4 per second of video on
 * two cores (bench/RESULTS.md), so this leaves a slower machine four times that.
 */
const RENDER_CPU_SECONDS = { base: 60, perSecond: 10 };

/**
 * Runs ffmpeg as a child process (the encoding never touches this process's event loop) at a
 * lower priority than the web server and within its CPU seconds (limited-process.ts), reading its
 * `-progress` reports from stdout.
 */
function runFfmpeg(binary: string, args: string[], options: RunOptions): Promise<void> {
  const { signal, durationSeconds, onProgress } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const command = limitedCommand(binary, args, { cpuSeconds: RENDER_CPU_SECONDS.base + RENDER_CPU_SECONDS.perSecond * durationSeconds });
    const child = spawn(command.file, command.args, { cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
    const started = performance.now();
    let stderr = '';
    let pending = '';
    let lastReport = -Infinity;
    let aborted = false;
    let settled = false;
    let killTimer: NodeJS.Timeout | undefined;

    const report = (seconds: number, final: boolean) => {
      if (!onProgress) return;
      const now = performance.now();
      if (!final && now - lastReport < 500) return;
      lastReport = now;
      const fraction = final ? 1 : Math.min(0.999, Math.max(0, seconds / durationSeconds));
      const elapsed = (now - started) / 1000;
      const percent = Math.round(fraction * 1000) / 10;
      onProgress(fraction > 0.01 ? { percent, etaSeconds: Math.round((elapsed * (1 - fraction)) / fraction) } : { percent });
    };

    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        // out_time_us (ffmpeg ≥ 4.2), or out_time_ms, which older versions fill with microseconds too.
        const time = /^out_time_(?:us|ms)=(\d+)/.exec(line);
        if (time) report(Number(time[1]) / 1e6, false);
        else if (line.trim() === 'progress=end') report(durationSeconds, true);
      }
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEPT);
    });

    const onAbort = () => {
      aborted = true;
      child.kill('SIGTERM');
      killTimer = setTimeout(() => child.kill('SIGKILL'), KILL_GRACE_MS);
    };
    signal?.addEventListener('abort', onAbort, { once: true });

    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(killTimer);
      signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve();
    };
    child.on('error', (error) => finish(new FfmpegError(`ffmpeg could not be started (${binary}): ${error.message}`, stderr)));
    child.on('close', (code, killedBy) => {
      if (aborted) return finish(abortError());
      if (code === 0) return finish();
      finish(
        new FfmpegError(
          `ffmpeg could not render the video (${code === null ? `killed by ${killedBy}` : `exit code ${code}`}): ${cause(stderr)}`,
          stderr,
        ),
      );
    });
  });
}

/**
 * Renders a draft video: the scenes' pictures with a slow zoom or pan, cut together, the
 * word-timed captions burned in, the voiceover with optional music ducked under it; H.264 (High,
 * yuv420p, BT.709) and AAC (48 kHz, 128 kb/s) in an MP4 whose index (moov) comes first so it
 * plays while downloading. Temporary files live in a directory of their own under the system's
 * temp directory and beside the output; all are gone when this settles, whatever the outcome.
 */
export async function renderVideo(request: RenderVideoRequest): Promise<RenderedVideo> {
  const { binaries, signal, durationSeconds } = request;
  const { width, height } = videoPixelSize(request.format, request.resolution);
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0)
    throw new Error(`A video needs a positive duration (got ${durationSeconds}).`);
  const scenes = sceneFrames(request.scenes, durationSeconds);
  if (scenes.length === 0) throw new Error('A video needs at least one scene.');
  throwIfAborted(signal);

  const workDir = await mkdtemp(path.join(request.tempDir ?? tmpdir(), 'genesis-render-'));
  const outputPath = path.resolve(request.outputPath);
  const partial = path.join(path.dirname(outputPath), `.${path.basename(outputPath)}.${randomUUID()}.partial`);
  try {
    await expectAudio(binaries, request.voiceoverPath, 'voiceover', signal);
    if (request.music) await expectAudio(binaries, request.music.path, 'music', signal);
    const pictureWidth = even(width * (1 + ZOOM));
    const pictureHeight = even(height * (1 + ZOOM));
    // Named relative to ffmpeg's working directory: no character of the temp path can mean a pattern or an option.
    const pictures: string[] = [];
    for (const { scene, index } of scenes) {
      throwIfAborted(signal);
      const picture = `scene-${index + 1}.jpg`;
      await preparePicture(scene.imagePath, path.join(workDir, picture), pictureWidth, pictureHeight, index + 1);
      pictures.push(picture);
    }

    let captions = false;
    if (request.captions) {
      const font = await captionFont();
      const words = request.captions.words.map((word) => ({ ...word, text: font.drawable(word.text).trim() })).filter((word) => word.text);
      if (words.length > 0) {
        await mkdir(path.join(workDir, 'fonts'));
        await Promise.all(font.files.map((file) => writeFile(path.join(workDir, 'fonts', file.name), file.bytes)));
        const script = captionsAss(words, {
          width,
          height,
          style: request.captions.style,
          fontName: font.familyName,
          measure: font.measure,
        });
        await writeFile(path.join(workDir, 'captions.ass'), script, 'utf8');
        captions = true;
      }
    }

    const volume = Math.min(100, Math.max(0, request.music?.volume ?? 0));
    const music = request.music && volume > 0 ? { path: request.music.path, volume } : undefined;
    const graph = filterGraph({ width, height, scenes, captions, durationSeconds, ...(music ? { music: { volume } } : {}) });
    const args = [
      ...['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'error', '-progress', 'pipe:1', '-y'],
      ...pictures.flatMap((picture) => ['-i', picture]),
      ...['-i', fileUrl(request.voiceoverPath)],
      ...(music ? ['-stream_loop', '-1', '-i', fileUrl(music.path)] : []),
      ...['-filter_complex', graph, '-map', '[vout]', '-map', '[aout]', '-t', durationSeconds.toFixed(3), '-r', String(VIDEO_FPS)],
      ...['-c:v', 'libx264', '-preset', X264_PRESET, '-crf', '23', '-profile:v', 'high', '-pix_fmt', 'yuv420p'],
      ...['-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709', '-color_range', 'tv'],
      ...['-c:a', 'aac', '-b:a', '128k', '-ar', '48000', '-ac', '2'],
      ...['-map_metadata', '-1', '-movflags', '+faststart', '-f', 'mp4', fileUrl(partial)],
    ];
    await runFfmpeg(binaries.ffmpeg, args, {
      cwd: workDir,
      durationSeconds,
      ...(signal ? { signal } : {}),
      ...(request.onProgress ? { onProgress: request.onProgress } : {}),
    });
    throwIfAborted(signal);

    const probe = await probeMedia(binaries, partial, { signal });
    const video = probe.streams.find((stream) => stream.type === 'video');
    throwIfAborted(signal);
    await rename(partial, outputPath);
    const { size } = await stat(outputPath);
    return { width: video?.width ?? width, height: video?.height ?? height, durationSeconds: probe.durationSeconds, bytes: size };
  } catch (error) {
    await rm(partial, { force: true });
    if (signal?.aborted) throw abortError();
    throw error;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
