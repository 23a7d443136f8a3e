import { describe, expect, it } from 'vitest';
import {
  draftApplicationFollowUp,
  draftCounterOffer,
  draftCoverLetterOpening,
  draftLinkedInText,
  draftRecruiterNote,
  draftResignationLetter,
  draftThankYouNote,
  draftWorkplaceEmail,
} from './outreach-drafts';

describe('outreach drafts', () => {
  it("use the role, the company and the person's own title, and leave every other fact as a prompt", () => {
    const d = draftCoverLetterOpening({ role: 'account executive', company: 'Affirm', currentRole: 'sales associate' });
    expect(d.text).toContain('Affirm');
    expect(d.text).toContain('Account Executive');
    expect(d.text).toContain('a sales associate');
    // no number or achievement of the person's appears unless it is a prompt
    expect(d.text.replace(/\[[^\]]+\]/g, '')).not.toMatch(/\d/);
    expect(d.prompts.length).toBeGreaterThan(0);
  });

  it('ask for what it was not told instead of guessing it', () => {
    const d = draftRecruiterNote({});
    expect(d.text).toContain('[the role]');
    expect(d.text).toContain('[the company]');
    expect(d.text).toContain('[what you do now]');
  });

  it('give another version on request', () => {
    const a = draftRecruiterNote({ role: 'nurse', company: 'Mayo Clinic' }).text;
    const b = draftRecruiterNote({ role: 'nurse', company: 'Mayo Clinic', variant: 1 }).text;
    expect(a).not.toBe(b);
  });
});

describe('thank-you notes and counter-offers (issue 34)', () => {
  it('thank the interviewer for the role asked about and leave what was said as prompts', () => {
    const d = draftThankYouNote({ role: 'bookkeeper' });
    expect(d.text).toContain('Bookkeeper position');
    expect(d.text).toContain("[interviewer's name]");
    expect(d.text.replace(/\[[^\]]+\]/g, '')).not.toMatch(/\d/);
    expect(draftThankYouNote({ role: 'bookkeeper', variant: 1 }).text).not.toBe(d.text);
    expect(draftThankYouNote({ role: 'bookkeeper', shorter: true }).text.length).toBeLessThan(d.text.length);
  });

  it("restate the person's own figure as typed and leave the target and the reasons to them", () => {
    const d = draftCounterOffer({ role: 'teacher', offer: '52k' });
    expect(d.text).toContain('52k');
    expect(d.text).toContain('[your target figure]');
    expect(d.text).toContain('Teacher role');
    // no figure but theirs
    expect(d.text.replace(/\[[^\]]+\]/g, '').replace('52k', '')).not.toMatch(/\d/);
    expect(d.reasoning.length).toBeGreaterThan(2);
    const short = draftCounterOffer({ role: 'teacher', offer: '52k', shorter: true }).text;
    expect(short).toContain('52k');
    expect(short.length).toBeLessThan(d.text.length);
  });

  it('shorten a cover letter opening and a recruiter note on request, keeping role and company', () => {
    const opening = draftCoverLetterOpening({ role: 'sous chef', company: 'Nobu', shorter: true }).text;
    expect(opening).toContain('Sous Chef');
    expect(opening).toContain('Nobu');
    expect(opening.length).toBeLessThan(draftCoverLetterOpening({ role: 'sous chef', company: 'Nobu' }).text.length);
    expect(draftRecruiterNote({ role: 'nurse', company: 'Kaiser', shorter: true }).text).toContain('Kaiser');
  });
});

