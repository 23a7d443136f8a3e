// Builds Careerloom for Chrome into dist/ (load it unpacked from there): bundles the service
// worker, the content script and the options page with esbuild, copies the static files, and
// draws the icons (so no binary file is kept in the repository).
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
rmSync(dist, { recursive: true, force: true });
mkdirSync(path.join(dist, 'icons'), { recursive: true });

const common = {
  bundle: true,
  target: 'chrome120',
  sourcemap: false,
  minify: false,
  legalComments: 'none',
  logLevel: 'warning',
};
await Promise.all([
  // The service worker is a module worker; content scripts cannot be modules, so they are IIFEs.
  build({
    ...common,
    entryPoints: [path.join(here, 'src/background.ts')],
    outfile: path.join(dist, 'background.js'),
    format: 'esm',
  }),
  build({
    ...common,
    entryPoints: [path.join(here, 'src/content.ts')],
    outfile: path.join(dist, 'content.js'),
    format: 'iife',
  }),
  build({
    ...common,
    entryPoints: [path.join(here, 'src/options.ts')],
    outfile: path.join(dist, 'options.js'),
    format: 'esm',
  }),
]);
for (const file of readdirSync(path.join(here, 'static')))
  copyFileSync(path.join(here, 'static', file), path.join(dist, file));

// A PNG of a rounded indigo square with a white "C" ring, drawn pixel by pixel.
function crc32(buf) {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
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
function icon(size) {
  const rows = [];
  const r = size * 0.2;
  const c = (size - 1) / 2;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      // Inside the rounded square?
      const dx = Math.max(r - x, x - (size - 1 - r), 0);
      const dy = Math.max(r - y, y - (size - 1 - r), 0);
      const inside = dx * dx + dy * dy <= r * r;
      // A "C": a ring open on the right.
      const d = Math.hypot(x - c, y - c) / size;
      const angle = Math.abs(Math.atan2(y - c, x - c));
      const ring = d > 0.2 && d < 0.33 && angle > 0.7;
      const px = !inside ? [0, 0, 0, 0] : ring ? [255, 255, 255, 255] : [79, 70, 229, 255];
      row.set(px, 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
for (const size of [16, 48, 128]) writeFileSync(path.join(dist, 'icons', `icon-${size}.png`), icon(size));
