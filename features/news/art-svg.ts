// Draws a story's generated picture as SVG: a gradient in its category's colours and one of six motifs (orbits,
// bands, a honeycomb, a network, a bar chart, scattered coins), every position and shade taken from the story's
// hash. Pure and deterministic: the same key and hash always give the same bytes.
import type { ArtKey } from './art';

export const ART_WIDTH = 1200;
export const ART_HEIGHT = 675;

/**
 * Each category's hue and saturation; the hash moves the hue by up to 15 degrees either way, and the gradient's
 * far end up to 34 more, so a Bitcoin picture stays orange and an Ethereum one indigo.
 */
const PALETTES: Record<ArtKey, { hue: number; sat: number }> = {
  bitcoin: { hue: 32, sat: 88 },
  ethereum: { hue: 232, sat: 58 },
  altcoins: { hue: 172, sat: 62 },
  defi: { hue: 148, sat: 58 },
  nfts: { hue: 322, sat: 66 },
  regulation: { hue: 212, sat: 45 },
  mining: { hue: 14, sat: 62 },
  metaverse: { hue: 272, sat: 60 },
  web3: { hue: 192, sat: 72 },
  press: { hue: 222, sat: 24 },
  news: { hue: 200, sat: 48 },
};

/** mulberry32: a small seeded generator, so a hash gives the same drawing everywhere. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A colour as #rrggbb (librsvg and every browser read it; not all renderers read hsl()). */
function hsl(hue: number, sat: number, light: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = Math.min(1, Math.max(0, sat / 100));
  const l = Math.min(1, Math.max(0, light / 100));
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    const v = u < 1 / 6 ? p + (q - p) * 6 * u : u < 1 / 2 ? q : u < 2 / 3 ? p + (q - p) * (2 / 3 - u) * 6 : p;
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(h + 1 / 3)}${channel(h)}${channel(h - 1 / 3)}`;
}

const r1 = (v: number) => Math.round(v * 10) / 10;
const op = (v: number) => Math.round(v * 100) / 100;

type Draw = (rand: () => number, color: (light: number, shift?: number) => string) => string;

const W = ART_WIDTH;
const H = ART_HEIGHT;

const orbits: Draw = (rand, color) => {
  const cx = W * (0.2 + rand() * 0.6);
  const cy = H * (0.2 + rand() * 0.6);
  const step = 45 + rand() * 45;
  const rings = 6 + Math.floor(rand() * 5);
  let out = '';
  for (let i = 1; i <= rings; i++) {
    out += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(i * step)}" fill="none" stroke="${color(70 + rand() * 20, rand() * 40)}" stroke-width="${r1(2 + rand() * 10)}" stroke-opacity="${op(0.12 + rand() * 0.35)}"/>`;
  }
  const planets = 3 + Math.floor(rand() * 4);
  for (let i = 0; i < planets; i++) {
    const ring = (1 + Math.floor(rand() * rings)) * step;
    const angle = rand() * Math.PI * 2;
    out += `<circle cx="${r1(cx + Math.cos(angle) * ring)}" cy="${r1(cy + Math.sin(angle) * ring)}" r="${r1(8 + rand() * 22)}" fill="${color(75 + rand() * 15, 30)}" fill-opacity="${op(0.6 + rand() * 0.4)}"/>`;
  }
  return out;
};

const bands: Draw = (rand, color) => {
  const angle = -60 + rand() * 120;
  let out = `<g transform="rotate(${r1(angle)} ${W / 2} ${H / 2})">`;
  let x = -W * 0.6;
  while (x < W * 1.6) {
    const width = 30 + rand() * 150;
    if (rand() < 0.65) {
      out += `<rect x="${r1(x)}" y="${-H}" width="${r1(width)}" height="${3 * H}" fill="${color(55 + rand() * 35, rand() * 50 - 25)}" fill-opacity="${op(0.08 + rand() * 0.3)}"/>`;
    }
    x += width + rand() * 60;
  }
  return `${out}</g>`;
};

const honeycomb: Draw = (rand, color) => {
  const size = 55 + rand() * 40;
  const w = Math.sqrt(3) * size;
  const fill = 0.3 + rand() * 0.3;
  // One hexagon, placed by <use>: a cell costs a short tag, not six points.
  const corners = Array.from({ length: 6 }, (_, k) => {
    const a = (Math.PI / 3) * k + Math.PI / 6;
    return `${r1(size * 0.92 * Math.cos(a))},${r1(size * 0.92 * Math.sin(a))}`;
  }).join(' ');
  let out = `<defs><polygon id="hex" points="${corners}"/></defs>`;
  for (let row = -1; row * size * 1.5 < H + size; row++) {
    for (let col = -1; col * w < W + w; col++) {
      if (rand() >= fill) continue;
      const cx = col * w + (row % 2 ? w / 2 : 0);
      out += `<use href="#hex" x="${r1(cx)}" y="${r1(row * size * 1.5)}" fill="${color(60 + rand() * 30, rand() * 30)}" fill-opacity="${op(0.15 + rand() * 0.45)}"/>`;
    }
  }
  return out;
};

