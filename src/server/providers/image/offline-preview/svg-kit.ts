/**
 * Small helpers every painter shares: an id registry for <defs>, form outlines as SVG elements,
 * the sky gradient, the camera roll, and the document wrapper.
 */
import type { Form } from './forms';
import { n1, polygonPath, smoothPath } from './geometry';
import type { Accent, Scene } from './scene-model';

/** Collects gradients, patterns and filters once each, keyed by their content. */
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

export function formPath(form: Form): string {
  return form.smooth ? smoothPath(form.points) : polygonPath(form.points);
}

/** The form's outline as one SVG element with the given attributes. */
export function formElement(form: Form, attributes: string): string {
  if (form.rotation !== undefined) {
    const rotate = form.rotation ? ` transform="rotate(${n1((form.rotation * 180) / Math.PI)} ${n1(form.cx)} ${n1(form.cy)})"` : '';
    return `<ellipse cx="${n1(form.cx)}" cy="${n1(form.cy)}" rx="${n1(form.rx)}" ry="${n1(form.ry)}"${rotate} ${attributes}/>`;
  }
  return `<path d="${formPath(form)}" ${attributes}/>`;
}

/** A vertical gradient over the form's bounding box, for ground and water. */
export function verticalGradient(defs: Defs, from: string, to: string): string {
  return defs.add(
    `v${from}${to}`,
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
  );
}

/** The sky from zenith to horizon, in user space so every sky piece shares one gradient. */
export function skyGradient(defs: Defs, scene: Scene): string {
  const [top, middle, horizon] = scene.sky;
  return defs.add(
    'sky',
    (id) =>
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="${n1(scene.horizonY)}">` +
      `<stop offset="0" stop-color="${top}"/><stop offset="0.55" stop-color="${middle}"/><stop offset="1" stop-color="${horizon}"/></linearGradient>`,
  );
}

/** A radial fade from a colour to transparent: glows, soft shadows, bokeh. */
export function fadeGradient(defs: Defs, color: string, opacity: number, inner = 0): string {
  return defs.add(
    `f${color}${opacity}${inner}`,
    (id) =>
      `<radialGradient id="${id}"><stop offset="${inner}" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
  );
}

/** Rolls the camera about the centre (dutch angle), scaled up so no corner shows past the scene. */
export function rollCamera(scene: Scene, body: string): string {
  if (!scene.tilt) return body;
  const angle = (scene.tilt * Math.PI) / 180;
  const cos = Math.abs(Math.cos(angle));
  const sin = Math.abs(Math.sin(angle));
  const { width: w, height: h } = scene;
  const scale = Math.max((w * cos + h * sin) / w, (w * sin + h * cos) / h);
  return `<g transform="translate(${n1(w / 2)} ${n1(h / 2)}) rotate(${n1(scene.tilt)}) scale(${scale.toFixed(3)}) translate(${n1(-w / 2)} ${n1(-h / 2)})">${body}</g>`;
}

export function svgDocument(scene: Scene, defs: Defs | string, body: string, size?: { width: number; height: number }): string {
  const width = size?.width ?? scene.width;
  const height = size?.height ?? scene.height;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${scene.width} ${scene.height}"><defs>${defs.toString()}</defs>${body}</svg>`;
}

/** A bird as two arcs: the same mark in every medium. */
export function birdPath({ x, y, r }: Accent): string {
  return `M${n1(x - r)} ${n1(y - r * 0.2)}Q${n1(x - r * 0.45)} ${n1(y - r * 0.75)} ${n1(x)} ${n1(y)}Q${n1(x + r * 0.45)} ${n1(y - r * 0.75)} ${n1(x + r)} ${n1(y - r * 0.2)}`;
}

/** A tiny five-petal flower: petals round a centre. */
export function flowerMark({ x, y, r }: Accent, petal: string, centre: string, attributes = ''): string {
  let out = `<g fill="${petal}" ${attributes}>`;
  for (let i = 0; i < 5; i += 1) {
    const a = (i / 5) * Math.PI * 2;
    out += `<circle cx="${n1(x + Math.cos(a) * r)}" cy="${n1(y + Math.sin(a) * r)}" r="${n1(r * 0.8)}"/>`;
  }
  return `${out}</g><circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r * 0.6)}" fill="${centre}"/>`;
}
