import { describe, expect, it } from 'vitest';
import { namesAPastRole, rewriteBullet } from './bullet-rewrite';

describe('rewriteBullet', () => {
  it('replaces a weak opening with a strong verb, keeps the scope and asks for the number', () => {
    const r = rewriteBullet('worked on APIs for the payments team');
    expect(r.rewritten).toMatch(/^Built APIs for the payments team/);
    expect(r.rewritten).toContain('[by how much?]');
    expect(r.rewritten).not.toMatch(/\d/);
    expect(r.short.length).toBeLessThan(r.rewritten.length);
    expect(r.short).toContain('[by how much?]');
  });

  it('drops praise before the verb, and filler from the short form, never a fact', () => {
    const trained = rewriteBullet('effectively trained 5 new cashiers');
    expect(trained.rewritten).toMatch(/^Trained 5 new cashiers/);
    expect(rewriteBullet('Successfully managed the weekly stock count').rewritten).toMatch(
      /^Managed the weekly stock count/,
    );
    const service = rewriteBullet(
      'Provided excellent customer service to customers in a fast paced retail environment while maintaining a clean store',
    );
    expect(service.short).toMatch(/^Provided customer service in fast-paced retail while maintaining a clean store/);
    expect(rewriteBullet('Utilized the POS system on a regular basis').short).toMatch(/POS system regularly/);
  });

  it('reads service by people and a shop till as no software: no latency, no users', () => {
    const retail = rewriteBullet('Provided excellent customer service in a busy store');
    expect(retail.rewritten).not.toMatch(/latency|users/);
    expect(rewriteBullet('answered phones and handled the POS system').rewritten).not.toMatch(/latency|users/);
    expect(rewriteBullet('built a checkout service in node').rewritten).toMatch(/latency or errors/);
    // Nor is a software verb put in front of it.
    expect(rewriteBullet('responsible for customer service at the front desk').rewritten).not.toMatch(/^Built/);
  });

  it("keeps the user's own numbers and verb, and adds none", () => {
    const r = rewriteBullet('Responsible for reducing cloud costs by 20% across three product teams');
    expect(r.rewritten).toBe('Reduced cloud costs by 20% across three product teams.');
    expect(r.prompts).toEqual([]);
  });

  it('gives another verb for another variant, and a cross-team prompt for a staff role', () => {
    const a = rewriteBullet('worked on APIs for the payments team');
    const b = rewriteBullet('worked on APIs for the payments team', { variant: 1 });
    expect(b.verb).not.toBe(a.verb);
    const staff = rewriteBullet('worked on APIs for the payments team', { level: 'staff' });
    expect(staff.rewritten).toContain('[which teams or systems?]');
  });

  it('asks for the scope when the bullet names none', () => {
    const r = rewriteBullet('- Helped with the onboarding process');
    expect(r.rewritten).toMatch(/^[A-Z][a-z]+ /);
    expect(r.rewritten).toContain('[for how many people, or how often?]');
  });
});