describe('a follow-up on an application and a resignation letter', () => {
  it('names the role, employer and when the person applied as they said them, and asks for the rest', () => {
    const d = draftApplicationFollowUp({ role: 'payroll specialist', company: 'Acme', applied: '2 weeks ago' });
    expect(d.text).toMatch(/I applied for the Payroll Specialist role at Acme 2 weeks ago/);
    expect(d.prompts).toContain('[one sentence on the experience or result of yours that fits the role best]');
    expect(draftApplicationFollowUp({}).text).not.toMatch(/the \[the role\] role/);
  });

  it('gives notice with the last day as said, names no reason, and turns a span into the date it comes to', () => {
    const d = draftResignationLetter({ role: 'line cook', lastDay: 'friday', manager: 'Sam' });
    expect(d.text).toMatch(
      /^Subject: Resignation: \[your name\]\nDear Sam, .*my position as Line Cook\. My last day will be Friday\./s,
    );
    expect(draftResignationLetter({ lastDay: 'in two weeks' }).text).toMatch(/\[the date two weeks from today\]/);
    expect(draftResignationLetter({ shorter: true }).text.length).toBeLessThan(draftResignationLetter({}).text.length);
  });
});

describe('work emails: answering an offer, asking for a reference or a raise', () => {
  it('uses the role, employer and addressee given, and leaves every date, reason and figure as a prompt', () => {
    const accept = draftWorkplaceEmail({ kind: 'accept_offer', role: 'pharmacist', company: 'CVS', to: 'Dana' });
    expect(accept.text).toMatch(
      /^Subject: Accepting the offer for Pharmacist\nDear Dana, thank you for offering me the Pharmacist role at CVS\./,
    );
    expect(accept.prompts).toEqual(expect.arrayContaining(['[start date]', '[salary as offered]']));
    const raise = draftWorkplaceEmail({ kind: 'raise_request' });
    expect(raise.text).not.toMatch(/\d/);
    expect(raise.prompts).toContain('[your target figure]');
  });

  it('says what time off is for and what a sick person has only as they said it', () => {
    expect(
      draftWorkplaceEmail({ kind: 'time_off_request', when: 'Friday', reason: "for my son's graduation" }).text,
    ).toContain("I'd like to request Friday off for my son's graduation.");
    expect(draftWorkplaceEmail({ kind: 'sick_day', when: 'tomorrow', reason: 'I have the flu' }).text).toContain(
      'I have the flu and won',
    );
    expect(draftWorkplaceEmail({ kind: 'sick_day' }).text).toContain("I'm [unwell / looking after my sick child]");
  });

  it("asks for a raise with the person's own time in the job, results and figure, and prompts for the rest", () => {
    const raise = draftWorkplaceEmail({
      kind: 'raise_request',
      role: 'barista',
      tenure: '2 years',
      results: ['trained 4 new people'],
    });
    expect(raise.text).toMatch(
      /compensation as a Barista\. Over the past 2 years I have trained 4 new people and \[another result, with a number\]/,
    );
    expect(raise.prompts).toContain('[your target figure]');
    const two = draftWorkplaceEmail({
      kind: 'raise_request',
      results: ['increased sales by 20%', 'covered 10 extra shifts'],
      target: '$19 an hour',
    });
    expect(two.text).toMatch(/I have increased sales by 20% and covered 10 extra shifts, and/);
    expect(two.text).toMatch(/moving to \$19 an hour\./);
    expect(two.prompts).toContain('[the period, e.g. the past year]');
  });

  it('declines without a reason the person did not give, and shortens on request', () => {
    const decline = draftWorkplaceEmail({ kind: 'decline_offer', role: 'line cook' });
    expect(decline.text).toMatch(/\[one short, honest reason, if you want to give one/);
    expect(draftWorkplaceEmail({ kind: 'decline_offer', shorter: true }).text.length).toBeLessThan(decline.text.length);
    expect(draftWorkplaceEmail({ kind: 'reference_request', role: 'office manager' }).text).toMatch(
      /applying for an Office Manager role/,
    );
  });
});

describe('a LinkedIn headline or About section', () => {
  it('opens with the title as recruiters search it, the years as said, and prompts for the rest', () => {
    const h = draftLinkedInText({ kind: 'headline', role: 'ICU nurse', years: '10' });
    expect(h.text).toMatch(/^ICU Nurse \| 10 years in \[your setting or specialty\]/);
    const about = draftLinkedInText({ kind: 'about', role: 'bookkeeper', years: '6' });
    expect(about.text).toMatch(/^I'm a bookkeeper with 6 years of experience in \[your setting or specialty\]\./);
    expect(about.text).not.toMatch(/\d{2,}%|\$/);
    // Acronyms in a title typed in lower case are written as acronyms, with their article.
    expect(draftLinkedInText({ kind: 'about', role: 'hvac technician', years: '10' }).text).toMatch(
      /^I'm an HVAC technician with 10 years/,
    );
  });

  it('writes a bio in the third person, as a website or an event introduces someone', () => {
    const bio = draftLinkedInText({ kind: 'bio', role: 'physical therapist', years: '8' });
    expect(bio.text).toMatch(/^\[Your name\] is a physical therapist with 8 years of experience in /);
    expect(draftLinkedInText({ kind: 'bio', role: 'physical therapist', variant: 1 }).text).toMatch(/^I'm a physical/);
    expect(draftLinkedInText({ kind: 'bio', role: 'baker', shorter: true }).text).toBe(
      '[Your name] is a baker with [years] years of experience in [your specialty], known for [a strength].',
    );
  });
});

describe('drafts with what the request says about the person', () => {
  it('uses the experience the person stated, in their words, and no "[the role] role" slip without a role', () => {
    const opening = draftCoverLetterOpening({ role: 'receptionist', experience: '3 years of front desk experience' });
    expect(opening.text).toMatch(/^As someone with 3 years of front desk experience who has/);
    expect(
      draftCoverLetterOpening({ role: 'receptionist', experience: '3 years of front desk experience', variant: 1 })
        .text,
    ).toMatch(/In my 3 years of front desk experience, I \[/);
    const note = draftRecruiterNote({
      company: 'Kaiser',
      currentRole: 'registered nurse',
      experience: '5 years in the ICU',
    });
    expect(note.text).toMatch(
      /I'm a registered nurse with 5 years in the ICU and I'm interested in \[the role\] at Kaiser\./,
    );
  });
});

describe('a reply to a recruiter who reached out', () => {
  it('says yes with questions of its own, or no while keeping the door open, with nothing invented', () => {
    const yes = draftWorkplaceEmail({ kind: 'recruiter_reply', role: 'bookkeeper' });
    expect(yes.text).toMatch(/thanks for reaching out about the Bookkeeper role/);
    expect(yes.prompts).toContain('[what you do now, in one line]');
    expect(draftWorkplaceEmail({ kind: 'recruiter_decline' }).text).toMatch(
      /isn't the right move for me at the moment/,
    );
  });
});

describe('a letter of recommendation for a school', () => {
  it('asks a teacher for a letter to the school, from a class, with the deadline to fill', () => {
    const text = draftWorkplaceEmail({ kind: 'reference_request', school: 'nursing school', to: 'Dr. Patel' }).text;
    expect(text).toContain("I'm applying to nursing school");
    expect(text).toContain('letter of recommendation');
    expect(text).toContain('[the deadline]');
    expect(text).not.toContain('worked together at');
    expect(draftWorkplaceEmail({ kind: 'reference_request' }).text).toContain('worked together at');
  });
});

describe('a shift swap asked of a coworker', () => {
  it('asks them to cover it, offers one of theirs, and tells the manager after', () => {
    const text = draftWorkplaceEmail({ kind: 'shift_swap', when: 'Sunday', toCoworker: true }).text;
    expect(text).toContain('would you be able to cover my Sunday shift?');
    expect(text).toContain('[our manager]');
    expect(text).not.toContain("[A coworker's name]");
    expect(draftWorkplaceEmail({ kind: 'shift_swap', when: 'Sunday' }).text).toContain("[A coworker's name]");
  });
});
