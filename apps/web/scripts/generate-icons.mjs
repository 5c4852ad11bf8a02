// Rasterises the 한판 "1:1" mark into the PWA icons with nothing but node:zlib.
// Run after changing the mark: `node apps/web/scripts/generate-icons.mjs` (the PNGs are committed).
// The geometry matches public/favicon.svg and src/ui/brand-mark.tsx (512-unit canvas).
import { deflateSync } from 'node:zlib';
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const ACCENT = [0x2e, 0x5b, 0xff];
const WHITE = [0xff, 0xff, 0xff];

/** Distance from p to the segment a–b. */
function segmentDistance(px, py, ax, ay, bx, by) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

const STROKE = 24;
/** The glyph "1:1" as capsules (segment + radius) and dots, in 512 units. */
const capsules = [
  [186, 164, 186, 348], // left 1: stem
  [186, 164, 146, 196], // left 1: flag
  [356, 164, 356, 348], // right 1: stem
  [356, 164, 316, 196], // right 1: flag
];
const dots = [
  [264, 226, 22],
  [264, 306, 22],
];

function glyphDistance(x, y) {
  let d = Infinity;
  for (const [ax, ay, bx, by] of capsules) d = Math.min(d, segmentDistance(x, y, ax, ay, bx, by) - STROKE);
  for (const [cx, cy, r] of dots) d = Math.min(d, Math.hypot(x - cx, y - cy) - r);
  return d;
}

/** Signed distance to a rounded square covering the canvas with corner radius r. */
function roundedSquareDistance(x, y, r) {
  const qx = Math.abs(x - 256) - (256 - r);
  const qy = Math.abs(y - 256) - (256 - r);
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
}

/**
 * @param {number} size output pixels
 * @param {{ corner: number, scale: number }} shape corner radius (0 = full bleed) and glyph scale
 */
function render(size, { corner, scale }) {
  const SS = 4; // supersampling per axis
  const px = Buffer.alloc(size * size * 4);
  const unit = 512 / size;
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++) {
      let bg = 0;
      let fg = 0;
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const x = (i + (sx + 0.5) / SS) * unit;
          const y = (j + (sy + 0.5) / SS) * unit;
          const inBg = corner === 0 || roundedSquareDistance(x, y, corner) <= 0;
          if (!inBg) continue;
          bg++;
          const gx = 256 + (x - 256) / scale;
          const gy = 256 + (y - 256) / scale;
          if (glyphDistance(gx, gy) <= 0) fg++;
        }
      }
      const n = SS * SS;
      const f = fg / Math.max(bg, 1);
      const o = (j * size + i) * 4;
      for (let c = 0; c < 3; c++) px[o + c] = Math.round(ACCENT[c] * (1 - f) + WHITE[c] * f);
      px[o + 3] = Math.round((bg / n) * 255);
    }
  }
  return encodePng(size, size, px);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function encodePng(width, height, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0; // filter: none
    rgba.copy(raw, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const outputs = [
  ['icons/icon-192.png', 192, { corner: 112, scale: 1 }],
  ['icons/icon-512.png', 512, { corner: 112, scale: 1 }],
  // Maskable: full bleed, glyph kept inside the 80 % safe circle.
  ['icons/icon-maskable-512.png', 512, { corner: 0, scale: 0.82 }],
  // iOS rounds the corners itself and shows transparency as black.
  ['apple-touch-icon.png', 180, { corner: 0, scale: 0.9 }],
  ['favicon-32.png', 32, { corner: 112, scale: 1 }],
];

/**
 * favicon.ico: what browsers, crawlers and bookmark tools ask for at /favicon.ico without reading
 * the page. An ICO directory of PNG images (16, 32, 48 px), understood everywhere since Windows Vista.
 */
function encodeIco(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry[0] = size >= 256 ? 0 : size; // width (0 = 256)
    entry[1] = size >= 256 ? 0 : size; // height
    entry[2] = 0; // no palette
    entry[3] = 0; // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

for (const [file, size, shape] of outputs) {
  const target = join(publicDir, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, render(size, shape));
  console.log(`wrote ${file} (${size}×${size})`);
}

const icoSizes = [16, 32, 48];
writeFileSync(
  join(publicDir, 'favicon.ico'),
  encodeIco(icoSizes.map((size) => ({ size, png: render(size, { corner: 112, scale: 1 }) }))),
);
console.log(`wrote favicon.ico (${icoSizes.join(', ')} px)`);
