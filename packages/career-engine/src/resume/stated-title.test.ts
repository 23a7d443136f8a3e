import { describe, expect, it } from 'vitest';
import { statedTitle } from './stated-title';

describe('statedTitle', () => {
  it('reads a labelled designation, a title-dash-employer line, then "working as"', () => {
    expect(statedTitle('Education Details\nB.Com Kolkata\nDesignation: Payroll Accountant.\nFirm details')).toBe(
      'Payroll Accountant',
    );
    expect(statedTitle('Education Details\nBSc 2015\nQuality Analyst - Bluebird Logistics\nSkill Details')).toBe(
      'Quality Analyst',
    );
    expect(statedTitle('Profile\nCurrently working as a site engineer in a metro rail project.')).toBe('Site Engineer');
  });

  it('ignores skill rows, volunteering and sentences that name no job', () => {
    expect(statedTitle('Python- Exprience - 24 months\nWorked as a volunteer for a book fair')).toBeUndefined();
    expect(statedTitle('Role: I was leading the offshore team of four.')).toBeUndefined();
  });
});
