import { describe, expect, it } from 'vitest';
import { getSkillExtractor } from './extract-skills.js';

// False positives and misses found in real text after the first precision pass: the requirement
// sections of the 7,463 stored Ashby postings (bench/skills-postings.mjs lists the most frequent
// soft and business skills read there) and the labelled resumes. Each is fixed by a context rule
// or an evidence pattern in the taxonomy; each case stays here with the wording that showed it.
const extractor = getSkillExtractor();
const ids = (text: string) => extractor.extract(text).map((s) => s.id);

describe('postings: words that name a property, a place or a department, not the skill', () => {
  it.each([
    ['Strong data integrity practices across the pipeline', 'integrity'],
    ['Ensure the integrity of financial records', 'integrity'],
    ['Signal integrity analysis for high-speed boards', 'integrity'],
    ['Ability to thrive in a fast-paced environment', 'stress-management'],
    ['Experience in a fast-paced, high-growth startup', 'stress-management'],
    ['Cloud Storage Expertise: hands-on experience building block and object storage', 'google-cloud-storage'],
    ['As a Group Product Manager, Cloud Storage, you will own the roadmap', 'google-cloud-storage'],
    ['Knowledge of data protection regulations such as GDPR', 'privacy-engineering'],
    ['Experience hiring and leading a team', 'recruiting'],
    ['People leadership experience, including hiring, coaching and managing performance', 'recruiting'],
    ['Capable of evaluating new technologies by presenting proof-of-concepts', 'public-speaking'],
    ['Provide regular updates to senior leadership', 'organizational-leadership'],
    ['Provide regular updates to senior leadership', 'leadership'],
    ['Partner with the leadership team on planning', 'leadership'],
    ['Proficiency with Salesforce, Slack, Zoom, LinkedIn Sales Navigator and Outreach', 'community-outreach'],
    ['Run cold outreach to new prospects', 'community-outreach'],
    ['You enjoy translating technical terms for customers', 'translation'],
    ['Collaborate with cross-functional teams to ship releases', 'cross-functional-team-leadership'],
    ['Commitment to maintaining data accuracy and integrity', 'integrity'],
    ['Ensure the confidentiality, integrity, and availability of customer data', 'integrity'],
    ['Collaborate with internal teams (Customer Success, Onboarding) to close deals', 'customer-success-management'],
    ['Work closely with Sales, Marketing and Customer Success teams', 'customer-success-management'],
    ['Working with cross-functional teams to ensure customer success', 'customer-success-management'],
    ['Proven experience defining trustworthy KPI definitions', 'integrity'],
    ['Familiarity with security or privacy-sensitive applications of AI', 'privacy-engineering'],
    ['Strong understanding of HIPAA and data privacy regulations', 'privacy-engineering'],
    ['Experience hiring and leading a team, and a passion for developing talent', 'recruiting'],
    ['Hybrid role with flexibility for remote work on other days', 'remote-collaboration'],
    ['Thrive in fast-paced, remote work settings', 'remote-collaboration'],
  ])('"%s" is not %s', (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it('still reads those skills where the words mean them', () => {
    expect(ids('Act with integrity and honesty')).toContain('integrity');
    expect(ids('Works well under pressure')).toContain('stress-management');
    expect(ids('GCP: BigQuery, Cloud Storage, Pub/Sub')).toContain('google-cloud-storage');
    expect(ids('Google Cloud Storage lifecycle rules')).toContain('google-cloud-storage');
    expect(ids('Data protection and encryption of PII in our engineering systems')).toContain('privacy-engineering');
    expect(ids('Knowledge of data protection regulations such as GDPR')).toContain('data-protection-law');
    expect(ids('Full-cycle hiring for engineering roles: sourcing candidates and closing offers')).toContain(
      'recruiting',
    );
    expect(ids('Experience hiring and leading a team')).toEqual(
      expect.arrayContaining(['team-building', 'leadership']),
    );
    expect(ids('Comfortable presenting to executives and customers')).toContain('public-speaking');
    expect(ids('You love presenting nuanced insights in a compelling way')).toContain('public-speaking');
    expect(ids('High personal integrity')).toContain('integrity');
    expect(ids('Integrity, trustworthiness and discretion')).toContain('integrity');
    expect(ids('Strong understanding of HIPAA and data privacy regulations')).toContain('data-protection-law');
    expect(ids('Handle requests regarding data protection')).toContain('data-protection-law');
    expect(ids('Privacy engineering and PII anonymization')).toContain('privacy-engineering');
    expect(ids('Proven experience with remote work across time zones')).toContain('remote-collaboration');
    expect(ids('6-8 years in SaaS Customer Success roles with a record of retention')).toContain(
      'customer-success-management',
    );
    expect(ids('3+ years in a senior leadership role')).toContain('organizational-leadership');
    expect(ids('Strong leadership skills')).toContain('leadership');
    expect(ids('Sequences in Outreach and Salesloft, pipeline in Salesforce')).toContain('outreach-io');
    expect(ids('Community outreach for the food bank')).toContain('community-outreach');
    expect(ids('Translating marketing copy from English into Spanish')).toContain('translation');
    expect(ids('Lead cross-functional teams through launch')).toContain('cross-functional-team-leadership');
  });
});

describe('postings: a language in a plain skills list', () => {
  it('reads Ruby beside a database in a list', () => {
    expect(ids('Ruby, PostgreSQL')).toEqual(['ruby', 'postgresql']);
    expect(ids('Skills: Ruby, PostgreSQL, Redis')).toContain('ruby');
  });

  it('still reads no gem or colour as Ruby', () => {
    expect(ids('A ruby and sapphire necklace')).not.toContain('ruby');
  });
});

describe('resumes: what the first pass still got wrong', () => {
  const summary =
    'Richard hails from Tulsa. He has earned degrees from the University of Oklahoma and Stanford. ' +
    '(Go Sooners and Cardinal!) Before starting Pied Piper, he worked for Hooli as a part time software ' +
    'developer. While his work focuses on applied information theory, his non-work interests range ' +
    'widely, everything from quantum computing to chaos theory.';

  it('reads a cheer as a cheer: "(Go Sooners!)" is not Go', () => {
    expect(ids(summary)).not.toContain('go');
    expect(ids('Backend services in Go and PostgreSQL')).toContain('go');
  });

  it('reads no skill from interests told in prose, but does from research interests', () => {
    expect(ids(summary)).not.toContain('quantum-computing');
    expect(ids('Research interests include quantum computing')).toContain('quantum-computing');
  });

  it('reads "UI" as UI design only beside design words', () => {
    expect(ids('Built the plugin marketplace UI from scratch with Vue.js and GraphQL')).not.toContain(
      'user-interface-design',
    );
    expect(ids('Designed the UI for the checkout flow')).toContain('user-interface-design');
    expect(ids('UI, UX, Figma, Sketch')).toContain('user-interface-design');
  });

  it.each([
    'Led the month-end close for three subsidiaries under US GAAP',
    'Wrote runbooks and led incident response as incident commander for SEV-1 outages',
    'Led the SOC 2 audit end to end',
  ])('"%s" shows leadership', (text) => {
    expect(ids(text)).toContain('leadership');
  });

  it('does not read leadership from "led to" or "a leading provider"', () => {
    expect(ids('The redesign led to a close partnership with finance')).not.toContain('leadership');
    expect(ids('A leading provider of payment integrations')).not.toContain('leadership');
  });

  it('reads Combine in an iOS list and Consul in infrastructure work', () => {
    expect(ids('Swift, SwiftUI, Objective-C, Xcode, Core Data, Combine, Fastlane')).toContain('combine-framework');
    expect(ids('Automated PostgreSQL failover with Patroni and Consul')).toContain('consul');
    expect(ids('Combine the two reports before the deadline')).not.toContain('combine-framework');
    expect(ids('Consul General in Chicago')).not.toContain('consul');
  });
});