const network: Draw = (rand, color) => {
  const count = 12 + Math.floor(rand() * 8);
  const nodes = Array.from({ length: count }, () => ({ x: rand() * W, y: rand() * H, r: 4 + rand() * 12 }));
  const reach = 220 + rand() * 100;
  let out = '';
  for (let i = 0; i < count; i++) {
    for (let j = i + 1; j < count; j++) {
      const a = nodes[i];
      const b = nodes[j];
      if (!a || !b || Math.hypot(a.x - b.x, a.y - b.y) > reach) continue;
      out += `<line x1="${r1(a.x)}" y1="${r1(a.y)}" x2="${r1(b.x)}" y2="${r1(b.y)}" stroke="${color(75)}" stroke-opacity="${op(0.15 + rand() * 0.3)}" stroke-width="${r1(1.5 + rand() * 2.5)}"/>`;
    }
  }
  for (const n of nodes) {
    out += `<circle cx="${r1(n.x)}" cy="${r1(n.y)}" r="${r1(n.r)}" fill="${color(78 + rand() * 15, rand() * 40)}" fill-opacity="${op(0.55 + rand() * 0.45)}"/>`;
  }
  return out;
};

const bars: Draw = (rand, color) => {
  const count = 14 + Math.floor(rand() * 12);
  const gap = W / count;
  const width = gap * (0.45 + rand() * 0.35);
  let level = H * (0.35 + rand() * 0.3);
  const trend = (rand() - 0.5) * 30;
  let out = '';
  const tops: string[] = [];
  for (let i = 0; i < count; i++) {
    level = Math.min(H * 0.85, Math.max(H * 0.15, level - trend + (rand() - 0.5) * 110));
    const x = i * gap + (gap - width) / 2;
    out += `<rect x="${r1(x)}" y="${r1(level)}" width="${r1(width)}" height="${r1(H - level)}" rx="${r1(width / 6)}" fill="${color(58 + rand() * 25, rand() * 30)}" fill-opacity="${op(0.2 + rand() * 0.35)}"/>`;
    tops.push(`${r1(x + width / 2)},${r1(level - 30)}`);
  }
  return `${out}<polyline points="${tops.join(' ')}" fill="none" stroke="${color(85)}" stroke-opacity="0.8" stroke-width="5" stroke-linejoin="round"/>`;
};

const coins: Draw = (rand, color) => {
  const count = 16 + Math.floor(rand() * 14);
  let out = '';
  for (let i = 0; i < count; i++) {
    const r = 18 + rand() ** 2 * 170;
    const cx = rand() * W;
    const cy = rand() * H;
    const shade = color(60 + rand() * 30, rand() * 50 - 25);
    out += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${shade}" fill-opacity="${op(0.06 + rand() * 0.3)}"/>`;
    if (rand() < 0.35)
      out += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r * 0.72)}" fill="none" stroke="${color(85)}" stroke-opacity="${op(0.2 + rand() * 0.3)}" stroke-width="${r1(2 + r / 30)}"/>`;
  }
  return out;
};

/** The motifs, in the order a hash picks them. */
export const MOTIFS: readonly Draw[] = [orbits, bands, honeycomb, network, bars, coins];

/** The picture of one story: its palette's key and its 8-hex-digit hash. */
export function renderArtSvg(key: ArtKey, hash: string, size = { width: W, height: H }): string {
  const seed = Number.parseInt(hash, 16) >>> 0;
  const rand = seeded(seed);
  const palette = PALETTES[key];
  const hue = palette.hue + (rand() * 30 - 15);
  const second = hue + (rand() < 0.5 ? -1 : 1) * (12 + rand() * 22);
  const color = (light: number, shift = 0) => hsl(hue + shift, palette.sat, light);
  const angle = rand() * Math.PI * 2;
  const [x1, y1, x2, y2] = [
    0.5 - Math.cos(angle) / 2,
    0.5 - Math.sin(angle) / 2,
    0.5 + Math.cos(angle) / 2,
    0.5 + Math.sin(angle) / 2,
  ].map(op);
  const glow = { x: op(0.15 + rand() * 0.7), y: op(0.15 + rand() * 0.7) };
  const motif = MOTIFS[seed % MOTIFS.length] ?? orbits;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">`,
    '<defs>',
    `<linearGradient id="bg" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">`,
    `<stop offset="0" stop-color="${hsl(hue, palette.sat, 14 + rand() * 8)}"/>`,
    `<stop offset="1" stop-color="${hsl(second, palette.sat, 30 + rand() * 14)}"/>`,
    '</linearGradient>',
    `<radialGradient id="glow" cx="${glow.x}" cy="${glow.y}" r="0.6">`,
    `<stop offset="0" stop-color="${hsl(second, palette.sat, 70)}" stop-opacity="0.45"/>`,
    `<stop offset="1" stop-color="${hsl(second, palette.sat, 70)}" stop-opacity="0"/>`,
    '</radialGradient>',
    '</defs>',
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<rect width="${W}" height="${H}" fill="url(#glow)"/>`,
    motif(rand, color),
    '</svg>',
  ].join('');
}
