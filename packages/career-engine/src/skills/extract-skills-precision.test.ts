import { describe, expect, it } from 'vitest';
import { getSkillExtractor } from './extract-skills.js';
import { loadTaxonomy } from './taxonomy/index.js';

// Every false positive fixed for issue 10 stays here as a case, with the text that produced it.
const extractor = getSkillExtractor();
const ids = (text: string) => extractor.extract(text).map((s) => s.id);

describe('never a skill from a link or an e-mail address', () => {
  it('reads no TLS from https:// links, and no GitHub or LinkedIn from profile links', () => {
    const text =
      'Jane Doe | jane@example.com | https://jane.dev | https://github.com/jane | https://www.linkedin.com/in/jane\n' +
      'github.com/jane-oss · linkedin.com/in/jane-doe · twitter.com · hachyderm.io/@jane';
    expect(ids(text)).toEqual([]);
  });

  it('treats a label before a link as part of the link', () => {
    expect(ids('GitHub: github.com/jane\nLinkedIn – linkedin.com/in/jane')).toEqual([]);
    expect(ids('jane@example.com | (555) 123-4567 | LinkedIn | GitHub')).toEqual([]);
  });

  it('still reads skills named in prose beside a link, and TLS when it is named', () => {
    expect(ids('Portfolio: https://jane.dev. Set up TLS termination and HTTPS everywhere in Nginx.')).toEqual(
      expect.arrayContaining(['tls', 'nginx']),
    );
    expect(ids('Built CI with GitHub Actions; see github.com/jane/ci')).toContain('github-actions');
    expect(ids('Built CI with GitHub Actions; see github.com/jane/ci')).not.toContain('github');
  });

  it('keeps Node.js, ASP.NET and Socket.IO, which look like domains', () => {
    expect(ids('Node.js, ASP.NET and Socket.IO')).toEqual(expect.arrayContaining(['node-js', 'asp-net']));
  });
});

describe('never a skill from an employer or a product name', () => {
  it('does not read an employer named like a product as the product', () => {
    const resume = [
      'Senior Software Engineer, Dropbox   Jun 2015 – Jan 2020',
      "Worked on Magic Pocket, Dropbox's exabyte-scale storage system.",
      'Front-End Developer | Figma | 2017 – 2021',
      'Stripe — iOS Engineer',
      'Aug 2020 – Present',
      'Senior Product Manager at HubSpot (2022 – Present)',
      'Senior Data Engineer, Snowflake                 2022 – Present',
    ].join('\n');
    expect(ids(resume)).not.toEqual(expect.arrayContaining(['dropbox']));
    for (const id of ['dropbox', 'figma', 'stripe', 'hubspot', 'snowflake']) expect(ids(resume)).not.toContain(id);
  });

  it('reads the same product as a skill where it is used, not worked for', () => {
    expect(ids('Tools: Figma, Notion, Slack and Dropbox')).toEqual(['figma', 'notion', 'slack', 'dropbox']);
    expect(ids('Modelled the warehouse in Snowflake and dbt')).toEqual(['snowflake', 'dbt']);
  });

  it('does not read a skill from an employer whose name is a skill word ("Intern, Outreach")', () => {
    expect(ids('Software Engineering Intern, Outreach\tJun 2024 – Sep 2024')).not.toContain('community-outreach');
    expect(ids('Led community outreach for the food bank')).toContain('community-outreach');
  });

  it('reads Confluent as the employer, and Kafka only where Kafka is named', () => {
    expect(ids('Staff Software Engineer, Confluent\tFeb 2020 – Present')).toEqual([]);
    expect(ids('Ran Kafka on Confluent Cloud')).toEqual(['apache-kafka']);
  });

  it('reads "OpenStack Swift" as OpenStack, not the Swift language', () => {
    expect(ids('Contributed to OpenStack Swift, the open-source object storage project')).not.toContain('swift');
    expect(ids('Contributed to OpenStack Swift, the open-source object storage project')).toContain('openstack');
    expect(ids('Native iOS apps in Swift and SwiftUI')).toEqual(expect.arrayContaining(['swift', 'swiftui']));
  });

  it('reads "Palo Alto, CA" as a city', () => {
    expect(ids('CEO, Pied Piper\nPalo Alto, CA')).not.toContain('palo-alto-networks');
    expect(ids('Managed Palo Alto firewalls and Panorama')).toContain('palo-alto-networks');
  });

  it('reads "Looker Studio" as Looker Studio, which implies Looker', () => {
    const found = extractor.extract('Built a Looker Studio dashboard', { implied: true });
    expect(found.find((s) => s.id === 'looker-studio')?.count).toBe(1);
    expect(found.find((s) => s.id === 'looker')).toMatchObject({ implied: true, impliedBy: ['looker-studio'] });
  });
});

