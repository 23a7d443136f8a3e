import { describe, expect, it } from 'vitest';
import { classifyApplicationMail, looksLikeApplicationMail } from './classify-application-mail';
import { parseSender } from './mail-sender';
import { matchApplication, normaliseCompany, sameCompany, titleOverlap } from './match-application';

const GH = 'Acme Recruiting <no-reply@greenhouse-mail.io>';

describe('classifyApplicationMail', () => {
  it('reads a Greenhouse receipt: kind, company from the subject, title from "for the … position"', () => {
    const r = classifyApplicationMail({
      from: GH,
      subject: 'Thank you for applying to Acme',
      body: 'We received your application for the Data Engineer position and will review it.',
    });
    expect(r).toMatchObject({ kind: 'confirmation', company: 'Acme', jobTitle: 'Data Engineer' });
    expect(r?.reasons.join(' ')).toMatch(/applicant tracking system \(greenhouse-mail\.io\)/);
  });

  it('lets a rejection win over the courtesy receipt it opens with', () => {
    const r = classifyApplicationMail({
      from: GH,
      subject: 'Your application to Acme',
      body: 'Thank you for applying to Acme. After careful review we have decided to move forward with other candidates.',
    });
    expect(r?.kind).toBe('rejection');
  });

  it('reads "unfortunately" as a rejection only with a no in the same sentence', () => {
    const no = classifyApplicationMail({
      from: GH,
      subject: 'Update on your application',
      body: 'Unfortunately, we will not be progressing further at this time.',
    });
    expect(no?.kind).toBe('rejection');
    const reschedule = classifyApplicationMail({
      from: GH,
      subject: 'Your interview with Acme',
      body: 'Unfortunately the interviewer is ill. Could we schedule your interview for Thursday instead?',
    });
    expect(reschedule?.kind).toBe('interview');
  });

  it('takes "cannot offer you an interview" for a rejection and "pleased to offer you an interview" for an invitation', () => {
    expect(
      classifyApplicationMail({ from: GH, subject: 'Your application', body: 'We cannot offer you an interview.' })
        ?.kind,
    ).toBe('rejection');
    expect(
      classifyApplicationMail({
        from: GH,
        subject: 'Next steps',
        body: 'We are pleased to offer you an interview for the Data Engineer role.',
      })?.kind,
    ).toBe('interview');
  });

  it('recognises interviews, assessments and offers', () => {
    const kind = (subject: string, body = '') => classifyApplicationMail({ from: GH, subject, body })?.kind;
    expect(kind('Invitation to interview - Data Engineer')).toBe('interview');
    expect(kind('Next steps', 'We would like to invite you to interview with the team.')).toBe('interview');
    expect(kind('Next steps', 'Please complete a coding assessment on HackerRank within 7 days.')).toBe('assessment');
    expect(kind('Your Codility test for Acme')).toBe('assessment');
    expect(kind('Offer of employment', 'We are pleased to offer you the position.')).toBe('offer');
    expect(kind('Acme - Offer Letter for Data Engineer')).toBe('offer');
  });

  it('is not fooled by job alerts, newsletters, notifications and receipts', () => {
    const none = [
      { from: 'LinkedIn Job Alerts <jobalerts-noreply@linkedin.com>', subject: "30+ new jobs for 'data engineer'" },
      { from: 'Indeed <alert@indeed.com>', subject: 'Jobs you may be interested in: Frontend Engineer at Acme' },
      { from: 'Glassdoor <noreply@glassdoor.com>', subject: 'Acme is hiring: Data Engineer' },
      { from: 'Acme Careers <careers@acme.com>', subject: 'Acme Talent Newsletter - November' },
      { from: 'LinkedIn <jobs-noreply@linkedin.com>', subject: 'Your application was viewed by Acme' },
      {
        from: 'Amazon <auto-confirm@amazon.com>',
        subject: 'Your order confirmation',
        body: 'Cracking the Coding Interview',
      },
      { from: 'Bob <bob@gmail.com>', subject: 'How did the interview go?' },
      { from: 'Greenhouse <no-reply@greenhouse.io>', subject: 'Verify your email for MyGreenhouse' },
    ];
    for (const m of none) expect(classifyApplicationMail(m), m.subject).toBeNull();
  });

  it('does not take a colleague asking for a call for an interview', () => {
    // Fixed: "schedule a call" alone once counted as an interview from any work address.
    expect(
      classifyApplicationMail({
        from: 'Jane Doe <jane@acme.com>',
        subject: 'Quick sync',
        body: "Can we schedule a call about the Q3 roadmap? I'd like to walk through the numbers.",
      }),
    ).toBeNull();
  });

  it('classifies what the subject makes clear at metadata level, and no more', () => {
    expect(classifyApplicationMail({ from: GH, subject: 'Thank you for applying to Acme' })).toMatchObject({
      kind: 'confirmation',
      company: 'Acme',
    });
    expect(classifyApplicationMail({ from: GH, subject: 'Update on your Acme application' })).toMatchObject({
      kind: 'confirmation',
      company: 'Acme',
    });
    expect(
      classifyApplicationMail({ from: 'Jane Doe <jane@acme.com>', subject: 'Interview invitation: Software Engineer' }),
    ).toMatchObject({ kind: 'interview', company: 'Acme', jobTitle: 'Software Engineer' });
  });

  it('takes a one-word display name for the company, not for a person', () => {
    // Fixed: 'Contoso' at contoso@myworkday.com was read as a person and the company lost.
    expect(
      classifyApplicationMail({
        from: 'Contoso <contoso@myworkday.com>',
        subject: 'Application Received - Cloud Architect',
      }),
    ).toMatchObject({ company: 'Contoso', jobTitle: 'Cloud Architect' });
  });

  it('stops a company name at the first lower-case word', () => {
    // Fixed: a case-blind pattern read 'design lead at Fabrikam and I read …' as 'Fabrikam and'.
    const r = classifyApplicationMail({
      from: 'Sam Patel <sam.patel@fabrikam.com>',
      subject: 'Fabrikam Product Designer - chat this week?',
      body: "I'm the design lead at Fabrikam and I read your application. Would you be available for a conversation?",
    });
    expect(r).toMatchObject({ kind: 'interview', company: 'Fabrikam', jobTitle: 'Product Designer' });
  });

  it('cuts a title at its role word and drops punctuation', () => {
    // Fixed: 'Full Stack Developer.' kept its full stop; 'QA Engineer Test' kept 'Test'.
    expect(
      classifyApplicationMail({
        from: 'Litware <no-reply@teamtailor.com>',
        subject: 'Your application at Litware',
        body: 'Thank you for your application for Full Stack Developer. We regret that we cannot offer you an interview.',
      }),
    ).toMatchObject({ kind: 'rejection', company: 'Litware', jobTitle: 'Full Stack Developer' });
    expect(
      classifyApplicationMail({
        from: 'HackerRank <support@hackerrankforwork.com>',
        subject: 'Woodgrove Bank has invited you to take a test',
        body: 'Woodgrove Bank has invited you to take the QA Engineer Test.',
      }),
    ).toMatchObject({ kind: 'assessment', company: 'Woodgrove Bank', jobTitle: 'QA Engineer' });
  });

  it('does not run a company name on into the next line', () => {
    // Fixed: '… position at Globex.\nThank you' was read as the company 'Globex.\nThank'.
    const r = classifyApplicationMail({
      from: 'Globex Careers <careers@globex.com>',
      subject: 'Application received - Platform Engineer',
      snippet: 'Thank you for applying for the Platform Engineer role at Globex.',
      body: 'Thank you for applying for the Platform Engineer role at Globex.\nThank you, Globex People',
    });
    expect(r).toMatchObject({ company: 'Globex', jobTitle: 'Platform Engineer' });
  });

  it('splits a subject on its dashes instead of reading it as one title', () => {
    // Fixed: 'Application Received - Cloud Solutions Architect' was taken whole as the title.
    expect(
      classifyApplicationMail({
        from: GH,
        subject: 'Acme - Machine Learning Engineer',
        body: 'We regret to inform you that you were not selected.',
      })?.jobTitle,
    ).toBe('Machine Learning Engineer');
  });
});