describe('rewriteBullet in every trade', () => {
  it("asks for the scope in the trade's terms, not a software team's (issue 34)", () => {
    const cook = rewriteBullet('cleaned kitchen and prepped veg');
    expect(cook.rewritten).toMatch(/^Cleaned kitchen and prepped veg/);
    expect(cook.rewritten).not.toMatch(/team|users/);
    expect(cook.rewritten).toContain('[for how many people, or how often?]');
    expect(cook.short).toContain('[for how many people, or how often?]');
    const cashier = rewriteBullet('handled customer complaints');
    expect(cashier.rewritten).not.toMatch(/team|users/);
    expect(rewriteBullet('wired new builds').rewritten).toMatch(
      /^Wired new builds \[for how many people, or how often\?\]/,
    );
    // software work keeps its own prompt
    expect(rewriteBullet('worked on the checkout page').rewritten).toContain('[for which team or how many users?]');
  });

  it("keeps a trade's own verb and the place it served as the scope", () => {
    expect(rewriteBullet('gave meds to patients on the night shift').rewritten).toMatch(/^Gave meds to patients/);
    const senior = rewriteBullet('gave meds to patients on the night shift', { level: 'senior' });
    expect(senior.rewritten).toContain('across [which teams, sites or shifts?]');
    expect(senior.rewritten).not.toMatch(/systems/);
    const clinic = rewriteBullet('did scheduling for the clinic');
    expect(clinic.rewritten).toContain('for the clinic');
    expect(clinic.prompts).not.toContain('[for how many people, or how often?]');
    expect(rewriteBullet('managed the front desk at a busy hotel').rewritten).toMatch(
      /^Managed the front desk at a busy hotel/,
    );
  });

  it('turns the verbs after a weak opening into the past tense, each of them, in any trade', () => {
    // "a team of 6" is whom the work was for, not what it achieved: the result is still asked for.
    expect(rewriteBullet('I was in charge of ordering stock and managing the kitchen team of 6').rewritten).toMatch(
      /^Ordered stock and managed the kitchen team of 6 \[[^\]]+\]\.$/,
    );
    expect(
      rewriteBullet('in charge of greeting guests, answering phones and scheduling appointments').rewritten,
    ).toMatch(/^Greeted guests, answered phones and scheduled appointments\b/);
  });

  it("keeps the person's own verb in every version: another verb would claim other work", () => {
    for (const variant of [0, 1, 2, 3]) {
      const r = rewriteBullet('trained new hires on the register and closing procedures', { variant });
      expect(r.rewritten, `variant ${variant}`).toMatch(/^Trained new hires on the register/);
      expect(r.short).toMatch(/^Trained new hires/);
    }
    // A weak opening is replaced, and "another one" rotates the verbs that fit the work.
    const weak = [0, 1].map((variant) => rewriteBullet('responsible for inventory counts', { variant }).rewritten);
    expect(weak[0]).toMatch(/^Conducted inventory counts/);
    expect(weak[1]).toMatch(/^Completed inventory counts/);
    expect(rewriteBullet('did payroll for 40 employees every two weeks using QuickBooks').rewritten).toBe(
      'Processed payroll for 40 employees every two weeks using QuickBooks.',
    );
  });

  it('asks for a measure when the only numbers are an ordinal or a head count', () => {
    for (const bullet of [
      'cleaned rooms and restocked carts on 3rd floor',
      'Answered phones and booked appointments for 4 dentists',
    ]) {
      const r = rewriteBullet(bullet);
      expect(r.prompts.length, bullet).toBeGreaterThan(0);
      expect(r.rewritten, bullet).not.toBe(`${bullet.charAt(0).toUpperCase()}${bullet.slice(1)}.`);
    }
    // A frequency or a volume is a measure: nothing is asked.
    expect(rewriteBullet('Processed payroll for 40 employees every two weeks').prompts).toEqual([]);
  });

  it('asks how many people a hands-on bullet served by the day or week, in its own word', () => {
    const r = rewriteBullet('cared for patients on a busy ward');
    expect(r.rewritten).toBe('Cared for patients on a busy ward [about how many patients a day or week?].');
    expect(r.prompts).toEqual(['[about how many patients a day or week?]']);
    expect(rewriteBullet('handled customer complaints').rewritten).not.toMatch(/reaching customers/);
  });
});

describe('a post held, listed before the work', () => {
  it('opens with what was done and keeps the post after it', () => {
    expect(rewriteBullet('squad leader, managed 9 soldiers').rewritten).toBe('Managed 9 soldiers as a squad leader.');
    expect(rewriteBullet('Shift Supervisor - trained 12 cashiers').rewritten).toBe(
      'Trained 12 cashiers as a shift supervisor.',
    );
    // A list of tasks is not a post: "cleaned rooms" stays the work.
    expect(rewriteBullet('cleaned rooms, restocked carts').rewritten).toMatch(/^Cleaned rooms and restocked carts/);
    // With no verb family for the work, a weak opening's own meaning leads.
    expect(rewriteBullet('Assistant Manager: handled scheduling for 20 staff').rewritten).toMatch(
      /^Managed scheduling for 20 staff as an assistant manager/,
    );
  });
});