describe('never a skill from an unrelated word', () => {
  it.each([
    ['framing the problem before writing code', 'carpentry'],
    ['Built the marketplace UI from scratch', 'scratch'],
    ['Ran backlog grooming with the product manager', 'pet-care'],
    ['Set up data retention rules for the analytics pipeline for agency clients', 'customer-retention'],
    ['Produced responsive marketing sites', 'film-production'],
    ['Directing a team of five engineers', 'film-production'],
    ['Mentored three junior engineers', 'coaching'],
    ['Ran daily operations, staffing, and P&L for the restaurant', 'contingent-workforce-management'],
    ['Built customer-facing web applications', 'customer-service'],
    ['Wrote SQL models to standardize point-of-sale data', 'cash-handling'],
    ['Built a Looker Studio sales dashboard', 'sales'],
    ['Worked with sales engineers on demos', 'sales'],
    ['A teaching implementation of the Raft consensus protocol', 'teaching'],
    ['Engage with Danish health technology industry', 'danish'],
    ['Rebuilt the payments onboarding flow', 'onboarding'],
    ['Technical Skills', 'technical-aptitude'],
    ['Ran Spark jobs on AWS (EMR, S3, Glue)', 'electronic-health-records'],
    ['Bug triage and incident response for the API', 'emergency-medicine'],
    ['A charting library for React dashboards', 'clinical-documentation'],
    ['Image segmentation with U-Net', 'market-segmentation'],
    ['Pruning stale branches and dead code', 'model-compression'],
    ['Improved data persistence in the storage layer', 'resilience'],
    ['Adapt the model to new tenants', 'adaptability'],
    ['Security audits of the payment service', 'auditing'],
    ['Testing strategy and caching strategy for the API', 'business-strategy'],
  ])('"%s" is not %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it('still reads those skills where the words mean them', () => {
    expect(ids('Framing, finish carpentry and woodworking')).toContain('carpentry');
    expect(ids('Taught Scratch programming to kids')).toContain('scratch');
    expect(ids('Reduced churn and improved customer retention')).toContain('customer-retention');
    expect(ids('Triage of 40+ patients per shift in the emergency department')).toContain('emergency-medicine');
    expect(ids('Charting and medication administration in Epic for patients')).toContain('clinical-documentation');
    expect(ids('Market segmentation and audience targeting')).toContain('market-segmentation');
    expect(ids('Financial audits and SOX controls')).toContain('auditing');
    expect(ids('Fluent in Danish and English')).toEqual(expect.arrayContaining(['danish', 'english-language']));
    expect(ids('Danish (native), German (B2)')).toEqual(expect.arrayContaining(['danish', 'german']));
    expect(ids('Grew sales 20% by opening new accounts')).toContain('sales');
    expect(ids('Employee onboarding and new hire paperwork')).toContain('onboarding');
  });

  it('reads nothing from a hobbies section', () => {
    const text = [
      'Skills',
      'React, TypeScript',
      'Interests',
      'Film photography, woodworking, sourdough baking and gardening.',
      'Education',
      'B.S. in Computer Science',
    ].join('\n');
    expect(ids(text)).toEqual(['react', 'typescript']);
    expect(ids('Hobbies: jazz piano, carpentry and photography')).toEqual([]);
    expect(ids('Outside work\nLandscape photography and sailing.')).toEqual([]);
  });
});

describe('GitHub Copilot only where the text means the coding assistant', () => {
  it('reads no skill from "provider copilots" in a product blurb (issue 35)', () => {
    const blurb =
      'Our growing suite of AI solutions spans ambient AI clinical documentation, provider copilots, autonomous coding, revenue cycle management and more.';
    expect(ids(blurb)).not.toContain('github-copilot');
    expect(ids('Rolled out Microsoft 365 Copilot to the sales team')).not.toContain('github-copilot');
  });

  it('still reads it by its name, and as "Copilot" beside code', () => {
    expect(ids('Daily use of GitHub Copilot and Cursor')).toContain('github-copilot');
    expect(ids('Writes TypeScript with Copilot in VS Code')).toContain('github-copilot');
  });
});

