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
 * back, or pans along it. A zooming picture is prepared at 1.12× the frame, so the frame never
 * shows it enlarged; a still one at the frame's size. A panned picture keeps its own shape along
 * the pan, up to PAN_LENGTH frames long, so a wide photo is seen end to end in a vertical video;
 * one of nearly the frame's shape is prepared 1.12× as long, so it still moves.
 */
export const ZOOM = 0.12;
/** The longest a panned picture is, in frames: a 16:9 photo (3.16 times a 9:16 frame's width) is panned whole. */
export const PAN_LENGTH = 3.2;
export type Move = 'zoom-in' | 'zoom-out' | 'pan-forward' | 'pan-back' | 'still';

/** The blurred background is drawn this many times smaller than the frame and scaled up: cheap, and the scaling blurs it further. */
const BACKGROUND_SHRINK = 8;
/** The background's brightness, so the picture in front stands out. */
const BACKGROUND_BRIGHTNESS = 0.55;

const even = (value: number) => 2 * Math.round(value / 2);
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

type Size = { width: number; height: number };

/**
 * A picture's size for its scene: the frame's when still; 1.12× it when it zooms; when it pans,
 * the frame's size across the pan and the picture's own length along it (between 1.12 and
 * PAN_LENGTH frames), across for a picture wider than the frame and down for a taller one. A
 * picture fitted over its blurred copy pans across, 1.12 frames wide.
 */
export function pictureSize(frame: Size, motion: SceneMotion, fill: SceneFill, source: Size): Size {
  if (motion === 'still') return frame;
  if (motion === 'zoom') return { width: even(frame.width * (1 + ZOOM)), height: even(frame.height * (1 + ZOOM)) };
  // Over its blurred copy the whole picture is in view already: the pan is a slow drift across.
  if (fill === 'blur') return { width: even(frame.width * (1 + ZOOM)), height: frame.height };
  const along = (length: number, frameLength: number) => even(clamp(length, frameLength * (1 + ZOOM), frameLength * PAN_LENGTH));
  if (source.width / source.height >= frame.width / frame.height)
    return { width: along((source.width / source.height) * frame.height, frame.width), height: frame.height };
  return { width: frame.width, height: along((source.height / source.width) * frame.width, frame.height) };
}

/**
 * A picture at its scene's size (pictureSize), turned upright by its EXIF orientation and
 * flattened onto black, written as a high-quality JPEG that ffmpeg decodes once (whatever format it came in):
 * crop: scaled to cover the size and cut so the focus point is as central as the picture allows;
 * blur: all of it fitted inside, over a blurred, darkened copy of itself that covers the size —
 * blurred here, once, rather than on every frame in ffmpeg.
 */