describe('a line that names a job held, not the work done in it', () => {
  it('opens with the work the title names and asks for it, with the employer as written', () => {
    const r = rewriteBullet('i was a stocker at home depot');
    expect(r.rewritten).toBe('Stocked [what?] at Home Depot [how many, or how often?].');
    expect(r.prompts).toEqual(['[what?]', '[how many, or how often?]']);
    expect(r.changes[0]).toMatch(/“Stocker, Home Depot”/);
    expect(rewriteBullet('was a truck driver for FedEx from 2015 to 2020').rewritten).toBe(
      'Drove [what?] at FedEx from 2015 to 2020 [how many, or how often?].',
    );
    // The short form keeps the person's facts: how long they were there.
    expect(rewriteBullet('worked as a server at Olive Garden for 3 years').short).toBe(
      'Served [what?] at Olive Garden for 3 years [how many, or how often?].',
    );
  });

  it('keeps the job for a title that names no verb, and asks what was done', () => {
    expect(rewriteBullet('I was a cashier at walmart').rewritten).toBe(
      'Worked as a cashier at Walmart, [what you did most days: the tasks, tools or people?] [how many, or how often?].',
    );
    // Work done is still the person's own line, and so is work named as a noun.
    expect(rewriteBullet('I was responsible for stocking shelves').rewritten).toMatch(/^Stocked shelves/);
    expect(rewriteBullet('responsible for the training of all new cashiers').rewritten).toMatch(
      /^Trained all new cashiers/,
    );
  });

  it('is told apart from a line of work', () => {
    expect(namesAPastRole('i was a stocker at home depot')).toBe(true);
    expect(namesAPastRole('worked as a cashier at walmart for 2 years')).toBe(true);
    expect(namesAPastRole('I am a nurse at Kaiser')).toBe(false);
    expect(namesAPastRole('stocked shelves at home depot')).toBe(false);
    expect(namesAPastRole('i was a big help at the store')).toBe(false);
  });
});

describe('everyday phrasings of the work', () => {
  it('keeps help given to people, says care plainly and counts no ages', () => {
    // "Grew customers find what they needed" had replaced the only verb that fits.
    expect(rewriteBullet('helped customers find what they needed').rewritten).toMatch(
      /^Helped customers find what they needed/,
    );
    expect(rewriteBullet('helped customers with returns').rewritten).toMatch(/^Assisted customers with returns/);
    expect(rewriteBullet('helped with inventory').rewritten).not.toMatch(/with inventory/);
    const care = rewriteBullet('looked after kids aged 2-5 at a daycare');
    expect(care.rewritten).toMatch(/^Cared for kids aged 2-5 at a daycare \[/);
    // The ages are who the children were, not a measure: the volume is still asked for.
    expect(care.prompts.length).toBeGreaterThan(0);
    expect(rewriteBullet('took care of elderly residents').rewritten).toMatch(/^Cared for elderly residents/);
    // Watching children is caring for them; watching a monitor or the door stays as written.
    expect(rewriteBullet('watched the kids and made them lunch').rewritten).toMatch(
      /^Cared for the kids and made them lunch/,
    );
    expect(rewriteBullet('watched security cameras overnight').rewritten).not.toMatch(/Cared for/);
    // A till is run, not "Delivered".
    expect(rewriteBullet('i did cash register and cleaned the store').rewritten).toMatch(/^Ran cash register/);
    expect(rewriteBullet('was in charge of the schedule for 15 employees').rewritten).toMatch(/^Managed the schedule/);
    // Data entry is done, not analysed; cash is balanced or counted, in every version.
    expect(rewriteBullet('did data entry and answered phones for a busy clinic').rewritten).toMatch(
      /^Completed data entry/,
    );
    for (const variant of [0, 1, 2, 3])
      expect(rewriteBullet('handled cash and closed the store at night', { variant }).rewritten).toMatch(
        /^(Balanced|Counted|Managed|Handled) cash/,
      );
  });
});
