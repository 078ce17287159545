import path from 'node:path';
import { loadSharp } from '../../lib/on-first-use';
import type { SceneFill, SceneMotion, TransitionKind } from '@shared/contracts/storyboard';
import type { BatchPiece } from './batches';

/** What a crop keeps in view, 0–1 across and down. */
export interface Focus {
  x: number;
  y: number;
}

/**
 * The camera's move over a moving picture: it zooms from the whole picture to 1/1.12 of it or
 * back, or pans across the picture at that zoom. Such a picture is prepared at 1.12× the frame, so
 * the frame never shows it enlarged; a still one is prepared at the frame's size.
 */
export const ZOOM = 0.12;
export type Move = 'zoom-in' | 'zoom-out' | 'pan-right' | 'pan-left' | 'still';

/** The blurred background is drawn this many times smaller than the frame and scaled up: cheap, and the scaling blurs it further. */
const BACKGROUND_SHRINK = 8;
/** The background's brightness, so the picture in front stands out. */
const BACKGROUND_BRIGHTNESS = 0.55;

const even = (value: number) => 2 * Math.round(value / 2);
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** A picture's size on disk for a move: 1.12× the frame when it moves, so a zoom or pan never enlarges it. */
export function pictureSize(frame: { width: number; height: number }, motion: SceneMotion): { width: number; height: number } {
  if (motion === 'still') return frame;
  return { width: even(frame.width * (1 + ZOOM)), height: even(frame.height * (1 + ZOOM)) };
}

/**
 * A picture at exactly `size`, turned upright by its EXIF orientation and flattened onto black,
 * written as a high-quality JPEG that ffmpeg decodes once (whatever format it came in):
 * crop: scaled to cover the size and cut so the focus point is as central as the picture allows;
 * blur: all of it fitted inside, over a blurred, darkened copy of itself that covers the size —
 * blurred here, once, rather than on every frame in ffmpeg.
 */
