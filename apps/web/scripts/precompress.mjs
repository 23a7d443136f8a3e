// Post-build step: writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy next to
// every compressible file in dist/ above 1 KB, which the server sends as they are
// (@fastify/static `preCompressed`), so no request pays for compressing. Source maps are left
// alone: only developers fetch them. Run by `npm run build` after `vite build`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest']);
// Below this a compressed copy saves too little to be worth a second file and a header.
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let afterBr = 0;
let afterGz = 0;
for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.has(path.extname(entry.name))) continue;
  const file = path.join(entry.parentPath, entry.name);
  const size = statSync(file).size;
  if (size < MIN_BYTES) continue;
  const source = readFileSync(file);
  const br = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  });
  const gz = gzipSync(source, { level: 9 });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gz);
  files++;
  before += size;
  afterBr += br.length;
  afterGz += gz.length;
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
process.stdout.write(`precompress: ${files} files, ${kb(before)} -> ${kb(afterBr)} brotli, ${kb(afterGz)} gzip\n`);