describe('soft skills read from what the resume shows', () => {
  it.each([
    ['Led a six-engineer working group to ship cluster linking', 'leadership'],
    ['Led a team of eight nurses on night shifts', 'leadership'],
    ['Technical lead for the multi-region replication initiative', 'leadership'],
    ['Mentored four engineers, two of whom were promoted', 'mentoring-skills'],
    ['Mentoring junior developers', 'mentoring-skills'],
    ['Reviewed pull requests for the web platform team', 'code-review'],
    ['Code reviews for the Objective-C to Swift migration', 'code-review'],
    ['Reviewed code for six analysts', 'code-review'],
    ['Interviewed and hired five engineers', 'recruiting'],
    ['Hired, trained, and retained a team of 35', 'recruiting'],
    ['Trained six baristas who were later promoted', 'training-facilitation'],
    ['Presented at try! Swift Tokyo on audio sessions', 'public-speaking'],
    ['Wrote the design docs for the card reader SDK', 'technical-writing'],
    ['Partnered with marketing on the launch', 'cross-team-collaboration'],
    ['Tuned BigQuery and PostgreSQL queries', 'database-performance-tuning'],
    ['Ran weekly coding workshops for 25 students', 'workshop-facilitation'],
  ])('"%s" shows %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it('does not read the skill where the candidate does not do the thing', () => {
    expect(ids('Eager to keep learning from senior mentors')).not.toContain('mentoring-skills');
    expect(ids('Authored the internal design-review rubric')).not.toContain('code-review');
    expect(ids('Was hired as a junior analyst')).not.toContain('recruiting');
  });

  it('returns evidence spans that point into the text', () => {
    const text = 'Summary\nLed a six-engineer working group.';
    const [lead] = extractor.extract(text).filter((s) => s.id === 'leadership');
    expect(lead?.spans.map((s) => text.slice(s.start, s.end))).toEqual(['Led a six-engineer working group']);
  });
});

describe('skill hierarchy', () => {
  it('adds implied skills only when asked, after the named ones and marked as such', () => {
    const text = 'PostgreSQL, React and Kubernetes';
    expect(ids(text)).toEqual(['postgresql', 'react', 'kubernetes']);
    const found = extractor.extract(text, { implied: true });
    expect(found.slice(0, 3).map((s) => s.id)).toEqual(['postgresql', 'react', 'kubernetes']);
    const implied = Object.fromEntries(found.filter((s) => s.implied).map((s) => [s.id, s.impliedBy]));
    expect(implied).toMatchObject({
      sql: ['postgresql'],
      'relational-databases': ['postgresql'],
      javascript: ['react'],
      'front-end-development': ['react'],
      containerization: ['kubernetes'],
    });
    for (const skill of found.filter((s) => s.implied)) expect(skill).toMatchObject({ count: 0, spans: [] });
  });

  it('follows implications transitively and never re-adds a named skill', () => {
    const found = extractor.extract('Next.js and SQL', { implied: true });
    expect(found.filter((s) => s.implied).map((s) => s.id)).toEqual(
      expect.arrayContaining(['react', 'javascript', 'front-end-development']),
    );
    expect(found.filter((s) => s.id === 'sql')).toHaveLength(1);
    expect(found.find((s) => s.id === 'sql')?.implied).toBeUndefined();
  });

  it('has no cycles', () => {
    const byId = new Map(loadTaxonomy().map((s) => [s.id, s]));
    const visit = (id: string, path: string[]): void => {
      expect(path).not.toContain(id);
      for (const parent of byId.get(id)?.implies ?? []) visit(parent, [...path, id]);
    };
    for (const skill of byId.values()) visit(skill.id, []);
  });
});