export async function preparePicture(
  source: string,
  target: string,
  size: { width: number; height: number },
  fill: SceneFill,
  focus: Focus,
  sceneNumber: number,
): Promise<void> {
  const sharp = loadSharp();
  const { width, height } = size;
  try {
    const upright = () => sharp(source).rotate().flatten({ background: '#000000' });
    let picture;
    if (fill === 'crop') {
      // 'outside' scales to cover without cutting; the cut around the focus point follows.
      const { data, info } = await upright().resize(width, height, { fit: 'outside' }).raw().toBuffer({ resolveWithObject: true });
      const left = Math.round(clamp(focus.x * info.width - width / 2, 0, info.width - width));
      const top = Math.round(clamp(focus.y * info.height - height / 2, 0, info.height - height));
      picture = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).extract({
        left,
        top,
        width,
        height,
      });
    } else {
      const small = {
        width: Math.max(1, Math.round(width / BACKGROUND_SHRINK)),
        height: Math.max(1, Math.round(height / BACKGROUND_SHRINK)),
      };
      const blurred = await upright()
        .resize(small.width, small.height, { fit: 'cover' })
        .blur(Math.max(1, Math.min(small.width, small.height) / 40))
        .linear(BACKGROUND_BRIGHTNESS, 0)
        .raw()
        .toBuffer({ resolveWithObject: true });
      const background = await sharp(blurred.data, { raw: blurred.info }).resize(width, height, { fit: 'fill' }).raw().toBuffer();
      const front = await upright().resize(width, height, { fit: 'inside' }).png({ compressionLevel: 0 }).toBuffer();
      picture = sharp(background, { raw: { width, height, channels: blurred.info.channels } }).composite([
        { input: front, gravity: 'centre' },
      ]);
    }
    await picture.jpeg({ quality: 90, chromaSubsampling: '4:4:4' }).toFile(target);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The picture of scene ${sceneNumber} (${path.basename(source)}) could not be read: ${reason}`, { cause: error });
  }
}

/** A piece's frames as ffmpeg wants them: constant rate, frame n at pts n, square pixels. */
const timed = (fps: number) => `setsar=1,settb=1/${fps},setpts=N`;

/**
 * The filters that make a picture piece's frames from input `input` (one decoded picture),
 * converted once to the video's colours (BT.709, limited range, 4:2:0). A still picture is that
 * one frame repeated; a moving one goes through zoompan, its progress counted over the scene's
 * whole shown frames so a piece started later in a scene goes on from where the last one stopped.
 */
export function pictureFilters(
  input: number,
  piece: BatchPiece,
  move: Move,
  frame: { width: number; height: number },
  fps: number,
): string {
  const frames = piece.to - piece.from;
  const colours = `[${input}:v]scale=in_range=jpeg:out_range=tv:in_color_matrix=bt601:out_color_matrix=bt709,format=yuv420p`;
  if (move === 'still') return `${colours},loop=loop=${frames - 1}:size=1,${timed(fps)}`;
  const shown = piece.scene.shownTo - piece.scene.shownFrom;
  const progress = `(on+${piece.offset})/${Math.max(1, shown - 1)}`;
  const centreX = '(iw-iw/zoom)/2';
  const centreY = '(ih-ih/zoom)/2';
  const { z, x, y } = {
    'zoom-in': { z: `1+${ZOOM}*${progress}`, x: centreX, y: centreY },
    'zoom-out': { z: `${1 + ZOOM}-${ZOOM}*${progress}`, x: centreX, y: centreY },
    'pan-right': { z: `${1 + ZOOM}`, x: `(iw-iw/zoom)*${progress}`, y: centreY },
    'pan-left': { z: `${1 + ZOOM}`, x: `(iw-iw/zoom)*(1-${progress})`, y: centreY },
  }[move];
  return `${colours},zoompan=z='${z}':x='${x}':y='${y}':d=${frames}:s=${frame.width}x${frame.height}:fps=${fps},${timed(fps)}`;
}

/**
 * The filters that make a clip piece's `frames` from input `input` (the clip from a little before
 * the piece's time, autorotated by ffmpeg; the first `skip` frames dropped): at the video's rate, covering the frame around the focus point
 * (crop) or fitted over a blurred copy (blur, drawn small and scaled up to keep it cheap), in the
 * video's colours; when the clip runs out its last frame is held. Clips do not move: a zoom or pan
 * on a clip would be per-frame scaling for little gain, so every clip is drawn still.
 */
export function clipFilters(
  input: number,
  { skip, frames }: { skip: number; frames: number },
  fill: SceneFill,
  focus: Focus,
  frame: { width: number; height: number },
  fps: number,
): string {
  const { width, height } = frame;
  const colours = `scale=out_range=tv:out_color_matrix=bt709,format=yuv420p`;
  // Past the clip's end its last frame is repeated; the frames decoded before the piece's start are dropped.
  const part = `tpad=stop_mode=clone:stop=${skip + frames},trim=start_frame=${skip}:end_frame=${skip + frames},setpts=PTS-STARTPTS`;
  const cover = (w: number, h: number) => `scale=${w}:${h}:force_original_aspect_ratio=increase,setsar=1`;
  const start = `[${input}:v]fps=${fps},${part}`;
  if (fill === 'crop') {
    const x = `min(max(${focus.x}*iw-${width}/2\\,0)\\,iw-${width})`;
    const y = `min(max(${focus.y}*ih-${height}/2\\,0)\\,ih-${height})`;
    return `${start},${cover(width, height)},crop=${width}:${height}:'${x}':'${y}',${colours},${timed(fps)}`;
  }
  const small = { width: even(width / BACKGROUND_SHRINK), height: even(height / BACKGROUND_SHRINK) };
  const label = `c${input}`;
  return [
    `${start},split=2[${label}b][${label}f]`,
    `[${label}b]${cover(small.width, small.height)},crop=${small.width}:${small.height},boxblur=4:2,` +
      `lutrgb=r=val*${BACKGROUND_BRIGHTNESS}:g=val*${BACKGROUND_BRIGHTNESS}:b=val*${BACKGROUND_BRIGHTNESS},scale=${width}:${height}[${label}bg]`,
    `[${label}f]scale=${width}:${height}:force_original_aspect_ratio=decrease,setsar=1[${label}fg]`,
    `[${label}bg][${label}fg]overlay=(W-w)/2:(H-h)/2,${colours},${timed(fps)}`,
  ].join(';');
}

/**
 * Joins a batch's pieces, labelled [p0], [p1]…, into [joined]: a cut concatenates, a crossfade or
 * a dip is xfade over the frames the two pieces overlap (offsets from the batch's start).
 */
export function joinFilters(joins: number[], starts: number[], kind: TransitionKind, fps: number): string {
  if (joins.length === 0) return '[p0]null[joined]';
  const parts: string[] = [];
  let previous = '[p0]';
  joins.forEach((overlap, position) => {
    const next = `[p${position + 1}]`;
    const out = position === joins.length - 1 ? '[joined]' : `[j${position}]`;
    if (overlap === 0 || kind === 'cut') parts.push(`${previous}${next}concat=n=2:v=1:a=0${out}`);
    else {
      // A dip is a crossfade too, of pieces faded to black at their ends (dipFades in render-video.ts).
      parts.push(
        `${previous}${next}xfade=transition=fade:duration=${(overlap / fps).toFixed(6)}:offset=${(starts[position + 1]! / fps).toFixed(6)}${out}`,
      );
    }
    previous = out;
  });
  return parts.join(';');
}
