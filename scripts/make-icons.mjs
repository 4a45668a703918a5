// Draws the toolbar icons (icons/icon-16.png … icon-128.png): four Wordle tiles, green / yellow /
// grey / green, on a dark rounded square. Plain pixels written as PNG with node:zlib, so the icons
// are reproducible without an image editor. Run once: `node scripts/make-icons.mjs`.
import { writeFileSync, mkdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BG = [18, 18, 19];
const TILES = [[106, 170, 100], [201, 180, 88], [120, 124, 126], [106, 170, 100]];

function crc32(buf) {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** Whether (x, y) lies inside a square [x0, x0+s) with corners rounded by r. */
function inRounded(x, y, x0, y0, s, r) {
  if (x < x0 || y < y0 || x >= x0 + s || y >= y0 + s) return false;
  const cx = Math.min(Math.max(x, x0 + r), x0 + s - r - 1);
  const cy = Math.min(Math.max(y, y0 + r), y0 + s - r - 1);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

function icon(size) {
  const px = Buffer.alloc(size * size * 4);
  const pad = Math.max(1, Math.round(size * 0.1));
  const gap = Math.max(1, Math.round(size * 0.06));
  const tile = Math.floor((size - 2 * pad - gap) / 2);
  const start = Math.floor((size - 2 * tile - gap) / 2);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let rgba = [0, 0, 0, 0];
      if (inRounded(x, y, 0, 0, size, Math.round(size * 0.18))) rgba = [...BG, 255];
      TILES.forEach((c, i) => {
        const tx = start + (i % 2) * (tile + gap);
        const ty = start + Math.floor(i / 2) * (tile + gap);
        if (inRounded(x, y, tx, ty, tile, Math.round(tile * 0.12))) rgba = [...c, 255];
      });
      px.set(rgba, (y * size + x) * 4);
    }
  }
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) px.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const sig = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([sig, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

mkdirSync('icons', { recursive: true });
for (const size of [16, 32, 48, 128]) writeFileSync(`icons/icon-${size}.png`, icon(size));
console.log('icons written to icons/');
