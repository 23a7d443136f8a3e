// Bundles the server's own code (and the contract and career engine, which ship as TypeScript) into dist/;
// npm packages stay external and load from node_modules as usual.
import { cpSync, readFileSync, rmSync } from 'node:fs';
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
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
cpSync('src/assistant/knowledge/articles', 'dist/knowledge/articles', { recursive: true });
