import { describe, expect, it } from 'vitest';
import { opensWithActionVerb, pastTenseOf, workVerbOfTitle } from './action-verbs';

describe('an opening verb of work, in every trade (O*NET work verbs)', () => {
  it('reads past tenses, regular and irregular, as a nurse, an accountant and a cook write them', () => {
    for (const bullet of [
      'Administered medications to 30 patients per shift',
      'Reconciled bank statements for 12 accounts',
      'Plated desserts for banquets of 200',
      'Oversaw a kitchen staff of 12',
      'Taught algebra to three classes',
      'Supplied parts to the line',
      'I cut costs by 10%',
    ])
      expect(opensWithActionVerb(bullet), bullet).toBe(true);
  });

  it('reads the base and present forms a current role is described in', () => {
    for (const bullet of [
      'Execute, implement, and modify lesson plans',
      'Teach and translate materials for English learners',
      'Manages a team of nine',
      'Supervising the night shift',
      'Planning weekly menus',
    ])
      expect(opensWithActionVerb(bullet), bullet).toBe(true);
  });

  it('does not take a person, a title or a noun for a verb', () => {
    for (const line of [
      'Experienced nurse with ten years on surgical wards',
      'Registered Nurse',
      'Certified Nursing Assistant',
      'Management of a team of five',
      'Customer service for 200 guests daily',
      'Nursing care plans',
      'Sales of medical devices',
      'Excellent communication skills',
      'Speed and accuracy',
    ])
      expect(opensWithActionVerb(line), line).toBe(false);
  });
});

describe('the past tense of a verb of work', () => {
  it('follows the spelling of the -ing form, and knows the irregular verbs', () => {
    expect(pastTenseOf('managing')).toBe('managed');
    expect(pastTenseOf('planning')).toBe('planned');
    expect(pastTenseOf('teaching')).toBe('taught');
    expect(pastTenseOf('running')).toBe('ran');
    expect(pastTenseOf('carrying', { verbPosition: true })).toBe('carried');
    expect(pastTenseOf('admitting', { verbPosition: true })).toBe('admitted');
  });

  it('turns any -ing word only in a verb position, and never a noun', () => {
    expect(pastTenseOf('ordering')).toBeUndefined();
    expect(pastTenseOf('ordering', { verbPosition: true })).toBe('ordered');
    expect(pastTenseOf('patients')).toBeUndefined();
    expect(pastTenseOf('ward', { verbPosition: true })).toBeUndefined();
  });
});

describe('the work a title names', () => {
  it('is the verb of the worker noun, when it is a verb of work', () => {
    expect(workVerbOfTitle('Stocker')).toBe('stocked');
    expect(workVerbOfTitle('truck driver')).toBe('drove');
    expect(workVerbOfTitle('shift supervisor')).toBe('supervised');
    expect(workVerbOfTitle('line cook')).toBe('cooked');
    expect(workVerbOfTitle('teacher')).toBe('taught');
  });

  it('is nothing for a title that names no verb, however it is spelled', () => {
    for (const title of ['cashier', 'registered nurse', 'carpenter', 'officer', 'accountant'])
      expect(workVerbOfTitle(title), title).toBeUndefined();
  });
});
