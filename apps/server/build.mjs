// Bundles the server's own code (and the contract and career engine, which ship as TypeScript) into dist/;
// npm packages stay external and load from node_modules as usual.
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const dependenciesOf = (file) =>
  Object.keys(JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')).dependencies);
// The workspace packages are bundled; their own npm dependencies (the career engine's PDF and DOCX
// readers) stay external like the server's.
const external = [
  ...dependenciesOf('./package.json'),
  ...dependenciesOf('../../packages/career-engine/package.json'),
].filter((name) => !name.startsWith('@careerloom/'));

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: { server: 'src/server.ts', admin: 'src/cli/admin.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
// V8's young generation is held at its size while the server starts (`src/lib/young-generation.ts`).
// The bundle's npm packages load before any of its own code runs and grew it to 16 MiB semi-spaces
// first, so the hold is also a module of its own, imported ahead of them, on the first line (the
// source map's lines stay right).
await build({
  entryPoints: { 'hold-young-generation': 'src/lib/hold-young-generation.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
});
writeFileSync('dist/server.js', `import './hold-young-generation.js';${readFileSync('dist/server.js', 'utf8')}`);
// esbuild escapes non-ASCII characters in strings but keeps them in regular expression literals
// ('’', '–' in the resume and posting readers). One such character makes V8 hold the whole module
// source as two bytes a character: 4.7 MiB of the server's heap instead of 2.4 (issue 36). An escape
// means the same character in a regular expression (a surrogate pair of escapes too, with the u flag);
// a backslash before the character (an identity escape) goes, as the escape replaces it.
for (const file of ['dist/server.js', 'dist/admin.js']) {
  const source = readFileSync(file, 'utf8');
  const ascii = source.replace(/(\\*)([\u0080-\uffff])/g, (_, slashes, char) => {
    const kept = slashes.length % 2 === 1 ? slashes.slice(1) : slashes;
    return `${kept}\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
  if (ascii !== source) writeFileSync(file, ascii);
}
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
cpSync('src/assistant/knowledge/articles', 'dist/knowledge/articles', { recursive: true });

// What every start would otherwise compute, prepared once here with the bundle's own code (decision
// 039): the knowledge base's index and the migrated empty database new data folders are copied from.
const prepare = 'dist/.prepare-build.js';
await build({
  entryPoints: { '.prepare-build': 'src/cli/prepare-build.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  logLevel: 'warning',
});
try {
  execFileSync(process.execPath, [prepare, 'dist'], { stdio: 'inherit' });
} finally {
  rmSync(prepare, { force: true });
}
