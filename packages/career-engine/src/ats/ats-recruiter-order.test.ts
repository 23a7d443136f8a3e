import { describe, expect, it } from 'vitest';
import { getSkillExtractor } from '../skills/extract-skills';
import { analyseResume } from './ats-score';

// Issue 33: a person in another occupation now (a product manager) ranks below people in the
// posting's occupation who have its skills; the front-end developer ranks first. Written by the
// team as a regression test, not a measure (RJDB in bench/ats-rjdb.ts is the measure).
const job = `Job Description: Front End Engineer (2 Years of Experience)
We are hiring a front end engineer to build our customer web app.
Requirements
- 2+ years building web interfaces with React and TypeScript
- Strong HTML, CSS and JavaScript
- Experience with REST APIs and Git
Nice to have
- Next.js, accessibility, testing with Jest`;
const fe = `Priya Sharma
Front End Developer
priya@example.com | +91 98765 43210
Experience
Front End Developer, Zeta Apps, Bengaluru
Jan 2022 - Present
- Built React and TypeScript screens for a payments web app used by 200,000 people
- Cut page load time by 35% with code splitting and lazy loading
Junior Web Developer, Pixel Studio
Jun 2020 - Dec 2021
- Wrote HTML, CSS and JavaScript for 12 client websites; REST APIs, Git
Education
B.Tech Computer Science, VIT University, 2020
Skills: React, TypeScript, JavaScript, HTML, CSS, Git, Jest, Next.js`;
const pm = `Arjun Rao
Product Manager
arjun@example.com
Experience
Product Manager, ShopCo
Mar 2021 - Present
- Owned the roadmap for the checkout web app; worked with React and TypeScript engineers
- Wrote specs, ran A/B tests, grew conversion by 8%
Business Analyst, FinServe
2018 - 2021
- Gathered requirements, SQL reports, JIRA
Education
MBA, IIM Lucknow, 2018
Skills: Product management, Roadmaps, JIRA, SQL, A/B testing, HTML, JavaScript`;
const java = `Kiran Patel
Java Developer
kiran@example.com
Experience
Java Developer, BankSoft
2019 - Present
- Built Spring Boot REST APIs and microservices; Git, Jenkins, SQL
- Some JavaScript and HTML for internal admin pages
Education
B.E Computer Engineering, Pune University, 2019
Skills: Java, Spring Boot, REST APIs, SQL, Git, JavaScript, HTML`;

describe('ATS order like a recruiter', () => {
  it('the front-end developer first, the Java developer next, the product manager last', () => {
    const now = new Date('2026-12-01T00:00:00Z');
    const score = (resume: string) => analyseResume(resume, job, getSkillExtractor(), now).score;
    const [f, j, p] = [score(fe), score(java), score(pm)];
    expect(f).toBeGreaterThanOrEqual(70);
    expect(f).toBeGreaterThan(j);
    expect(j).toBeGreaterThan(p);
    expect(p).toBeLessThanOrEqual(45);
  });
});
