/**
 * The pixel pass after rasterising: the medium's surface (paper tooth with pigment pooling in its
 * valleys, woven canvas, film grain), the out-of-focus frame edge of a macro shot, the
 * lighting's grade (tint, saturation, contrast, brightness, lift, split toning, vignette), a
 * style's own film look and letterbox bars; a monochrome card ends grey whatever tinted it.
 */
import type { Grade } from './lighting';
import { pixelHash, valueNoise } from './noise';
import type { Finish } from './painting';

export interface PixelJob {
  data: Buffer;
  width: number;
  height: number;
  seed: number;
  finish: Finish;
  grade: Grade;
  /** Frame edges fade into this blurred copy (macro), around the focal point. */
  edgeBlur?: { blurred: Buffer; focus: readonly [number, number]; radius: number };
  /** Every pixel ends grey: the monochrome palette, under coloured light or a film look. */
  greyscale?: boolean;
}

export function finishPixels({ data, width, height, seed, finish, grade, edgeBlur, greyscale }: PixelJob): Buffer {
  const out = Buffer.allocUnsafe(data.length);
  const strength = finish.grade ?? 1;
  const ease = (value: number, neutral: number) => neutral + (value - neutral) * strength;
  const key = ease(grade.key, 1);
  const contrast = ease(grade.contrast, 1);
  const saturation = ease(grade.saturation, 1);
  const lift = ease(grade.lift, 0) * 255;
  const tint = grade.tint.map((t) => ease(t, 1));
  const [tr, tg, tb] = tint as [number, number, number];
  const split = grade.split;
  const splitAmount = split ? split.amount * strength * 255 : 0;
  const vignette = ease(grade.vignette, 0);

  const unit = Math.min(width, height);
  const paper = finish.paper;
  const fibres = paper ? valueNoise(width, height, unit * 0.012, unit * 0.004, seed + 1) : undefined;
  const tooth = paper ? valueNoise(width, height, 2.2, 2.2, seed + 2) : undefined;
  const blotch = paper ? valueNoise(width, height, unit * 0.08, unit * 0.08, seed + 3) : undefined;
  const canvas = finish.canvas ?? 0;
  const period = Math.max(3, unit / 230);
  const weaveX = new Float32Array(width);
  const weaveY = new Float32Array(height);
  if (canvas) {
    for (let x = 0; x < width; x += 1)
      weaveX[x] = Math.sin((x / period) * Math.PI * 2) * (0.75 + 0.5 * pixelHash(Math.floor(x / period), 0, seed));
    for (let y = 0; y < height; y += 1)
      weaveY[y] = Math.sin((y / period) * Math.PI * 2) * (0.75 + 0.5 * pixelHash(0, Math.floor(y / period), seed));
  }
  const grain = (finish.grain ?? 0) * 14;
  const look = finish.look;
  const lookSplit = look ? look.split.amount * 255 : 0;
  const bar = finish.letterbox ? Math.round(Math.min(height * 0.12, Math.max(0, (height - width / finish.letterbox) / 2))) : 0;

  const cx = width / 2;
  const cy = height / 2;
  const [fx, fy] = edgeBlur?.focus ?? [cx, cy];
  const blurRadius = edgeBlur?.radius ?? 1;

  for (let y = 0; y < height; y += 1) {
    const vy = (y - cy) / cy;
    for (let x = 0; x < width; x += 1) {
      const p = y * width + x;
      const i = p * 3;
      let r = data[i] as number;
      let g = data[i + 1] as number;
      let b = data[i + 2] as number;

      if (edgeBlur) {
        const d = Math.hypot(x - fx, y - fy) / blurRadius;
        const t = d <= 0.55 ? 0 : d >= 1.1 ? 1 : (d - 0.55) / 0.55;
        if (t > 0) {
          const k = t * t * (3 - 2 * t);
          r += ((edgeBlur.blurred[i] as number) - r) * k;
          g += ((edgeBlur.blurred[i + 1] as number) - g) * k;
          b += ((edgeBlur.blurred[i + 2] as number) - b) * k;
        }
      }

      if (paper && fibres && tooth && blotch) {
        // Pigment settles in the paper's valleys: darker (more pigment) areas show more tooth.
        const darkness = 1 - (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
        const texture = ((tooth[p] as number) - 0.5) * 0.6 + ((fibres[p] as number) - 0.5) * 0.5 + ((blotch[p] as number) - 0.5) * 0.35;
        const amount = (paper.strength + paper.granulation * darkness) * 0.22;
        const factor = 1 + texture * amount;
        r *= factor;
        g *= factor;
        b *= factor;
      }
      if (canvas) {
        const weave = 1 + ((weaveX[x] as number) * 0.5 + (weaveY[y] as number) * 0.5) * 0.05 * canvas;
        r *= weave;
        g *= weave;
        b *= weave;
      }

      r *= tr;
      g *= tg;
      b *= tb;
      const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
      r = l + (r - l) * saturation;
      g = l + (g - l) * saturation;
      b = l + (b - l) * saturation;
      r = ((r - 128) * contrast + 128) * key;
      g = ((g - 128) * contrast + 128) * key;
      b = ((b - 128) * contrast + 128) * key;
      if (lift) {
        r = r * (1 - lift / 255) + lift;
        g = g * (1 - lift / 255) + lift;
        b = b * (1 - lift / 255) + lift;
      }
      if (split) {
        const t = Math.min(1, Math.max(0, l / 255));
        r += (split.shadows[0] * (1 - t) + split.highlights[0] * t) * splitAmount;
        g += (split.shadows[1] * (1 - t) + split.highlights[1] * t) * splitAmount;
        b += (split.shadows[2] * (1 - t) + split.highlights[2] * t) * splitAmount;
      }
      if (look) {
        // The film look: shadows toward one colour and highlights toward another, then saturation and contrast.
        const t = Math.min(1, Math.max(0, (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255));
        r += (look.split.shadows[0] * (1 - t) + look.split.highlights[0] * t) * lookSplit;
        g += (look.split.shadows[1] * (1 - t) + look.split.highlights[1] * t) * lookSplit;
        b += (look.split.shadows[2] * (1 - t) + look.split.highlights[2] * t) * lookSplit;
        const lum = 0.2126 * r + 0.7152 * g + 0.0722 * b;
        r = (lum + (r - lum) * look.saturation - 128) * look.contrast + 128;
        g = (lum + (g - lum) * look.saturation - 128) * look.contrast + 128;
        b = (lum + (b - lum) * look.saturation - 128) * look.contrast + 128;
      }
      if (vignette) {
        const vx = (x - cx) / cx;
        const d = Math.sqrt(vx * vx + vy * vy) / 1.414;
        const t = d <= 0.35 ? 0 : (d - 0.35) / 0.65;
        const v = 1 - vignette * t * t * (3 - 2 * t);
        r *= v;
        g *= v;
        b *= v;
      }
      if (grain) {
        const n = (pixelHash(x, y, seed) - 0.5) * grain;
        r += n;
        g += n;
        b += n;
      }
      if (y < bar || y >= height - bar) {
        // Letterbox: the bars are black, untouched by grade or grain.
        r = 0;
        g = 0;
        b = 0;
      }
      if (greyscale) {
        r = 0.2126 * r + 0.7152 * g + 0.0722 * b;
        g = r;
        b = r;
      }
      out[i] = r < 0 ? 0 : r > 255 ? 255 : r;
      out[i + 1] = g < 0 ? 0 : g > 255 ? 255 : g;
      out[i + 2] = b < 0 ? 0 : b > 255 ? 255 : b;
    }
  }
  return out;
}
