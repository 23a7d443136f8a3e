import { resolveOccupation } from '../occupations/resolve-occupation.js';

/**
 * Skills of the frontline bank that an O*NET-SOC occupation implies, by code prefix (the longest
 * that matches counts). A frontline family spans several jobs (a barista and a hotel housekeeper are
 * both food service and hospitality), and a job title rarely names a skill the way the bank does,
 * so the occupation the title resolves to steers which of the family's questions come first: a
 * forklift operator gets the forklift checks, a barista the espresso question.
 */
const OCCUPATION_SKILLS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['41-2011', ['Cash Handling', 'Point of Sale', 'Age-Restricted Sales']],
  ['41-2031', ['Product Knowledge', 'Loss Prevention', 'Returns Processing']],
  ['41-1011', ['Shift Scheduling', 'Team Leadership']],
  ['43-4051', ['Call Handling', 'Returns Processing']],
  ['53-7065', ['Inventory Management', 'Order Picking']],
  ['35-3023.01', ['Barista Skills', 'Food Safety']],
  ['35-3023', ['Food Safety', 'Allergen Awareness']],
  ['35-3031', ['Table Service', 'Allergen Awareness']],
  ['35-3011', ['Responsible Alcohol Service']],
  ['35-2', ['Kitchen Operations', 'Food Preparation', 'Food Safety']],
  ['35-1', ['Kitchen Operations', 'Food Safety', 'Team Leadership']],
  ['35-9021', ['Commercial Cleaning', 'Food Safety']],
  ['35-9031', ['Table Service']],
  ['37-2012', ['Hotel Housekeeping']],
  ['43-4081', ['Front Desk Operations']],
  ['11-9051', ['Food Safety', 'Team Leadership']],
  ['53-7051', ['Forklift Operation']],
  ['53-7062', ['Manual Handling', 'Goods Receiving']],
  ['53-7064', ['Order Packing', 'Order Picking']],
  ['53-3', ['Commercial Driving', 'Vehicle Inspection', 'Route Planning', 'Hours of Service']],
  ['43-5021', ['Route Planning']],
  ['43-5071', ['Goods Receiving']],
  ['53-1', ['Team Leadership']],
  ['47-2111', ['Lockout/Tagout', 'Building Codes', 'Blueprint Reading']],
  ['47-2152', ['Building Codes', 'Fault Finding']],
  ['47-3', ['Trade Fundamentals', 'Hand Tools']],
  ['47-1', ['Crew Planning', 'Team Leadership']],
  ['49-9021', ['Fault Finding', 'Preventive Maintenance']],
  ['49-3', ['Fault Finding', 'Hand Tools']],
  ['49-9041', ['Fault Finding', 'Preventive Maintenance', 'Lockout/Tagout']],
  ['51-4121', ['Personal Protective Equipment', 'Blueprint Reading']],
  ['31-1131', ['Vital Signs', 'Patient Handling', 'Infection Control']],
  ['31-112', ['Personal Care', 'Medication Support', 'Observation and Reporting']],
  ['39-9011', ['Childcare', 'Child Development']],
  ['37-2011', ['Commercial Cleaning', 'Chemical Safety', 'Floor Care']],
  ['49-9071', ['Building Maintenance']],
  ['33-9032', ['Security Patrols', 'Incident Report Writing', 'Building Access Control']],
  ['33-9099.02', ['Loss Prevention', 'Incident Report Writing']],
  ['43-4171', ['Reception']],
  ['43-9021', ['Data Entry']],
  ['43-6', ['Calendar Management', 'Written Communication']],
];

/** Below this the resolver's reading is a guess (as in role-family.ts). */
const MIN_OCCUPATION_SCORE = 0.5;

/** The bank skills the occupation a title names implies; empty when it names none of the above. */
export function occupationSkills(title: string): readonly string[] {
  const match = title.trim() ? resolveOccupation(title.toLowerCase()) : null;
  if (!match || match.score < MIN_OCCUPATION_SCORE) return [];
  let best: readonly string[] = [];
  let longest = 0;
  for (const [prefix, skills] of OCCUPATION_SKILLS) {
    if (match.code.startsWith(prefix) && prefix.length > longest) {
      best = skills;
      longest = prefix.length;
    }
  }
  return best;
}
