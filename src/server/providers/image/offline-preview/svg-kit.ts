/**
 * Small helpers every painter shares: an id registry for <defs>, gradients, the backdrop's base
 * fill, the camera roll, and the document wrapper.
 */
import type { TitleCard } from './card';
import { mix } from './color';
import { n1 } from './geometry';

/** Collects gradients and patterns once each, keyed by their content. */
export class Defs {
  private readonly items: string[] = [];
  private readonly ids = new Map<string, string>();

  /** Returns the id of the definition `make(id)` produced for `key`, adding it the first time. */
  add(key: string, make: (id: string) => string): string {
    const existing = this.ids.get(key);
    if (existing) return existing;
    const id = `d${this.ids.size}`;
    this.ids.set(key, id);
    this.items.push(make(id));
    return id;
  }

  toString(): string {
    return this.items.join('');
  }
}

/** A radial fade from a colour to transparent: glows, soft light, bokeh. */
export function fadeGradient(defs: Defs, color: string, opacity: number, inner = 0): string {
  return defs.add(
    `f${color}${opacity}${inner}`,
    (id) =>
      `<radialGradient id="${id}"><stop offset="${inner}" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
  );
}

/** The backdrop's colour at a height (0 = top, 1 = bottom): the sky's three stops, then the ground. */
export function backdropColorAt(card: TitleCard, y: number): string {
  const [top, middle, horizon] = card.backdrop;
  const [near, bottom] = card.palette.ground;
  const horizonAt = card.placement.horizon ?? 1;
  if (y >= horizonAt) return mix(near, bottom, (y - horizonAt) / Math.max(0.01, 1 - horizonAt));
  const t = y / horizonAt;
  return t < 0.55 ? mix(top, middle, t / 0.55) : mix(middle, horizon, (t - 0.55) / 0.45);
}

/**
 * The backdrop's smooth base: the sky down to the horizon and the ground under it, or, seen from
 * above (no horizon), the ground from its light middle to its darker edges.
 */
export function backdropBase(card: TitleCard, defs: Defs): string {
  const { width: w, height: h } = card;
  const [top, middle, horizon] = card.backdrop;
  const [near, bottom] = card.palette.ground;
  if (card.horizonY === null) {
    const id = defs.add(
      'plan',
      (key) =>
        `<radialGradient id="${key}" cx="0.5" cy="0.5" r="0.75"><stop offset="0" stop-color="${horizon}"/><stop offset="0.55" stop-color="${near}"/><stop offset="1" stop-color="${bottom}"/></radialGradient>`,
    );
    return `<rect width="${w}" height="${h}" fill="url(#${id})"/>`;
  }
  const sky = defs.add(
    'sky',
    (key) =>
      `<linearGradient id="${key}" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="${n1(card.horizonY ?? h)}">` +
      `<stop offset="0" stop-color="${top}"/><stop offset="0.55" stop-color="${middle}"/><stop offset="1" stop-color="${horizon}"/></linearGradient>`,
  );
  const ground = defs.add(
    'ground',
    (key) =>
      `<linearGradient id="${key}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${near}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
  );
  return (
    `<rect width="${w}" height="${h}" fill="url(#${sky})"/>` +
    `<rect y="${n1(card.horizonY)}" width="${w}" height="${n1(h - card.horizonY)}" fill="url(#${ground})"/>`
  );
}

/** Rolls the camera about the centre (dutch angle), scaled up so no corner shows past the card. */
export function rollCamera(card: TitleCard, body: string): string {
  const tilt = card.placement.tilt;
  if (!tilt) return body;
  const angle = (tilt * Math.PI) / 180;
  const cos = Math.abs(Math.cos(angle));
  const sin = Math.abs(Math.sin(angle));
  const { width: w, height: h } = card;
  const scale = Math.max((w * cos + h * sin) / w, (w * sin + h * cos) / h);
  return `<g transform="translate(${n1(w / 2)} ${n1(h / 2)}) rotate(${n1(tilt)}) scale(${scale.toFixed(3)}) translate(${n1(-w / 2)} ${n1(-h / 2)})">${body}</g>`;
}

/** One layer: the body rolled with the camera, in a document the card's size. */
export function svgLayer(card: TitleCard, defs: Defs | string, body: string): string {
  const { width, height } = card;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs.toString()}</defs>${rollCamera(card, body)}</svg>`;
}
