#!/usr/bin/env node
// Draws the six landing-page style artworks as procedural SVG compositions and encodes each as
// AVIF and WebP (800×600) into src/web/features/marketing/assets/styles/. Deterministic: the same
// script gives the same art.
// Run: npm run images:styles
import { mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const W = 800;
const H = 600;
const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'web', 'features', 'marketing', 'assets', 'styles');

/** mulberry32: a small seeded PRNG so every run draws the same picture. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n) => Math.round(n * 10) / 10;
const svg = (defs, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;

// ---------------------------------------------------------------------------------------------
// 1. Hyper-realistic 3D, Disney-like: a glossy, softly lit character in a pastel toy world.
function disney3d() {
  const rand = rng(11);
  const bokeh = Array.from({ length: 14 }, () => {
    const x = r1(rand() * W);
    const y = r1(rand() * 300);
    const r = r1(14 + rand() * 40);
    const hue = ['#fff3c4', '#ffd6e8', '#d7e8ff', '#ffffff'][Math.floor(rand() * 4)];
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${hue}" opacity="${r1(0.25 + rand() * 0.35)}" filter="url(#blur8)"/>`;
  }).join('');
  const defs = `
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fb8ff"/><stop offset="0.55" stop-color="#f7c6e0"/><stop offset="1" stop-color="#ffe2c2"/></linearGradient>
    <radialGradient id="hill" cx="0.5" cy="0.1" r="0.9"><stop offset="0" stop-color="#b6f0a8"/><stop offset="0.6" stop-color="#6cc77a"/><stop offset="1" stop-color="#2f8a55"/></radialGradient>
    <radialGradient id="hill2" cx="0.4" cy="0.2" r="0.9"><stop offset="0" stop-color="#c9f5b8"/><stop offset="1" stop-color="#4aa866"/></radialGradient>
    <radialGradient id="body" cx="0.36" cy="0.3" r="0.75"><stop offset="0" stop-color="#ffd39a"/><stop offset="0.45" stop-color="#ff9a3c"/><stop offset="0.85" stop-color="#d8621b"/><stop offset="1" stop-color="#9c3d0e"/></radialGradient>
    <radialGradient id="belly" cx="0.45" cy="0.35" r="0.7"><stop offset="0" stop-color="#fffaf0"/><stop offset="0.7" stop-color="#ffe9cf"/><stop offset="1" stop-color="#f0c89c"/></radialGradient>
    <radialGradient id="eyeWhite" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="0.8" stop-color="#eef1f7"/><stop offset="1" stop-color="#b9c0d4"/></radialGradient>
    <radialGradient id="iris" cx="0.5" cy="0.65" r="0.6"><stop offset="0" stop-color="#7fd3ff"/><stop offset="0.55" stop-color="#2a7fd1"/><stop offset="1" stop-color="#123a78"/></radialGradient>
    <radialGradient id="ear" cx="0.4" cy="0.3" r="0.8"><stop offset="0" stop-color="#ffb56b"/><stop offset="1" stop-color="#b9500f"/></radialGradient>
    <radialGradient id="innerEar" cx="0.5" cy="0.4" r="0.7"><stop offset="0" stop-color="#ffd1dc"/><stop offset="1" stop-color="#e58aa3"/></radialGradient>
    <radialGradient id="ball" cx="0.35" cy="0.3" r="0.7"><stop offset="0" stop-color="#e9f3ff"/><stop offset="0.5" stop-color="#8db8ff"/><stop offset="1" stop-color="#3c5fc4"/></radialGradient>
    <radialGradient id="ballPink" cx="0.35" cy="0.3" r="0.7"><stop offset="0" stop-color="#fff0f6"/><stop offset="0.5" stop-color="#ff9ec8"/><stop offset="1" stop-color="#c2417c"/></radialGradient>
    <radialGradient id="mushroom" cx="0.4" cy="0.3" r="0.8"><stop offset="0" stop-color="#ff8a8a"/><stop offset="1" stop-color="#b3202d"/></radialGradient>
    <filter id="blur8"><feGaussianBlur stdDeviation="8"/></filter>
    <filter id="blur14"><feGaussianBlur stdDeviation="14"/></filter>
    <filter id="blur3"><feGaussianBlur stdDeviation="3"/></filter>`;
  const body = `
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    ${bokeh}
    <ellipse cx="160" cy="560" rx="420" ry="190" fill="url(#hill2)"/>
    <ellipse cx="660" cy="590" rx="460" ry="210" fill="url(#hill)"/>
    <g>
      <ellipse cx="650" cy="470" rx="34" ry="10" fill="#1d4d2b" opacity="0.35" filter="url(#blur3)"/>
      <rect x="638" y="420" width="24" height="48" rx="10" fill="#fff1dc"/>
      <ellipse cx="650" cy="420" rx="46" ry="30" fill="url(#mushroom)"/>
      <circle cx="634" cy="410" r="7" fill="#fff6f0"/><circle cx="662" cy="404" r="5" fill="#fff6f0"/><circle cx="672" cy="420" r="4" fill="#fff6f0"/>
    </g>
    <ellipse cx="400" cy="520" rx="150" ry="26" fill="#1d4d2b" opacity="0.45" filter="url(#blur14)"/>
    <g>
      <ellipse cx="318" cy="200" rx="42" ry="70" fill="url(#ear)" transform="rotate(-24 318 200)"/>
      <ellipse cx="322" cy="212" rx="22" ry="44" fill="url(#innerEar)" transform="rotate(-24 322 212)"/>
      <ellipse cx="482" cy="200" rx="42" ry="70" fill="url(#ear)" transform="rotate(24 482 200)"/>
      <ellipse cx="478" cy="212" rx="22" ry="44" fill="url(#innerEar)" transform="rotate(24 478 212)"/>
      <ellipse cx="400" cy="430" rx="118" ry="96" fill="url(#body)"/>
      <ellipse cx="400" cy="450" rx="70" ry="62" fill="url(#belly)"/>
      <circle cx="400" cy="300" r="132" fill="url(#body)"/>
      <ellipse cx="400" cy="352" rx="78" ry="58" fill="url(#belly)"/>
      <ellipse cx="352" cy="286" rx="40" ry="46" fill="url(#eyeWhite)"/>
      <ellipse cx="448" cy="286" rx="40" ry="46" fill="url(#eyeWhite)"/>
      <circle cx="358" cy="294" r="27" fill="url(#iris)"/>
      <circle cx="442" cy="294" r="27" fill="url(#iris)"/>
      <circle cx="358" cy="296" r="13" fill="#0b1530"/>
      <circle cx="442" cy="296" r="13" fill="#0b1530"/>
      <circle cx="348" cy="282" r="9" fill="#ffffff"/><circle cx="432" cy="282" r="9" fill="#ffffff"/>
      <circle cx="366" cy="306" r="4" fill="#ffffff" opacity="0.8"/><circle cx="450" cy="306" r="4" fill="#ffffff" opacity="0.8"/>
      <ellipse cx="400" cy="338" rx="15" ry="10" fill="#4a1d12"/>
      <ellipse cx="396" cy="334" rx="5" ry="3" fill="#ffffff" opacity="0.6"/>
      <path d="M378 356 Q400 378 422 356" stroke="#4a1d12" stroke-width="5" fill="none" stroke-linecap="round"/>
      <ellipse cx="318" cy="340" rx="22" ry="13" fill="#ff6f8e" opacity="0.45" filter="url(#blur3)"/>
      <ellipse cx="482" cy="340" rx="22" ry="13" fill="#ff6f8e" opacity="0.45" filter="url(#blur3)"/>
      <ellipse cx="352" cy="208" rx="46" ry="22" fill="#ffffff" opacity="0.35" filter="url(#blur8)" transform="rotate(-18 352 208)"/>
      <ellipse cx="316" cy="482" rx="30" ry="22" fill="url(#body)"/>
      <ellipse cx="484" cy="482" rx="30" ry="22" fill="url(#body)"/>
      <ellipse cx="360" cy="512" rx="38" ry="18" fill="url(#ear)"/>
      <ellipse cx="440" cy="512" rx="38" ry="18" fill="url(#ear)"/>
    </g>
    <ellipse cx="150" cy="495" rx="40" ry="9" fill="#1d4d2b" opacity="0.35" filter="url(#blur3)"/>
    <circle cx="150" cy="455" r="40" fill="url(#ball)"/>
    <ellipse cx="136" cy="438" rx="14" ry="8" fill="#ffffff" opacity="0.7" filter="url(#blur3)"/>
    <circle cx="220" cy="150" r="26" fill="url(#ballPink)" opacity="0.9"/>
    <circle cx="600" cy="130" r="18" fill="url(#ball)" opacity="0.85"/>
    <circle cx="690" cy="230" r="12" fill="url(#ballPink)" opacity="0.8"/>`;
  return svg(defs, body);
}

// ---------------------------------------------------------------------------------------------
// 2. Cinematic photography: golden-hour skyline over water, teal-and-orange grade, anamorphic
//    flare, letterbox bars, vignette and fine grain.
function cinematic() {
  const rand = rng(22);
  const horizon = 360;
  let skyline = '';
  let windows = '';
  let x = -10;
  while (x < W + 10) {
    const w = 26 + Math.floor(rand() * 46);
    // Low buildings where the sun sets, towers on either side.
    const nearSun = Math.abs(x + w / 2 - 560) < 110;
    const h = nearSun ? 24 + rand() * 40 : 70 + rand() * 170 * (Math.abs(x - 560) < 260 ? 1.25 : 1);
    skyline += `<rect x="${x}" y="${r1(horizon - h)}" width="${w}" height="${r1(h)}"/>`;
    if (rand() < 0.35) skyline += `<rect x="${x + w / 2 - 1}" y="${r1(horizon - h - 24)}" width="2" height="24"/>`;
    for (let wy = horizon - h + 8; wy < horizon - 8; wy += 11) {
      for (let wx = x + 5; wx < x + w - 6; wx += 9) {
        if (rand() < 0.16) windows += `<rect x="${wx}" y="${r1(wy)}" width="4" height="5"/>`;
      }
    }
    x += w + 2;
  }
  let streaks = '';
  for (let i = 0; i < 34; i++) {
    const y = horizon + 6 + i * 6 + rand() * 4;
    const len = 40 + rand() * 180 * (1 - i / 40);
    const cx = 560 + (rand() - 0.5) * 120;
    streaks += `<rect x="${r1(cx - len / 2)}" y="${r1(y)}" width="${r1(len)}" height="2" fill="#ffb45e" opacity="${r1(0.5 - i * 0.012)}"/>`;
  }
  const defs = `
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0f3446"/><stop offset="0.3" stop-color="#2f6670"/><stop offset="0.62" stop-color="#d98347"/><stop offset="0.82" stop-color="#ffb562"/><stop offset="1" stop-color="#ffe0a0"/></linearGradient>
    <linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7a4b2e"/><stop offset="0.35" stop-color="#2c3a40"/><stop offset="1" stop-color="#08151c"/></linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff6df"/><stop offset="0.25" stop-color="#ffd98a"/><stop offset="0.6" stop-color="#ff9a3e" stop-opacity="0.45"/><stop offset="1" stop-color="#ff7a2e" stop-opacity="0"/></radialGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.65"/></radialGradient>
    <linearGradient id="flare" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#5ad1ff" stop-opacity="0"/><stop offset="0.5" stop-color="#9fe4ff" stop-opacity="0.9"/><stop offset="1" stop-color="#5ad1ff" stop-opacity="0"/></linearGradient>
    <filter id="blur2"><feGaussianBlur stdDeviation="2"/></filter>
    <filter id="blur6"><feGaussianBlur stdDeviation="6"/></filter>
    <filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="4"/><feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncA type="linear" slope="0.09"/></feComponentTransfer></filter>`;
  const body = `
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <circle cx="560" cy="${horizon - 40}" r="190" fill="url(#sun)"/>
    <circle cx="560" cy="${horizon - 40}" r="34" fill="#fff4d6"/><circle cx="560" cy="${horizon - 40}" r="60" fill="#ffe6b0" opacity="0.35"/>
    <g fill="#151b22" opacity="0.55" transform="translate(0 -28) scale(1 0.85)"><rect x="0" y="${horizon + 30}" width="${W}" height="40"/>${skyline}</g>
    <g fill="#0c1117">${skyline}</g>
    <g fill="#ffc466" opacity="0.85">${windows}</g>
    <rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#water)"/>
    <g filter="url(#blur2)">${streaks}</g>
    <rect x="90" y="${horizon + 58}" width="270" height="8" fill="#07090c"/>
    <rect x="110" y="${horizon + 66}" width="6" height="60" fill="#07090c"/><rect x="330" y="${horizon + 66}" width="6" height="60" fill="#07090c"/>
    <g fill="#07090c"><ellipse cx="262" cy="${horizon + 12}" rx="9" ry="10"/><path d="M250 ${horizon + 22} q12 -6 24 0 l4 36 h-32 z"/><rect x="252" y="${horizon + 56}" width="8" height="3"/><rect x="265" y="${horizon + 56}" width="8" height="3"/></g>
    <rect x="150" y="${horizon - 43}" width="820" height="6" fill="url(#flare)" filter="url(#blur2)"/>
    <rect x="300" y="${horizon - 42}" width="520" height="2" fill="#d9f6ff" opacity="0.8"/>
    <circle cx="430" cy="${horizon - 8}" r="16" fill="#7fd8ff" opacity="0.18" filter="url(#blur6)"/>
    <circle cx="360" cy="${horizon + 24}" r="8" fill="#ffc680" opacity="0.22" filter="url(#blur2)"/>
    <rect width="${W}" height="${H}" fill="url(#vignette)"/>
    <rect width="${W}" height="${H}" filter="url(#grain)"/>
    <rect width="${W}" height="58" fill="#000"/>
    <rect y="${H - 58}" width="${W}" height="58" fill="#000"/>`;
  return svg(defs, body);
}

// ---------------------------------------------------------------------------------------------
// 3. Abstract art: a Bauhaus/Kandinsky-like composition of circles, lines and planes on canvas.
function abstractArt() {
  const rand = rng(33);
  let lines = '';
  for (let i = 0; i < 9; i++) {
    const x1 = rand() * W;
    const y1 = rand() * H;
    const angle = rand() * Math.PI;
    const len = 180 + rand() * 420;
    lines += `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x1 + Math.cos(angle) * len)}" y2="${r1(y1 + Math.sin(angle) * len)}" stroke="#1b1b1f" stroke-width="${r1(1.5 + rand() * 5)}" stroke-linecap="round"/>`;
  }
  let checker = '';
  for (let i = 0; i < 4; i++) {
    for (let j = 0; j < 4; j++) {
      if ((i + j) % 2 === 0) checker += `<rect x="${560 + i * 22}" y="${400 + j * 22}" width="22" height="22"/>`;
    }
  }
  let dots = '';
  for (let i = 0; i < 16; i++) {
    dots += `<circle cx="${r1(60 + rand() * 680)}" cy="${r1(40 + rand() * 520)}" r="${r1(3 + rand() * 9)}" fill="${['#1b1b1f', '#d7263d', '#1f4e9e', '#f2b705'][i % 4]}"/>`;
  }
  const defs = `
    <radialGradient id="halo" cx="0.5" cy="0.5" r="0.5"><stop offset="0.6" stop-color="#1b1b1f"/><stop offset="0.62" stop-color="#1b1b1f" stop-opacity="0.6"/><stop offset="1" stop-color="#1b1b1f" stop-opacity="0"/></radialGradient>
    <filter id="paper" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.035" numOctaves="3" seed="7"/><feColorMatrix type="matrix" values="0 0 0 0 0.55  0 0 0 0 0.45  0 0 0 0 0.3  0 0 0 0.12 0"/></filter>`;
  const body = `
    <rect width="${W}" height="${H}" fill="#f1e7d2"/>
    <rect width="${W}" height="${H}" filter="url(#paper)"/>
    <rect x="470" y="60" width="260" height="200" fill="#1f4e9e" opacity="0.9" transform="rotate(12 600 160)"/>
    <polygon points="90,520 330,520 210,300" fill="#f2b705"/>
    <circle cx="250" cy="210" r="150" fill="url(#halo)"/>
    <circle cx="250" cy="210" r="92" fill="#7a2fbf"/>
    <circle cx="250" cy="210" r="60" fill="#d7263d"/>
    <circle cx="250" cy="210" r="26" fill="#f2b705"/>
    <circle cx="610" cy="170" r="54" fill="#f1e7d2"/>
    <circle cx="610" cy="170" r="30" fill="#1b1b1f"/>
    <path d="M420 520 A110 110 0 0 1 640 520 Z" fill="#d7263d"/>
    <path d="M450 520 A80 80 0 0 1 610 520 Z" fill="#1f4e9e"/>
    <g fill="#1b1b1f">${checker}</g>
    <rect x="380" y="300" width="16" height="220" fill="#1b1b1f" transform="rotate(-30 388 410)"/>
    <polygon points="640,330 760,290 720,410" fill="#2a9d8f"/>
    ${lines}
    <path d="M40 110 C 160 40, 260 160, 380 70 S 560 40, 700 110" stroke="#d7263d" stroke-width="6" fill="none"/>
    <path d="M60 580 Q 200 470 330 560" stroke="#1f4e9e" stroke-width="4" fill="none"/>
    ${dots}
    <circle cx="700" cy="500" r="40" fill="none" stroke="#1b1b1f" stroke-width="5"/>
    <circle cx="700" cy="500" r="22" fill="#f2b705" opacity="0.9"/>`;
  return svg(defs, body);
}

// ---------------------------------------------------------------------------------------------
// 4. Digital art: a neon synthwave horizon — striped sun, wireframe mountains, glowing grid.
function digitalArt() {
  const rand = rng(44);
  const horizon = 350;
  let stars = '';
  for (let i = 0; i < 90; i++) {
    stars += `<circle cx="${r1(rand() * W)}" cy="${r1(rand() * (horizon - 60))}" r="${r1(0.6 + rand() * 1.6)}" fill="#ffffff" opacity="${r1(0.3 + rand() * 0.7)}"/>`;
  }
  let grid = '';
  for (let i = -16; i <= 16; i++) {
    grid += `<line x1="${400 + i * 14}" y1="${horizon}" x2="${400 + i * 140}" y2="${H}"/>`;
  }
  for (let k = 1; k < 14; k++) {
    const y = horizon + (H - horizon) * Math.pow(k / 13, 2.2);
    grid += `<line x1="0" y1="${r1(y)}" x2="${W}" y2="${r1(y)}"/>`;
  }
  const ridge = (seed, base, amp, step) => {
    const rr = rng(seed);
    const pts = [];
    for (let px = 0; px <= W; px += step) {
      const center = 1 - Math.abs(px - 400) / 400;
      pts.push([px, r1(base - amp * (0.25 + rr() * 0.75) * (0.35 + center * 0.9))]);
    }
    return pts;
  };
  const far = ridge(5, horizon, 140, 40);
  const near = ridge(9, horizon, 80, 28);
  const poly = (pts) => `0,${horizon} ${pts.map((p) => p.join(',')).join(' ')} ${W},${horizon}`;
  let mesh = '';
  for (const [px, py] of near) mesh += `<line x1="${px}" y1="${py}" x2="${r1(400 + (px - 400) * 0.9)}" y2="${horizon}"/>`;
  let sunStripes = '';
  for (let i = 0; i < 7; i++) {
    const y = 210 + i * 16;
    sunStripes += `<rect x="240" y="${y}" width="320" height="${2 + i * 1.6}" fill="#2a0b4a"/>`;
  }
  const defs = `
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b0425"/><stop offset="0.55" stop-color="#3a0d6b"/><stop offset="1" stop-color="#b0237f"/></linearGradient>
    <linearGradient id="sun" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe66d"/><stop offset="0.5" stop-color="#ff8a5c"/><stop offset="1" stop-color="#ff2d95"/></linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a0b4a"/><stop offset="1" stop-color="#07020f"/></linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ff4fb0" stop-opacity="0.6"/><stop offset="1" stop-color="#ff4fb0" stop-opacity="0"/></radialGradient>
    <clipPath id="sunClip"><circle cx="400" cy="250" r="130"/></clipPath>
    <filter id="neon" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="3" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`;
  const body = `
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    ${stars}
    <circle cx="400" cy="270" r="260" fill="url(#glow)"/>
    <g clip-path="url(#sunClip)"><rect x="260" y="110" width="280" height="260" fill="url(#sun)"/>${sunStripes}</g>
    <polygon points="${poly(far)}" fill="#1a0838" stroke="#ff4fd8" stroke-width="1.5" filter="url(#neon)"/>
    <polygon points="${poly(near)}" fill="#12052a"/>
    <g stroke="#7d5cff" stroke-width="1" opacity="0.55">${mesh}</g>
    <polyline points="${near.map((p) => p.join(',')).join(' ')}" fill="none" stroke="#43e8ff" stroke-width="2" filter="url(#neon)"/>
    <rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#floor)"/>
    <g stroke="#ff3ec8" stroke-width="1.6" filter="url(#neon)" opacity="0.9">${grid}</g>
    <line x1="0" y1="${horizon}" x2="${W}" y2="${horizon}" stroke="#ffd1f4" stroke-width="2" filter="url(#neon)"/>
    <g filter="url(#neon)"><polygon points="400,470 430,540 370,540" fill="none" stroke="#43e8ff" stroke-width="3"/><circle cx="400" cy="520" r="6" fill="#43e8ff"/></g>`;
  return svg(defs, body);
}

// ---------------------------------------------------------------------------------------------
// 5. Watercolor: layered translucent washes with bleeding edges on textured paper.
function watercolor() {
  const rand = rng(55);
  const hillPath = (seed, base, amp, freq) => {
    const rr = rng(seed);
    let d = `M -20 ${H + 20} L -20 ${base}`;
    for (let px = -20; px <= W + 20; px += 20) {
      const y = base - amp * Math.sin(px * freq + rr() * 0.4) - rr() * amp * 0.3;
      d += ` L ${px} ${r1(y)}`;
    }
    return `${d} L ${W + 20} ${H + 20} Z`;
  };
  let trees = '';
  for (let i = 0; i < 11; i++) {
    const tx = 40 + i * 70 + rand() * 30;
    const ty = 430 + rand() * 40;
    const s = 0.7 + rand() * 0.6;
    trees += `<path d="M${r1(tx)} ${r1(ty - 110 * s)} C ${r1(tx + 30 * s)} ${r1(ty - 60 * s)}, ${r1(tx + 38 * s)} ${r1(ty - 10 * s)}, ${r1(tx)} ${r1(ty)} C ${r1(tx - 38 * s)} ${r1(ty - 10 * s)}, ${r1(tx - 30 * s)} ${r1(ty - 60 * s)}, ${r1(tx)} ${r1(ty - 110 * s)} Z" fill="${i % 2 ? '#2f6f5e' : '#3f8a63'}" opacity="0.55"/>`;
  }
  let splatters = '';
  for (let i = 0; i < 26; i++) {
    splatters += `<circle cx="${r1(rand() * W)}" cy="${r1(rand() * H)}" r="${r1(1 + rand() * 4)}" fill="${['#3d6fb6', '#c0607a', '#4f9a6e'][i % 3]}" opacity="${r1(0.25 + rand() * 0.35)}"/>`;
  }
  const defs = `
    <filter id="bleed" x="-10%" y="-10%" width="120%" height="120%"><feTurbulence type="fractalNoise" baseFrequency="0.02" numOctaves="3" seed="3" result="n"/><feDisplacementMap in="SourceGraphic" in2="n" scale="28" xChannelSelector="R" yChannelSelector="G" result="d"/><feGaussianBlur in="d" stdDeviation="1.4"/></filter>
    <filter id="bleedSoft" x="-10%" y="-10%" width="120%" height="120%"><feTurbulence type="fractalNoise" baseFrequency="0.012" numOctaves="2" seed="8" result="n"/><feDisplacementMap in="SourceGraphic" in2="n" scale="40" xChannelSelector="R" yChannelSelector="G" result="d"/><feGaussianBlur in="d" stdDeviation="4"/></filter>
    <filter id="paper" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.05" numOctaves="4" seed="12"/><feColorMatrix type="matrix" values="0 0 0 0 0.45  0 0 0 0 0.4  0 0 0 0 0.35  0 0 0 0.14 0"/></filter>
    <radialGradient id="sunWash" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#f6c56b" stop-opacity="0.85"/><stop offset="1" stop-color="#f6c56b" stop-opacity="0"/></radialGradient>
    <linearGradient id="skyWash" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6f9fd8" stop-opacity="0.75"/><stop offset="1" stop-color="#f4d6c0" stop-opacity="0.3"/></linearGradient>
    <linearGradient id="lake" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fa9d9" stop-opacity="0.7"/><stop offset="1" stop-color="#3a6aa6" stop-opacity="0.75"/></linearGradient>`;
  const body = `
    <rect width="${W}" height="${H}" fill="#fbf6ec"/>
    <rect x="20" y="20" width="${W - 40}" height="330" fill="url(#skyWash)" filter="url(#bleedSoft)"/>
    <circle cx="590" cy="130" r="90" fill="url(#sunWash)" filter="url(#bleedSoft)"/>
    <ellipse cx="240" cy="110" rx="120" ry="26" fill="#ffffff" opacity="0.55" filter="url(#bleedSoft)"/>
    <path d="${hillPath(1, 300, 70, 0.011)}" fill="#8b7fc4" opacity="0.55" filter="url(#bleed)"/>
    <path d="${hillPath(2, 340, 50, 0.017)}" fill="#5f8fb8" opacity="0.5" filter="url(#bleed)"/>
    <path d="${hillPath(3, 400, 40, 0.02)}" fill="#6fae7c" opacity="0.6" filter="url(#bleed)"/>
    <g filter="url(#bleed)">${trees}</g>
    <rect x="10" y="455" width="${W - 20}" height="130" fill="url(#lake)" filter="url(#bleed)"/>
    <g filter="url(#bleedSoft)" opacity="0.5"><rect x="520" y="470" width="140" height="8" fill="#f6c56b"/><rect x="540" y="492" width="100" height="6" fill="#f6c56b"/><rect x="560" y="512" width="60" height="5" fill="#f6c56b"/></g>
    <path d="M0 ${H} L0 540 Q 200 500 420 560 T ${W} 530 L ${W} ${H} Z" fill="#4b7f52" opacity="0.55" filter="url(#bleed)"/>
    <path d="M130 540 l8 -40 M150 545 l-4 -46 M170 548 l10 -38" stroke="#2f5a3b" stroke-width="3" opacity="0.6" filter="url(#bleed)"/>
    <g filter="url(#bleed)">${splatters}</g>
    <rect width="${W}" height="${H}" filter="url(#paper)"/>`;
  return svg(defs, body);
}

// ---------------------------------------------------------------------------------------------
// 6. Anime: a bright cel-shaded summer sky, towering clouds, hills and a cherry tree in bloom.
function anime() {
  const rand = rng(66);
  const cloud = (cx, cy, s) => {
    const puffs = [
      [0, 0, 70],
      [-70, 20, 52],
      [70, 18, 56],
      [-30, -50, 58],
      [38, -60, 64],
      [0, -110, 54],
      [-120, 40, 36],
      [125, 40, 40],
    ];
    const base = puffs.map(([dx, dy, r]) => `<circle cx="${r1(cx + dx * s)}" cy="${r1(cy + dy * s)}" r="${r1(r * s)}"/>`).join('');
    const shade = puffs
      .filter(([, dy]) => dy >= 0)
      .map(([dx, dy, r]) => `<circle cx="${r1(cx + dx * s + 8 * s)}" cy="${r1(cy + dy * s + 16 * s)}" r="${r1(r * s * 0.8)}"/>`)
      .join('');
    const id = `cloudBase${Math.round(cx)}`;
    return `<clipPath id="${id}"><rect x="0" y="0" width="${W}" height="${r1(cy + 44 * s)}"/></clipPath><g clip-path="url(#${id})"><g fill="#ffffff">${base}</g><g fill="#d6e6fa">${shade}</g><rect x="${r1(cx - 160 * s)}" y="${r1(cy + 30 * s)}" width="${r1(320 * s)}" height="${r1(14 * s)}" fill="#c3d9f5"/></g>`;
  };
  let petals = '';
  for (let i = 0; i < 40; i++) {
    const px = rand() * W;
    const py = rand() * H;
    petals += `<ellipse cx="${r1(px)}" cy="${r1(py)}" rx="${r1(3 + rand() * 3)}" ry="${r1(1.6 + rand() * 1.5)}" fill="#ffc2d9" transform="rotate(${Math.round(rand() * 180)} ${r1(px)} ${r1(py)})"/>`;
  }
  let blossoms = '';
  for (let i = 0; i < 26; i++) {
    const bx = 560 + rand() * 230;
    const by = 90 + rand() * 210;
    const r = 26 + rand() * 34;
    blossoms += `<circle cx="${r1(bx)}" cy="${r1(by)}" r="${r1(r)}" fill="#f49ac1"/><circle cx="${r1(bx - r * 0.25)}" cy="${r1(by - r * 0.3)}" r="${r1(r * 0.7)}" fill="#ffc7de"/>`;
  }
  let grass = '';
  for (let i = 0; i < 60; i++) {
    const gx = rand() * W;
    const gy = 470 + rand() * 120;
    grass += `<path d="M${r1(gx)} ${r1(gy)} l${r1(-3 + rand() * 6)} -${r1(8 + rand() * 10)}" stroke="#2f8f4e" stroke-width="2" stroke-linecap="round"/>`;
  }
  const defs = `
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1f6fe0"/><stop offset="0.6" stop-color="#5fb4ff"/><stop offset="1" stop-color="#bfe6ff"/></linearGradient>
    <linearGradient id="rays" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.5"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>`;
  const body = `
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <polygon points="0,0 260,0 520,600 360,600" fill="url(#rays)" opacity="0.35"/>
    <polygon points="300,0 380,0 700,600 620,600" fill="url(#rays)" opacity="0.25"/>
    ${cloud(250, 260, 1.25)}
    ${cloud(600, 330, 0.75)}
    ${cloud(80, 380, 0.5)}
    <path d="M0 420 Q 200 360 420 410 T ${W} 390 L ${W} ${H} L 0 ${H} Z" fill="#7dc97a"/>
    <path d="M0 420 Q 200 360 420 410 T ${W} 390 L ${W} 410 Q 600 420 420 430 T 0 440 Z" fill="#a6e08f"/>
    <g fill="#4e6b8f" opacity="0.5"><rect x="120" y="380" width="14" height="30"/><rect x="140" y="372" width="20" height="38"/><rect x="166" y="386" width="12" height="24"/><polygon points="138,372 150,360 162,372"/></g>
    <path d="M0 480 Q 260 430 520 470 T ${W} 460 L ${W} ${H} L 0 ${H} Z" fill="#4fb25e"/>
    <path d="M0 480 Q 260 430 520 470 T ${W} 460 L ${W} 478 Q 640 478 520 488 T 0 500 Z" fill="#7fd36c"/>
    <path d="M660 470 C 655 380, 640 320, 600 250 M655 420 C 690 360, 720 320, 760 290 M648 350 C 620 320, 590 300, 560 300" stroke="#5a3a2e" stroke-width="16" fill="none" stroke-linecap="round"/>
    <path d="M660 470 C 655 380, 640 320, 600 250" stroke="#7a5140" stroke-width="6" fill="none" stroke-linecap="round"/>
    ${blossoms}
    ${grass}
    ${petals}
    <g fill="#ffffff"><path d="M520 80 l4 14 l14 4 l-14 4 l-4 14 l-4 -14 l-14 -4 l14 -4 z" opacity="0.9"/><path d="M90 120 l3 9 l9 3 l-9 3 l-3 9 l-3 -9 l-9 -3 l9 -3 z" opacity="0.8"/></g>`;
  return svg(defs, body);
}

const artworks = {
  'hyper-realistic-3d': disney3d,
  'cinematic-photography': cinematic,
  'abstract-art': abstractArt,
  'digital-art': digitalArt,
  watercolor,
  anime,
};

mkdirSync(outDir, { recursive: true });
for (const [id, draw] of Object.entries(artworks)) {
  const png = await sharp(Buffer.from(draw()), { density: 72 }).resize(W, H).png().toBuffer();
  const avif = join(outDir, `${id}.avif`);
  const webp = join(outDir, `${id}.webp`);
  await sharp(png).avif({ quality: 52, effort: 6 }).toFile(avif);
  await sharp(png).webp({ quality: 74, effort: 6 }).toFile(webp);
  const kb = (file) => `${(statSync(file).size / 1024).toFixed(1)} KB`;
  console.log(`${id}: avif ${kb(avif)}, webp ${kb(webp)}`);
}
