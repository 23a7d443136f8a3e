import { MEASURED_AREAS, measuredFiguresSchema } from '@careerloom/contract';
import { describe, expect, it } from 'vitest';
import { MEASURED_FIGURE_FILES, measuredFigures } from './eval-figures';

describe('measuredFigures', () => {
  it('every figures file present is valid and filed under its own area', () => {
    for (const [area, file] of Object.entries(MEASURED_FIGURE_FILES)) {
      const parsed = measuredFiguresSchema.safeParse(file);
      expect(parsed.error?.issues ?? [], area).toEqual([]);
      expect(parsed.data?.area).toBe(area);
    }
  });

  it('lists exactly the areas with a file, in the fixed area order, skills measured on SkillSpan', () => {
    const figures = measuredFigures();
    const present = MEASURED_AREAS.filter((a) => MEASURED_FIGURE_FILES[a] !== undefined);
    expect(figures.map((f) => f.area)).toEqual(present);
    const skills = figures.find((f) => f.area === 'skills');
    expect(skills?.set).toMatch(/SkillSpan/);
    const precision = skills?.metrics.find((m) => m.name === 'precision');
    expect(precision?.unit).toBe('ratio');
    expect(precision?.value).toBeGreaterThan(0);
    expect(precision?.value).toBeLessThan(1);
  });

  it('the schema refuses a figure without a set, a bad date or an unknown unit', () => {
    const ok = {
      area: 'ats',
      measuredAt: '2026-11-25',
      set: 'ATS pairs',
      metrics: [{ name: 'x', value: 1, unit: 'count' }],
    };
    expect(measuredFiguresSchema.safeParse(ok).success).toBe(true);
    expect(measuredFiguresSchema.safeParse({ ...ok, set: '' }).success).toBe(false);
    expect(measuredFiguresSchema.safeParse({ ...ok, measuredAt: '25/11/2026' }).success).toBe(false);
    expect(
      measuredFiguresSchema.safeParse({ ...ok, metrics: [{ name: 'x', value: 1, unit: 'percent' }] }).success,
    ).toBe(false);
  });
});
