// Bundles the server into dist/ (decision 043). The process entry, dist/server.js, is a small
// launcher that runs dist/server-bundle.cjs through a V8 code cache written at the end of the build:
// the server's own code, the contract, the career engine and the npm packages a start needs are one
// CommonJS file, compiled once here instead of on every start, with no module resolution or
// linking. Packages a start does not need, or that load files of their own (native bindings,
// WebAssembly, dictionaries), stay in node_modules and load when first used.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';

const dependenciesOf = (file) =>
  Object.keys(JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')).dependencies);
// The workspace packages are bundled; their own npm dependencies (the career engine's PDF and DOCX
// readers) stay external like the server's.
const external = [
  ...dependenciesOf('./package.json'),
  ...dependenciesOf('../../packages/career-engine/package.json'),
].filter((name) => !name.startsWith('@careerloom/'));

/** Left in node_modules by the server bundle, and loaded when first used. */
const LOADED_WHEN_USED = [
  '@electric-sql/pglite', // WebAssembly and a file system image found beside its module
  '@node-rs/argon2', // a native binding
  '@echogarden/espeak-ng-emscripten', // WebAssembly, in a worker
  '@zxcvbn-ts/language-common', // megabytes of password dictionaries
  'pg',
  'ioredis',
  'stripe',
  'ai',
  '@ai-sdk/anthropic',
  '@ai-sdk/openai',
  '@ai-sdk/openai-compatible',
  'unpdf',
  'mammoth',
  'jszip',
];
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * `import('pkg')` of a package left in node_modules becomes `require('pkg')`, still made when the
 * code runs: a script compiled from a code cache cannot make dynamic imports on Node 20
 * (`src/launcher/code-cache.ts`).
 */
const loadWhenUsed = {
  name: 'load-when-used',
  setup(build) {
    build.onResolve({ filter: /^[@a-z]/ }, (args) => {
      if (!LOADED_WHEN_USED.includes(packageOf(args.path))) return undefined;
      if (args.kind === 'dynamic-import') return { path: args.path, namespace: 'load-when-used' };
      return { path: args.path, external: true };
    });
    build.onLoad({ filter: /.*/, namespace: 'load-when-used' }, (args) => ({
      contents: `module.exports = require(${JSON.stringify(args.path)});`,
      resolveDir: process.cwd(),
      loader: 'js',
    }));
  },
};

/**
 * Fastify's server module loads node:http2 and node:https as it loads, for servers made with its
 * `http2` or `https` options, which this server never uses (TLS ends at the proxy in front of it):
 * about 6 ms of every start (issue 36). In the bundle they load when first used instead.
 */
const EAGER_BUILTINS = /^const (http2|https) = require\('(node:http2|node:https)'\)$/gm;
const fastifyBuiltinsWhenUsed = {
  name: 'fastify-builtins-when-used',
  setup(build) {
    build.onLoad({ filter: /[\\/]fastify[\\/]lib[\\/]server\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const lazy = source.replace(
        EAGER_BUILTINS,
        (_, name, specifier) =>
          `let ${name}Loaded\nconst ${name} = new Proxy({}, { get: (_, key) => (${name}Loaded ??= require('${specifier}'))[key] })`,
      );
      const warnings =
        lazy === source
          ? [{ text: 'fastify/lib/server.js no longer loads node:http2 and node:https as expected; left as it is' }]
          : [];
      return { contents: lazy, loader: 'js', warnings };
    });
  },
};

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: { 'server-bundle': 'src/server.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.cjs' },
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  // V8 keeps the bundle's source in the heap for as long as the server runs (it compiles functions
  // lazily from it), and a table of its line ends once any stack trace is made: indentation, comments
  // and newlines were 1.7 MiB of source and 1.2 MiB of line ends at idle (issue 36). Names are kept,
  // so stack traces still name their functions; dist/server-bundle.cjs.map maps a position back.
  minifyWhitespace: true,
  // pg's optional native driver is never installed.
  external: ['pg-native'],
  plugins: [loadWhenUsed, fastifyBuiltinsWhenUsed],
  define: { 'import.meta.url': '__bundleUrl', 'import.meta.dirname': '__dirname' },
  banner: { js: "const __bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
  logLevel: 'warning',
});
await build({
  entryPoints: { admin: 'src/cli/admin.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
// The launcher holds no npm package; its first module holds V8's young generation
// (src/lib/young-generation.ts) before the bundle is compiled.
await build({
  entryPoints: { server: 'src/launcher/start-built-server.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
});
// esbuild escapes non-ASCII characters in strings but keeps them in regular expression literals
// ('’', '–' in the resume and posting readers). One such character makes V8 hold the whole module
// source as two bytes a character: 4.7 MiB of the server's heap instead of 2.4 (issue 36). An escape
// means the same character in a regular expression (a surrogate pair of escapes too, with the u flag);
// a backslash before the character (an identity escape) goes, as the escape replaces it.
for (const file of ['dist/server-bundle.cjs', 'dist/admin.js']) {
  const source = readFileSync(file, 'utf8');
  const ascii = source.replace(/(\\*)([\u0080-\uffff])/g, (_, slashes, char) => {
    const kept = slashes.length % 2 === 1 ? slashes.slice(1) : slashes;
    return `${kept}\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
  if (ascii !== source) writeFileSync(file, ascii);
}
// PGlite's CommonJS entry, which every start on the embedded database loads, runs through a code
// cache too (src/launcher/code-cache.ts, requireWithCodeCache), from a copy: a script compiled from a
// code cache cannot call `import()` on Node 20, so its calls (of Node's own modules, by name) become
// `require`. (esbuild's own rewrite calls `require` by that name, which PGlite's code declares
// again inside the same function.) The copy's first line is the hash of the file it was made from,
// so that a start notices a changed node_modules and loads PGlite as usual.
{
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const original = readFileSync(entry, 'utf8');
  const copy = original.replace(
    /\bimport\("([^"]+)"\)/g,
    (_, specifier) => `__importByRequire(${JSON.stringify(specifier)})`,
  );
  if (/\bimport\(/.test(copy)) {
    process.stderr.write('PGlite calls import() in a way the build does not rewrite; it loads without a code cache\n');
  } else {
    const importByRequire =
      'const __importByRequire = ((load) => (specifier) => Promise.resolve().then(() => { const m = load(specifier); return m && m.__esModule ? m : { ...m, default: m }; }))(require);';
    const made = `// made from sha256 ${createHash('sha256').update(original).digest('hex')}`;
    writeFileSync('dist/pglite.cjs', `${made}\n${importByRequire}\n${copy}`);
  }
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

// Last, once the bundle is final: start the built server once, on a new data folder and the
// embedded database, and keep what it compiled as the bundle's code cache (decision 043).
const freePort = await new Promise((resolve, reject) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
  probe.on('error', reject);
});
const cacheRun = mkdtempSync(path.join(tmpdir(), 'careerloom-code-cache-'));
const { DATABASE_URL, REDIS_URL, ...inherited } = process.env;
try {
  execFileSync(process.execPath, ['dist/server.js', '--write-code-cache'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    timeout: 120_000,
    env: {
      ...inherited,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(freePort),
      DATA_DIR: cacheRun,
      JOB_BOARDS: 'none',
      LOG_LEVEL: 'warn',
    },
  });
} finally {
  rmSync(cacheRun, { recursive: true, force: true });
}
