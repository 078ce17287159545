/**
 * Deterministic noise for surface textures (paper tooth, canvas threads, film grain), computed in
 * plain loops: SVG's feTurbulence costs about half a second per megapixel in librsvg, these cost
 * a few milliseconds.
 */

/** A hash of a pixel position to [0, 1): per-pixel grain with no state. */
export function pixelHash(x: number, y: number, seed: number): number {
  let h = Math.imul(x, 374761393) + Math.imul(y, 668265263) + Math.imul(seed, 2246822519);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/**
 * Smooth value noise in [0, 1): random values on a grid of `cellX` × `cellY` pixels, blended
 * with a smoothstep between grid points. Stretched cells give fibres.
 */
export function valueNoise(width: number, height: number, cellX: number, cellY: number, seed: number): Float32Array {
  const gridW = Math.ceil(width / cellX) + 2;
  const gridH = Math.ceil(height / cellY) + 2;
  const grid = new Float32Array(gridW * gridH);
  for (let i = 0; i < grid.length; i += 1) grid[i] = pixelHash(i % gridW, Math.floor(i / gridW), seed);
  const out = new Float32Array(width * height);
  const fx = new Float32Array(width);
  const ix = new Int32Array(width);
  for (let x = 0; x < width; x += 1) {
    const gx = x / cellX;
    const x0 = Math.floor(gx);
    const t = gx - x0;
    ix[x] = x0;
    fx[x] = t * t * (3 - 2 * t);
  }
  for (let y = 0; y < height; y += 1) {
    const gy = y / cellY;
    const y0 = Math.floor(gy);
    let ty = gy - y0;
    ty = ty * ty * (3 - 2 * ty);
    const row0 = y0 * gridW;
    const row1 = row0 + gridW;
    const offset = y * width;
    for (let x = 0; x < width; x += 1) {
      const x0 = ix[x] as number;
      const tx = fx[x] as number;
      const a = grid[row0 + x0] as number;
      const b = grid[row0 + x0 + 1] as number;
      const c = grid[row1 + x0] as number;
      const d = grid[row1 + x0 + 1] as number;
      const top = a + (b - a) * tx;
      const bottom = c + (d - c) * tx;
      out[offset + x] = top + (bottom - top) * ty;
    }
  }
  return out;
}
