// Writes one area's figures where the real-time page reads them
// (packages/career-engine/eval/figures/<area>.json), checked against the contract's schema first.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type MeasuredFigures, measuredFiguresSchema } from '@careerloom/contract';

const figuresDir = path.resolve(import.meta.dirname, '../../packages/career-engine/eval/figures');

/** Validates and writes an area's figures, dated today; returns the file written. */
export function writeMeasuredFigures(figures: Omit<MeasuredFigures, 'measuredAt'>): string {
  const out = measuredFiguresSchema.parse({ ...figures, measuredAt: new Date().toISOString().slice(0, 10) });
  mkdirSync(figuresDir, { recursive: true });
  const file = path.join(figuresDir, `${out.area}.json`);
  writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
  return file;
}

/** A share rounded to three places, as the figures files keep them. */
export const ratio = (n: number, of: number) => (of === 0 ? 0 : Math.round((1000 * n) / of) / 1000);
