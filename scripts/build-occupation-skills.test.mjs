import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildOccupationSkills, occupationSkillsModule, readOnetSkillFiles } from './build-occupation-skills.mjs';

const header = 'O*NET-SOC Code\tExample\tCommodity Code\tCommodity Title\tHot Technology\tIn Demand\n';
const toolHeader = 'O*NET-SOC Code\tExample\tCommodity Code\tCommodity Title\n';

describe('build-occupation-skills', () => {
  it("ranks what an occupation's postings ask for first, keeps office programs apart and office equipment out", () => {
    const tech = [
      // Excel is everyday: every occupation lists it; Rare Tool Pro, one in eight, is a trade's own.
      ...[
        '11-1011.00',
        '22-2222.00',
        '33-3333.00',
        '44-4444.00',
        '45-4444.00',
        '46-4444.00',
        '47-4444.00',
        '48-4444.00',
      ].map((c) => `${c}\tMicrosoft Excel\t1\tSpreadsheet software\tY\tN`),
      '11-1011.00\tRare Tool Pro\t2\tAnalytical or scientific software\tN\tN',
      '11-1011.00\tQuickBooks\t3\tAccounting software\tY\tY',
    ].join('\n');
    const tools = [
      ...['11-1011.00', '22-2222.00', '33-3333.00'].map((c) => `${c}\tPCs\t9\tPersonal computers`),
      '11-1011.00\tStraight-mast forklifts\t8\tForklifts',
      '11-1011.00\tRough terrain forklifts\t8\tForklifts',
      '11-1011.00\tPallet jacks\t7\tPallet trucks',
    ].join('\n');
    const index = buildOccupationSkills(header + tech, toolHeader + tools);
    const names = index.names.split('|');
    const line = index.occupations.split('\n').find((l) => l.startsWith('11-1011.00')) ?? '';
    const [, software, everyday, kinds] = line.split('\t');
    const name = (item) => names[Number.parseInt(item, 36)];
    expect(software?.split(';').map((g) => g.split(':')[1]?.split(',').map(name))).toEqual([
      ['QuickBooks'],
      ['Rare Tool Pro'],
    ]);
    expect(software).toMatch(/\*!/);
    expect(everyday?.split(',').map(name)).toEqual(['Microsoft Excel']);
    expect(kinds?.split(',').map(name)).toEqual(['Forklifts', 'Pallet trucks']);
  });

  it('the committed index is the one the O*NET files give', () => {
    const { technologyText, toolsText } = readOnetSkillFiles();
    const committed = readFileSync(
      path.resolve(import.meta.dirname, '../packages/career-engine/src/occupations/occupation-skills.data.ts'),
      'utf8',
    );
    expect(occupationSkillsModule(buildOccupationSkills(technologyText, toolsText))).toBe(committed);
  });
});
