import type { IntelligenceComprehensive } from '@careerloom/contract';

type Figures = Pick<IntelligenceComprehensive, 'email' | 'calendar' | 'github' | 'linkedin' | 'resume' | 'jobMarket'>;
export type ScorePart = { part: string; points: number; max: number };

const saturate = (value: number | null | undefined, full: number) => Math.min(1, Math.max(0, value ?? 0) / full);
const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The Intelligence Score (docs/decisions/010-intelligence-score.md): how complete and how strong
 * the career picture from the connected data is, 0 to 100. Each source has a weight and a depth
 * between 0 and 1; a source without figures adds nothing.
 *
 * - Resume (30): ATS score / 100.
 * - GitHub (20): mean of repositories/10, commits/50 and languages/5, each capped at 1.
 * - Gmail (15): 1/2 for a mailbox with mail, plus 1/2 x professional messages/50 (capped).
 * - LinkedIn (15): 1/4 for a verified identity, plus 3/4 x connections/500 (capped).
 * - Calendar (10): 1/2 for a readable calendar, plus 1/2 x meetings this week/10 (capped).
 * - Job market (10): relevant open postings/50 (capped).
 */
export function intelligenceScore(figures: Figures): { score: number; parts: ScorePart[] } {
  const parts: ScorePart[] = [
    { part: 'Resume Analysis', max: 30, points: figures.resume ? 30 * (figures.resume.atsScore / 100) : 0 },
    {
      part: 'GitHub',
      max: 20,
      points: figures.github
        ? (20 *
            (saturate(figures.github.repositories, 10) +
              saturate(figures.github.commits, 50) +
              saturate(figures.github.languages.length, 5))) /
          3
        : 0,
    },
    {
      part: 'Gmail',
      max: 15,
      points:
        figures.email && figures.email.totalEmails > 0
          ? 15 * (0.5 + 0.5 * saturate(figures.email.professionalEmails, 50))
          : 0,
    },
    {
      part: 'LinkedIn',
      max: 15,
      points: figures.linkedin
        ? 15 * ((figures.linkedin.name ? 0.25 : 0) + 0.75 * saturate(figures.linkedin.connections, 500))
        : 0,
    },
    {
      part: 'Calendar',
      max: 10,
      points: figures.calendar ? 10 * (0.5 + 0.5 * saturate(figures.calendar.meetingsThisWeek, 10)) : 0,
    },
    { part: 'Job Market', max: 10, points: figures.jobMarket ? 10 * saturate(figures.jobMarket.relevantJobs, 50) : 0 },
  ].map((p) => ({ ...p, points: round1(p.points) }));
  const score = Math.round(parts.reduce((sum, p) => sum + p.points, 0));
  return { score: Math.min(100, score), parts };
}
