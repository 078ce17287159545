/**
 * Colour arithmetic on '#rrggbb' strings: the renderer mixes palette colours with light, shade and
 * paper, and SVG wants hex, so everything stays hex at the edges and RGB inside.
 */

export type Rgb = readonly [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1, 7), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function rgbToHex([r, g, b]: Rgb): string {
  const channel = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** Linear blend: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = hexToRgb(a);
  const [br, bg, bb] = hexToRgb(b);
  return rgbToHex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

export const lighten = (color: string, t: number): string => mix(color, '#ffffff', t);
export const darken = (color: string, t: number): string => mix(color, '#000000', t);

/** Scales the distance from grey: 0 removes colour, 1 keeps it, above 1 intensifies it. */
export function saturate(color: string, amount: number): string {
  const [r, g, b] = hexToRgb(color);
  const grey = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return rgbToHex([grey + (r - grey) * amount, grey + (g - grey) * amount, grey + (b - grey) * amount]);
}

/** Multiplies two colours channel by channel, as light of one colour falling on a surface of the other. */
export function multiply(a: string, b: string): string {
  const [ar, ag, ab] = hexToRgb(a);
  const [br, bg, bb] = hexToRgb(b);
  return rgbToHex([(ar * br) / 255, (ag * bg) / 255, (ab * bb) / 255]);
}

/** The colour a surface takes under a coloured light: half its own, half multiplied by the light. */
export function underLight(color: string, light: string): string {
  return mix(color, multiply(color, light), 0.45);
}
