// F1 (performance.md): gzip size of every script the first page loads (entry + modulepreload),
// measured on the built app. Run `npm run build` first.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve('apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
let total = 0;
for (const file of scripts) {
  const size = gzipSync(readFileSync(path.join(dist, file))).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} kB  ${file}`);
}
const budget = 175 * 1024;
console.log(
  `initial JS (gzip): ${(total / 1024).toFixed(1)} kB; budget ${(budget / 1024).toFixed(0)} kB (${((total / budget) * 100).toFixed(0)}%)`,
);
