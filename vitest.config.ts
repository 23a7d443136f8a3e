import os from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Server tests always run on PGlite; when a PostgreSQL server is configured they run a second
 * time against it (each test file creates and drops its own database there).
 */
const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

/**
 * A file that replaces a module (`vi.mock`) or checks what has been loaded needs modules of its own;
 * it is named `*.isolated.test.ts` and runs in its own module graph.
 */
const ISOLATED = '**/*.isolated.test.ts';

/**
 * The server's and the career engine's test files share their worker's modules (`isolate: false`,
 * issue 36): loading the app's module graph again for every file, and with it the skill taxonomy,
 * the occupation index and the knowledge base, was about half the suite's time. Each file still
 * has its own database and app instance; nothing the app keeps in a module may depend on which
 * database it serves, which is true of a real server too (one process, one database).
 */
const serverProject = (name: string, db: 'pglite' | 'postgres'): TestProjectInlineConfiguration[] => [
  {
    extends: true,
    test: {
      name,
      include: ['apps/server/**/*.test.ts'],
      exclude: [ISOLATED],
      isolate: false,
      environment: 'node',
      env: { DB_UNDER_TEST: db },
    },
  },
  {
    extends: true,
    test: {
      name: `${name}-isolated`,
      include: [`apps/server/${ISOLATED}`],
      environment: 'node',
      env: { DB_UNDER_TEST: db },
    },
  },
];

export default defineConfig({
  test: {
    // One worker per core: Vitest's default (cores - 1) runs everything serially on a 2-core machine,
    // and the test files spend their time in PGlite and argon2, not in Vitest's main thread.
    maxWorkers: os.availableParallelism(),
    // Time-outs guard against hangs; they are not speed limits. argon2 at OWASP cost, PGlite's start
    // and the real-data imports take tens of seconds on a busy machine (issue 15: the suite runs
    // green with two CPU hogs beside it), so no test may come near these on a slow day.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    projects: [
      ...serverProject('server-pglite', 'pglite'),
      ...(postgresUrl ? serverProject('server-postgres', 'postgres') : []),
      {
        extends: true,
        test: {
          name: 'career-engine',
          include: ['packages/career-engine/**/*.test.ts'],
          isolate: false,
          environment: 'node',
        },
      },
      {
        extends: true,
        test: { name: 'extension', include: ['apps/extension/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
          // Feature work may land before its tests; an empty web project is not a failure.
          passWithNoTests: true,
        },
      },
    ],
  },
});