export async function preparePicture(
  source: string,
  target: string,
  scene: { frame: Size; motion: SceneMotion; fill: SceneFill; focus: Focus; number: number },
): Promise<void> {
  const sharp = loadSharp();
  const { fill, focus } = scene;
  try {
    const metadata = await sharp(source).metadata();
    // EXIF orientations 5–8 turn the picture a quarter: its upright width is its stored height.
    const turned = (metadata.orientation ?? 1) >= 5;
    const stored = { width: metadata.width ?? 1, height: metadata.height ?? 1 };
    const upright = turned ? { width: stored.height, height: stored.width } : stored;
    const { width, height } = pictureSize(scene.frame, scene.motion, fill, upright);
    const uprightPicture = () => sharp(source).rotate().flatten({ background: '#000000' });
    let picture;
    if (fill === 'crop') {
      // 'outside' scales to cover without cutting; the cut around the focus point follows.
      const { data, info } = await uprightPicture().resize(width, height, { fit: 'outside' }).raw().toBuffer({ resolveWithObject: true });
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
      const blurred = await uprightPicture()
        .resize(small.width, small.height, { fit: 'cover' })
        .blur(Math.max(1, Math.min(small.width, small.height) / 40))
        .linear(BACKGROUND_BRIGHTNESS, 0)
        .raw()
        .toBuffer({ resolveWithObject: true });
      const background = await sharp(blurred.data, { raw: blurred.info }).resize(width, height, { fit: 'fill' }).raw().toBuffer();
      const front = await uprightPicture().resize(width, height, { fit: 'inside' }).png({ compressionLevel: 0 }).toBuffer();
      picture = sharp(background, { raw: { width, height, channels: blurred.info.channels } }).composite([
        { input: front, gravity: 'centre' },
      ]);
    }
    await picture.jpeg({ quality: 90, chromaSubsampling: '4:4:4' }).toFile(target);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The picture of scene ${scene.number} (${path.basename(source)}) could not be read: ${reason}`, { cause: error });
  }
}

/** A piece's frames as ffmpeg wants them: constant rate, frame n at pts n, square pixels. */
const timed = (fps: number) => `setsar=1,settb=1/${fps},setpts=N`;

/**
 * The filters that make a picture piece's frames from input `input` (one decoded picture),
 * converted once to the video's colours (BT.709, limited range, 4:2:0). A still picture is that
 * one frame repeated; a pan is that frame repeated with the frame's window moved along it (a
 * crop: no scaling per frame); a zoom goes through zoompan. A move's progress is counted over the
 * scene's whole shown frames, so a piece started later in a scene goes on from where the last one stopped.
 */
export function pictureFilters(input: number, piece: BatchPiece, move: Move, frame: Size, fps: number): string {
  const frames = piece.to - piece.from;
  const colours = `[${input}:v]scale=in_range=jpeg:out_range=tv:in_color_matrix=bt601:out_color_matrix=bt709,format=yuv420p`;
  const repeated = `${colours},loop=loop=${frames - 1}:size=1,${timed(fps)}`;
  if (move === 'still') return repeated;
  const shown = piece.scene.shownTo - piece.scene.shownFrom;
  if (move === 'pan-forward' || move === 'pan-back') {
    const progress = `(n+${piece.offset})/${Math.max(1, shown - 1)}`;
    const along = move === 'pan-forward' ? progress : `(1-${progress})`;
    // The picture is the frame's size across the pan, so one of the two offsets is always 0.
    return `${repeated},crop=w=${frame.width}:h=${frame.height}:x='(iw-ow)*${along}':y='(ih-oh)*${along}':exact=1`;
  }
  const progress = `(on+${piece.offset})/${Math.max(1, shown - 1)}`;
  const z = move === 'zoom-in' ? `1+${ZOOM}*${progress}` : `${1 + ZOOM}-${ZOOM}*${progress}`;
  return `${colours},zoompan=z='${z}':x='(iw-iw/zoom)/2':y='(ih-ih/zoom)/2':d=${frames}:s=${frame.width}x${frame.height}:fps=${fps},${timed(fps)}`;
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
 * Joins a batch's pieces, labelled [p0], [p1]…, `lengths` frames each, into [joined]: at a cut
 * one follows the other; where two overlap by `joins[i]` frames, a crossfade fades the next
 * piece's first frames in (alpha) over the last frames of the one before (overlay, on the
 * transition's frames only), and a dip plays the first half of the one's fade to black and then
 * the second half of the next's fade from it (dipFades in render-video.ts fades them; each is black
 * in the other half). Each overlapping piece is split into its head, body and tail (trim), and the
 * parts are concatenated in order. Made of filters ffmpeg 4.0 has (the npm package's build), where
 * xfade came in 4.3.
 */
export function joinFilters(joins: number[], lengths: number[], kind: TransitionKind): string {
  const overlaps = joins.map((frames) => (kind === 'cut' ? 0 : frames));
  const blend = kind === 'crossfade';
  const parts: string[] = [];
  const sequence: string[] = [];
  const trim = (from: number, to: number) => `trim=start_frame=${from}:end_frame=${to},setpts=PTS-STARTPTS`;
  lengths.forEach((length, index) => {
    const head = overlaps[index - 1] ?? 0;
    const tail = overlaps[index] ?? 0;
    const segments = [
      blend
        ? { name: `h${index}`, from: 0, to: head, filters: `,format=yuva420p,fade=t=in:start_frame=0:nb_frames=${head}:alpha=1` }
        : { name: `h${index}`, from: head / 2, to: head, filters: '' },
      { name: `b${index}`, from: head, to: length - tail, filters: '' },
      { name: `t${index}`, from: length - tail, to: blend ? length : length - tail / 2, filters: '' },
    ].filter((segment) => segment.to > segment.from);
    if (segments.length === 1 && head === 0 && tail === 0) sequence.push(`[p${index}]`);
    else {
      parts.push(`[p${index}]split=${segments.length}${segments.map((segment) => `[s${segment.name}]`).join('')}`);
      for (const segment of segments) parts.push(`[s${segment.name}]${trim(segment.from, segment.to)}${segment.filters}[${segment.name}]`);
      // The transition into this piece (the previous tail, then or under this head), then this piece's body.
      if (head > 0 && blend) {
        parts.push(`[t${index - 1}][h${index}]overlay=eof_action=pass:format=yuv420,format=yuv420p[x${index}]`);
        sequence.push(`[x${index}]`);
      } else if (head > 0) sequence.push(`[t${index - 1}]`, `[h${index}]`);
      if (length - tail > head) sequence.push(`[b${index}]`);
    }
  });
  parts.push(sequence.length === 1 ? `${sequence[0]}null[joined]` : `${sequence.join('')}concat=n=${sequence.length}:v=1:a=0[joined]`);
  return parts.join(';');
}
