import { readFileSync } from 'node:fs';
import { createSkillExtractorWithOnet, getSkillExtractor } from '@careerloom/career-engine';
import { loadConfig } from '../config/config';
import { openDatabase } from '../db/client';
import { type FileFormat, parseFileFormat } from '../jobs/postings/board-file';
import { importPostingsFile } from '../jobs/postings/posting-file';

const USAGE = `Usage: npm run jobs:import -- <file> [--format F] [--limit N]
  <file>      optionally gzip-compressed, one of:
              - JSON lines: flattened Ashby jobs (id, jobUrl, ...) as in ../shared/data/ashby-postings,
                or postings in our own format (source, board, sourceId, ...)
              - a board's raw API answer saved as is: Greenhouse /v1/boards/<token>/jobs?content=true,
                Lever /v0/postings/<site>?mode=json, Ashby /posting-api/job-board/<board>,
                Remotive /api/remote-jobs, RemoteOK /api
  --format F  what the file holds when it cannot be told from the content: jsonl,
              greenhouse:<token>, lever:<site>, ashby:<board>, remotive or remoteok
  --limit N   stop after N postings`;

/** Loads postings from a file into the same database the server uses (DATABASE_URL or DATA_DIR). */
async function main(argv: string[]): Promise<number> {
  const args = [...argv];
  let limit: number | undefined;
  const limitAt = args.indexOf('--limit');
  if (limitAt >= 0) {
    limit = Number(args[limitAt + 1]);
    args.splice(limitAt, 2);
    if (!Number.isInteger(limit) || limit < 1) {
      process.stderr.write(`--limit needs a positive whole number\n${USAGE}\n`);
      return 2;
    }
  }
  let format: FileFormat | undefined;
  const formatAt = args.indexOf('--format');
  if (formatAt >= 0) {
    try {
      format = parseFileFormat(args[formatAt + 1] ?? '');
    } catch (error) {
      process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
      return 2;
    }
    args.splice(formatAt, 2);
  }
  const [file, ...rest] = args;
  if (!file || rest.length > 0) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const extractor = config.skillsOnetFile
      ? createSkillExtractorWithOnet(readFileSync(config.skillsOnetFile, 'utf8'))
      : getSkillExtractor();
    const started = performance.now();
    const report = await importPostingsFile({ db: database.db, skills: () => extractor }, file, new Date(), {
      ...(limit === undefined ? {} : { limit }),
      ...(format === undefined ? {} : { format }),
    });
    const seconds = (performance.now() - started) / 1000;
    for (const error of report.errors) process.stderr.write(`line ${error.line}: ${error.message}\n`);
    process.stdout.write(
      `${report.read} postings read (${report.format}): ${report.inserted} new, ${report.updated} updated, ${report.unchanged} unchanged` +
        `${report.format === 'jsonl' ? `; ${report.skipped} lines skipped` : ''} (${seconds.toFixed(1)} s)\n`,
    );
    return report.read === 0 && report.skipped > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