describe('parseSender', () => {
  it('knows ATS, assessment, board, recruiting, bulk and consumer senders', () => {
    expect(parseSender('"Acme" <no-reply@greenhouse-mail.io>')).toMatchObject({ name: 'Acme', kind: 'ats' });
    expect(parseSender('x@hire.lever.co').kind).toBe('ats');
    expect(parseSender('a@codility.com').kind).toBe('assessment');
    expect(parseSender('jobs-noreply@linkedin.com').kind).toBe('job_board');
    expect(parseSender('Acme <talent@acme.com>').kind).toBe('recruiting');
    expect(parseSender('jobalerts-noreply@linkedin.com').kind).toBe('bulk');
    expect(parseSender('bob@gmail.com').kind).toBe('consumer');
  });
});

describe('matching a message to an application', () => {
  const apps = [
    { id: 1, company: 'Acme Robotics, Inc.', jobTitle: 'Data Engineer', createdAt: '2026-10-01T00:00:00Z' },
    { id: 2, company: 'ACME Robotics', jobTitle: 'Sr. Frontend Engineer', createdAt: '2026-10-05T00:00:00Z' },
    { id: 3, company: 'Müller GmbH', jobTitle: 'Analyst', createdAt: '2026-10-02T00:00:00Z' },
  ];

  it('normalises case, legal forms, accents and punctuation', () => {
    expect(normaliseCompany('Acme Robotics, Inc.')).toBe('acme robotics');
    expect(normaliseCompany('Müller GmbH')).toBe('muller');
    expect(sameCompany('Acme', 'Acme Robotics')).toBe(true);
    expect(sameCompany('Acme', 'Acmeco')).toBe(false);
  });

  it('picks the title that shares the most words, else the most recent at the company', () => {
    expect(matchApplication({ company: 'Acme Robotics', jobTitle: 'Data Engineer' }, apps)?.id).toBe(1);
    expect(matchApplication({ company: 'acme robotics', jobTitle: 'Senior Front End Engineer' }, apps)?.id).toBe(2);
    expect(matchApplication({ company: 'Acme Robotics', jobTitle: '' }, apps)?.id).toBe(2);
    expect(matchApplication({ company: 'Mueller', jobTitle: 'Analyst' }, apps)).toBeNull();
    expect(matchApplication({ company: 'Muller', jobTitle: '' }, apps)?.id).toBe(3);
    expect(titleOverlap('Sr. Data Engineer', 'Senior Data Engineer')).toBe(1);
  });
});

describe('looksLikeApplicationMail', () => {
  it('opens only mail whose sender or subject is about hiring', () => {
    expect(looksLikeApplicationMail({ from: GH, subject: 'Next steps' })).toBe(true);
    expect(
      looksLikeApplicationMail({ from: 'Sam <sam.patel@fabrikam.com>', subject: 'Great news about your application' }),
    ).toBe(true);
    expect(looksLikeApplicationMail({ from: 'Sam <sam.patel@fabrikam.com>', subject: 'Lunch?' })).toBe(false);
    expect(looksLikeApplicationMail({ from: 'Bob <bob@gmail.com>', subject: 'Your application to my band' })).toBe(
      false,
    );
  });
});
