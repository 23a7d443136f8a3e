import type { Resume } from '@careerloom/contract';

/** What we know about the applicant, and nothing else: the answers may only come from here. */
export type ApplicantFacts = {
  profile: { fullName: string; email: string; location: string; skills: string[] };
  resume: Resume | null;
};

/** The first-person sentence of a resume bullet ("Rebuilt X" → "I rebuilt X."). */
export function firstPerson(bullet: string): string {
  const text = bullet.trim().replace(/[.;]+$/, '');
  const responsible = /^responsible for\s+/i;
  const sentence = responsible.test(text)
    ? `I was responsible for ${text.replace(responsible, '')}`
    : `I ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  return `${sentence}.`;
}

/** The union of the resume's and the profile's skills, as written, without case duplicates. */
export function applicantSkills(facts: ApplicantFacts): string[] {
  const seen = new Map<string, string>();
  for (const s of [...(facts.resume?.skills ?? []), ...facts.profile.skills]) {
    if (s.trim() && !seen.has(s.toLowerCase())) seen.set(s.toLowerCase(), s.trim());
  }
  return [...seen.values()];
}

export const roleOf = (e: { title?: string | undefined; company?: string | undefined }) =>
  [e.title, e.company].filter(Boolean).join(' at ');
