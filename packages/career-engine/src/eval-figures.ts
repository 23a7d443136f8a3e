import { MEASURED_AREAS, type MeasuredArea, type MeasuredFigures, measuredFiguresSchema } from '@careerloom/contract';
import atsFigures from '../eval/figures/ats.json';
import matchingFigures from '../eval/figures/matching.json';
import occupationsFigures from '../eval/figures/occupations.json';
import resumeReadingFigures from '../eval/figures/resume-reading.json';
import skillsFigures from '../eval/figures/skills.json';

/**
 * The figures files the bench scripts write, imported statically so reading them is no I/O (the
 * server bundle carries them). An area left out of this map (a new area before its bench has
 * run) shows no figure anywhere rather than a guess.
 */
const FILES: Partial<Record<MeasuredArea, unknown>> = {
  skills: skillsFigures,
  ats: atsFigures,
  matching: matchingFigures,
  occupations: occupationsFigures,
  'resume-reading': resumeReadingFigures,
};

/**
 * The career engine's measured quality, one entry per area that has a valid figures file, in
 * MEASURED_AREAS order. A file that does not match `measuredFiguresSchema` (or names another area
 * than its own) is left out rather than shown half-read; the eval-figures test fails on it.
 */
export function measuredFigures(): MeasuredFigures[] {
  const out: MeasuredFigures[] = [];
  for (const area of MEASURED_AREAS) {
    const parsed = measuredFiguresSchema.safeParse(FILES[area]);
    if (parsed.success && parsed.data.area === area) out.push(parsed.data);
  }
  return out;
}

/** The figures file of each area, as imported, for the test that keeps them valid. */
export const MEASURED_FIGURE_FILES: Readonly<Partial<Record<MeasuredArea, unknown>>> = FILES;
