import type { AtsAnalysis, AtsFactor } from '@careerloom/contract';
import { parseResume } from '../resume/parse-resume';
import type { SkillExtractor } from '../skills/extract-skills';

/** Verbs that open a strong achievement bullet. */
const ACTION_VERBS = new Set(
  'achieved automated built championed closed coached created cut decreased delivered designed developed directed doubled drove eliminated engineered established expanded grew improved increased initiated launched led managed mentored migrated negotiated optimised optimized organised organized owned planned produced raised rebuilt reduced redesigned resolved restructured saved scaled shipped simplified spearheaded streamlined taught tripled trained transformed wrote'.split(
    ' ',
  ),
);
const WEAK_OPENINGS = /^(responsible for|worked on|helped|assisted|tasked with|duties included|involved in)\b/i;
const PREFERRED_MARKER = /\b(preferred|nice to have|nice-to-have|bonus|a plus|desirable|ideally)\b/i;
const DEGREE = /\b(bachelor'?s?|master'?s?|ph\.?d|degree|b\.?sc|m\.?sc|mba)\b/i;
const SENIORITY = /\b(senior|sr|junior|jr|lead|staff|principal|head|chief|ii|iii|iv|i)\b/gi;

const words = (s: string) =>
  s
    .toLowerCase()
    .replace(SENIORITY, ' ')
    .split(/[^a-z0-9+#]+/)
    .filter((w) => w.length > 1);

/** Skills the job asks for, split into required and preferred by the sentences they appear in. */
function jobSkills(job: string, extract: (t: string) => string[]) {
  const sentences = job.split(/(?<=[.!?])\s+|\n+/);
  let inPreferredBlock = false;
  const required = new Set<string>();
  const preferred = new Set<string>();
  for (const sentence of sentences) {
    if (/^\s*(preferred|nice to have|bonus)/i.test(sentence)) inPreferredBlock = true;
    else if (/^\s*(requirements|required|must have|what you('| wi)ll (bring|need))/i.test(sentence))
      inPreferredBlock = false;
    const target = inPreferredBlock || PREFERRED_MARKER.test(sentence) ? preferred : required;
    for (const skill of extract(sentence)) target.add(skill);
  }
  for (const s of required) preferred.delete(s);
  return { required: [...required], preferred: [...preferred] };
}

function factor(name: string, max: number, earned: number, detail: string): AtsFactor {
  return { factor: name, score: Math.round(Math.max(0, Math.min(max, earned)) * 10) / 10, max, detail };
}

const ratio = (found: number, total: number) => (total === 0 ? 1 : found / total);
const quote = (s: string) => `"${s.length > 90 ? `${s.slice(0, 87)}...` : s}"`;

/**
 * An explainable ATS-style score of a resume against a target job: ten weighted factors summing to
 * 100, each with what it measured, plus strengths and concrete improvements naming the bullet and
 * what to add. Deterministic; a resume that matches the job better scores higher.
 */
export function analyseResume(
  resumeText: string,
  targetJob: string,
  skills: SkillExtractor,
  now = new Date(),
): AtsAnalysis {
  const extract = (t: string) => skills.extract(t).map((s) => s.name);
  const profile = parseResume(resumeText, { now });
  const resumeSkills = new Set(extract(resumeText).map((s) => s.toLowerCase()));
  const has = (s: string) => resumeSkills.has(s.toLowerCase());
  const { required, preferred } = jobSkills(targetJob, extract);
  const reqFound = required.filter(has);
  const reqMissing = required.filter((s) => !has(s));
  const prefFound = preferred.filter(has);
  const prefMissing = preferred.filter((s) => !has(s));

  const jobTitle = targetJob.split('\n')[0]?.trim().slice(0, 120) ?? '';
  const titleWords = new Set(words(jobTitle));
  const resumeTitles = [profile.contact.headline ?? '', ...profile.experience.map((e) => e.title ?? '')].join(' ');
  const titleOverlap = titleWords.size
    ? [...titleWords].filter((w) => words(resumeTitles).includes(w)).length / titleWords.size
    : 0;

  const yearsMatch = /(\d{1,2})\s*\+?\s*(?:-\s*\d{1,2}\s*)?years?/i.exec(targetJob);
  const yearsNeeded = yearsMatch ? Number(yearsMatch[1]) : undefined;
  const years = profile.yearsOfExperience ?? 0;
  const bullets = profile.experience.flatMap((e) => e.bullets);
  const quantified = bullets.filter((b) => /\d/.test(b));
  const unquantified = bullets.filter((b) => !/\d/.test(b));
  const weak = bullets.filter((b) => WEAK_OPENINGS.test(b));
  const strong = bullets.filter((b) => ACTION_VERBS.has(b.split(/\s+/)[0]?.toLowerCase() ?? ''));
  const wordCount = resumeText.split(/\s+/).filter(Boolean).length;
  const needsDegree = DEGREE.test(targetJob);
  const sections = new Set(profile.sections);
  const contact = profile.contact;

  const factors = [
    factor(
      'Required skills',
      30,
      required.length ? 30 * ratio(reqFound.length, required.length) : 15,
      required.length
        ? `${reqFound.length} of ${required.length} found${reqMissing.length ? `; missing ${reqMissing.join(', ')}` : ''}`
        : 'No specific skills recognised in the job text; half marks',
    ),
    factor(
      'Preferred skills',
      10,
      // With no preferred skills listed, this factor follows the required ones rather than
      // handing out free points to a poor match.
      preferred.length
        ? 10 * ratio(prefFound.length, preferred.length)
        : required.length
          ? 10 * ratio(reqFound.length, required.length)
          : 5,
      preferred.length
        ? `${prefFound.length} of ${preferred.length} found`
        : 'None listed; follows the required skills',
    ),
    factor(
      'Title match',
      10,
      jobTitle ? 10 * titleOverlap : 5,
      jobTitle
        ? `${Math.round(titleOverlap * 100)}% of the words of "${jobTitle}" appear in your titles`
        : 'No title given',
    ),
    factor(
      'Experience',
      10,
      yearsNeeded ? 10 * Math.min(1, years / yearsNeeded) : years > 0 ? 10 : 5,
      yearsNeeded
        ? `About ${Math.round(years)} years; ${yearsNeeded}+ asked for`
        : `About ${Math.round(years)} years found`,
    ),
    factor(
      'Education',
      5,
      !needsDegree || profile.education.length ? 5 : 0,
      needsDegree
        ? profile.education.length
          ? 'Degree asked for; education listed'
          : 'Degree asked for; no education found'
        : 'No degree requirement found',
    ),
    factor(
      'Section structure',
      10,
      (sections.has('experience') ? 4 : 0) +
        (sections.has('education') ? 2 : 0) +
        (sections.has('skills') ? 2 : 0) +
        (sections.has('summary') ? 2 : 0),
      `Sections found: ${[...sections].join(', ') || 'none'}`,
    ),
    factor(
      'Quantified achievements',
      10,
      bullets.length ? 10 * Math.min(1, quantified.length / bullets.length / 0.5) : 0,
      `${quantified.length} of ${bullets.length} bullets carry a number`,
    ),
    factor(
      'Action verbs',
      5,
      bullets.length ? 5 * (strong.length / bullets.length) - weak.length : 0,
      `${strong.length} of ${bullets.length} bullets open with an action verb${weak.length ? `, ${weak.length} with a weak opening` : ''}`,
    ),
    factor(
      'Length',
      5,
      wordCount >= 300 && wordCount <= 900
        ? 5
        : (wordCount >= 150 && wordCount < 300) || (wordCount > 900 && wordCount <= 1400)
          ? 3
          : 1,
      `${wordCount} words (300 to 900 reads best)`,
    ),
    factor(
      'Contact details',
      5,
      (contact.email ? 2 : 0) + (contact.phone ? 1 : 0) + (contact.name ? 1 : 0) + (contact.links.length ? 1 : 0),
      ['name', 'email', 'phone', 'link']
        .filter((k) => (k === 'link' ? contact.links.length : contact[k as 'name']))
        .join(', ') || 'none found',
    ),
  ];
  const score = Math.round(factors.reduce((sum, f) => sum + f.score, 0));

  const strengths = [
    ...(reqFound.length ? [`Shows ${reqFound.slice(0, 6).join(', ')}, which the job requires.`] : []),
    ...(quantified.length ? [`Quantified results, e.g. ${quote(quantified[0] as string)}.`] : []),
    ...(titleOverlap >= 0.5 ? ['Your titles match the role you are targeting.'] : []),
    ...(sections.has('experience') && sections.has('education') && sections.has('skills')
      ? ['Standard sections that applicant tracking systems read reliably.']
      : []),
  ];
  const improvements = [
    ...reqMissing
      .slice(0, 5)
      .map(
        (s) =>
          `The job requires ${s}: if you have used it, name it in a bullet with what you achieved; if not, do not claim it.`,
      ),
    ...unquantified.slice(0, 2).map((b) => `Add a measurable result (%, time, money, users) to ${quote(b)}.`),
    ...weak.slice(0, 2).map((b) => `Start with an action verb instead of a weak opening: ${quote(b)}.`),
    ...(['experience', 'education', 'skills'] as const)
      .filter((s) => !sections.has(s))
      .map((s) => `Add a clearly headed "${s[0]?.toUpperCase()}${s.slice(1)}" section.`),
    ...(contact.email ? [] : ['Add an email address at the top.']),
    ...(prefMissing.length ? [`Nice to have for this job: ${prefMissing.slice(0, 5).join(', ')}.`] : []),
  ];
  const parseable = sections.has('experience') && Boolean(contact.email) && profile.experience.some((e) => e.startDate);
  const ats_compatibility = parseable
    ? 'High: standard headings, contact details and dates were all read'
    : sections.has('experience')
      ? 'Medium: the experience section was read, but contact details or dates were not'
      : 'Low: no standard experience section was recognised';
  const analysis = `Your resume scores ${score}/100 for ${jobTitle ? `"${jobTitle}"` : 'this job'}: ${reqFound.length} of ${required.length} required skills found, ${quantified.length} of ${bullets.length} bullets quantified. The biggest gains: ${factors
    .map((f) => ({ f, gap: f.max - f.score }))
    .sort((a, b) => b.gap - a.gap)
    .slice(0, 2)
    .map(({ f }) => f.factor.toLowerCase())
    .join(' and ')}.`;
  return {
    score,
    ats_compatibility,
    strengths,
    improvements,
    analysis,
    breakdown: factors,
    skills: {
      requiredFound: reqFound,
      requiredMissing: reqMissing,
      preferredFound: prefFound,
      preferredMissing: prefMissing,
    },
  };
}