// Issue 33: real resumes outside software, read in resume mode. A plain word that names a technical
// skill counts only beside technical words; in a classroom, a kitchen or a ledger it means its own trade.
describe('a plain word is a technical skill only beside technical words', () => {
  const resumeIds = (text: string) => extractor.extract(text, { resume: true }).map((s) => s.id);

  it('reads no software testing from a laboratory, a school, a gym or an audit', () => {
    expect(
      resumeIds('Ran the microbiology lab: repeat testing of failed samples, calibration and temperature logs.'),
    ).not.toContain('software-testing');
    expect(
      resumeIds('Met parents, counsellors and testing coordinators to plan accommodations for pupils.'),
    ).not.toContain('software-testing');
    expect(resumeIds('Carried out fitness testing and body composition assessments for new members.')).not.toContain(
      'software-testing',
    );
    expect(resumeIds('Performed walkthroughs and testing of controls for three audit clients.')).not.toContain(
      'software-testing',
    );
  });

  it('still reads software testing where the words around it are software', () => {
    expect(resumeIds('Wrote regression scripts and led testing of each release of the mobile app.')).toContain(
      'software-testing',
    );
    expect(resumeIds('Skills: Java, SQL, testing, Jira')).toContain('software-testing');
  });

  it('reads no Forth from "set forth", nor REST from "the rest", nor BigQuery from a system code', () => {
    expect(resumeIds('Ran the kitchen to the standards set forth by the company.')).not.toContain('forth');
    expect(resumeIds('Standardised recipe development. Forth year of catering.')).not.toContain('forth');
    expect(resumeIds('Put a quarter of the fund in bonds and the rest in index funds.')).not.toContain('rest-apis');
    expect(resumeIds('Fixed posting errors in the ledger system (GLS/BQ) each month.')).not.toContain(
      'google-bigquery',
    );
    expect(resumeIds('Designed REST endpoints for the billing service')).toContain('rest-apis');
    expect(resumeIds('Wrote a Forth interpreter for an embedded controller')).toContain('forth');
  });

  it('reads no programming language from a business list, and no keyboard typing from a blood bank', () => {
    expect(resumeIds('Skills: Claims, Product Development, Ada, Business Development, FDA submissions')).not.toContain(
      'ada',
    );
    expect(resumeIds('Wrote embedded Ada for avionics flight software')).toContain('ada');
    expect(resumeIds('Blood bank: A, B, O typing, antibody identification and cross matching.')).not.toContain(
      'typing',
    );
    expect(resumeIds('Ran DNA strain typing for the outbreak investigation.')).not.toContain('typing');
    expect(resumeIds('Office skills: typing (70 wpm), filing, scheduling')).toContain('typing');
  });

  it('reads networking as computer networks only beside network words', () => {
    expect(resumeIds('Enjoys networking, community outreach and building partnerships.')).not.toContain('networking');
    expect(resumeIds('Took part in networking and business development for the firm.')).not.toContain('networking');
    expect(resumeIds('Networking: TCP/IP, VLANs, Cisco routers and firewalls')).toContain('networking');
  });

  it('reads no reporting skill from a reporting line, no appraisal skill from staff reviews, no landscape architecture from grounds work', () => {
    expect(resumeIds('Controller reporting to the CFO; ran the monthly close.')).not.toContain('reporting');
    expect(resumeIds('Owned reporting and dashboards for the sales team.')).toContain('reporting');
    expect(resumeIds("Wrote supervisory appraisals of employees' performance each quarter.")).not.toContain(
      'real-estate-finance',
    );
    expect(resumeIds('Reviewed property appraisals and title reports for mortgage loans.')).toContain(
      'real-estate-finance',
    );
    expect(resumeIds('Kept up the electrical, plumbing and landscaping of the building.')).not.toContain(
      'landscape-architecture',
    );
  });

  it('reads no software testing from hardware under test', () => {
    expect(
      resumeIds('Checked ACB and VCB circuit breakers. Created the defects list arising during the testing.'),
    ).not.toContain('software-testing');
    expect(
      resumeIds('Kept accurate documentation for electronic system testing; analysed and troubleshot test defects.'),
    ).not.toContain('software-testing');
    expect(resumeIds('Routine and type testing of power transformers; logged defects per IEC 60076.')).not.toContain(
      'software-testing',
    );
    expect(resumeIds('Logged defects in Jira during testing of each release of the web application.')).toContain(
      'software-testing',
    );
  });

  it('reads machine learning from "ML" only beside data words, and extreme programming never from Windows XP', () => {
    expect(resumeIds('References on request. Prepared by ML, March 2019.')).not.toContain('machine-learning');
    expect(resumeIds('Skills: Python, ML, NLP')).toContain('machine-learning');
    expect(resumeIds('Built ML models for churn prediction')).toContain('machine-learning');
    expect(resumeIds('Operating systems: Windows 98/2000/XP/Vista')).not.toContain('extreme-programming');
    expect(resumeIds('Methods: Agile, Scrum, XP and Kanban')).toContain('extreme-programming');
  });
});
