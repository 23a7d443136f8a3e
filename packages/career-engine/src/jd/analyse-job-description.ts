import type { SkillExtractor } from '../skills/extract-skills';
import { findCompany, findDegree, findSeniority, findTitle, findTitleYears, findYears } from './job-facts';
import { experienceAsks, lineLabel, phraseRequirement } from './phrases';
import { splitSections } from './sections';
import { dedupeRequirements, lineRequirements, OPTIONAL_LINE, sentencesOf, splitSentences } from './skill-requirements';
import type { JdSection, JdSectionKind, JobDescriptionAnalysis, PhraseRequirement, SkillRequirement } from './types';

/** Sentences of unheaded text that are not about the skills wanted (the fallback reads the rest). */
const NOT_A_NEED =
  /\b(we offer|benefits?|perks?|401\s?\(?k\)?|dental|insurance|paid time off|salary|compensation|equity|our mission|founded|equal opportunit|without regard|we('re| are) hiring|join (us|our team))\b/i;

/** A sentence that says a skill is not needed. */
const NEGATED =
  /\b(don['’]?t|do not|doesn['’]?t|does not|won['’]?t|no) (need|require|have to|expect)\b|\bnot (necessary|needed|essential|expected)\b|\bno (prior |previous )?(experience|knowledge) (is |are )?(needed|required|necessary)\b/i;

const linesOf = (sections: JdSection[], kinds: JdSectionKind[]) =>
  sections.filter((s) => kinds.includes(s.kind)).flatMap((s) => sentencesOf(s.text));

/** What a job description asks for and where it says so: the part of the analysis that reads skills. */
interface SkillNeeds {
  title: string | undefined;
  sections: JdSection[];
  requiredLines: Array<{ line: string; from: JdSectionKind }>;
  preferredLines: string[];
  required: SkillRequirement[];
  preferred: SkillRequirement[];
  phrases: PhraseRequirement[];
  skillsFrom: JobDescriptionAnalysis['skillsFrom'];
}

/** A requirements line of at most this many words that names one skill lists it ("Time management skills"). */
const LISTED_WORDS = 6;

/** Lines about years, degrees or licences: facts read elsewhere, not a skill's name. */
const NOT_A_PHRASE =
  /\b(years?|experience|experienced|degree|diploma|certif\w*|licen[cs]e[ds]?|bachelor|master|phd|education|qualifications?)\b/i;

/**
 * The skills a job description asks for, required and preferred, as `analyseJobDescription`
 * reads them, without its other facts (company, years, degree, seniority). Ingestion reads every
 * posting for its skills alone, and those facts were a tenth of that work.
 */
export function jobDescriptionSkills(
  text: string,
  extractor: SkillExtractor,
  hints: { title?: string } = {},
): Pick<JobDescriptionAnalysis, 'required' | 'preferred'> {
  const { required, preferred } = readSkillNeeds(text ?? '', extractor, hints.title);
  return { required, preferred };
}

/**
 * Reads a job description: its title (the hint, or a real title line, never a mission sentence),
 * company, seniority, minimum years, degree asked, its sections classified (about, responsibilities,
 * requirements, preferred, benefits, legal, other) and the skills it asks for. Only requirements
 * sections yield required skills and only preferred sections preferred ones; a posting without a
 * requirements section takes its required skills from its responsibilities, and a text without any
 * recognised heading is read sentence by sentence, skipping benefit, company and EEO sentences.
 * Company blurbs, benefits and legal text never yield skills. "One of" groups ("a language such as
 * Python, Ruby or Java", "Java or Go") are one requirement each. Pure and deterministic.
 */
export function analyseJobDescription(
  text: string,
  extractor: SkillExtractor,
  hints: { title?: string; company?: string } = {},
): JobDescriptionAnalysis {
  const source = text ?? '';
  const { title, sections, requiredLines, preferredLines, required, preferred, phrases, skillsFrom } = readSkillNeeds(
    source,
    extractor,
    hints.title,
  );
  const company = findCompany(source, sections, hints.company);
  const needLines = requiredLines.map((l) => l.line);
  const yearsLines = needLines.length
    ? [...needLines, ...preferredLines]
    : linesOf(sections, ['responsibilities', 'other', 'requirements', 'preferred']);
  const years =
    findYears(needLines) ??
    findYears(linesOf(sections, ['other', 'responsibilities'])) ??
    findYears(yearsLines.filter((l) => !OPTIONAL_LINE.test(l))) ??
    findTitleYears(source);
  const experience = experienceAsks(needLines.filter((l) => !OPTIONAL_LINE.test(l)));
  const degree = findDegree(needLines, preferredLines);
  const seniority = findSeniority(title, years?.min);

  return {
    ...(title ? { title } : {}),
    ...(company ? { company } : {}),
    ...(seniority ? { seniority } : {}),
    ...(years ? { years } : {}),
    ...(degree ? { degree } : {}),
    sections,
    required,
    preferred,
    ...(phrases.length ? { phrases } : {}),
    ...(experience.length ? { experience } : {}),
    skillsFrom,
  };
}

function readSkillNeeds(source: string, extractor: SkillExtractor, titleHint: string | undefined): SkillNeeds {
  const title = findTitle(source, titleHint);
  const sections = splitSections(source);
  const titleLine = (l: string) => Boolean(title) && l.replace(/\s+/g, ' ').trim() === title;

  const hasRequirements = sections.some((s) => s.kind === 'requirements');
  const hasResponsibilities = sections.some((s) => s.kind === 'responsibilities');
  const hasHeadings = sections.some((s) => s.heading);
  let skillsFrom: JobDescriptionAnalysis['skillsFrom'];
  let requiredLines: Array<{ line: string; from: JdSectionKind }>;
  if (hasRequirements) {
    skillsFrom = 'requirements';
    requiredLines = linesOf(sections, ['requirements']).map((line) => ({ line, from: 'requirements' }));
  } else if (hasResponsibilities) {
    skillsFrom = 'responsibilities';
    requiredLines = linesOf(sections, ['responsibilities']).map((line) => ({ line, from: 'responsibilities' }));
  } else {
    // No requirements or responsibilities heading: read the unclassified text sentence by sentence.
    const kinds: JdSectionKind[] = hasHeadings ? ['other'] : ['other', 'about'];
    requiredLines = linesOf(sections, kinds)
      .flatMap((l) => splitSentences(l))
      .filter((l) => !titleLine(l) && !NOT_A_NEED.test(l))
      .map((line) => ({ line, from: 'other' }));
    skillsFrom = requiredLines.length ? 'sentences' : 'none';
  }
  const preferredLines = linesOf(sections, ['preferred']);

  const required: SkillRequirement[] = [];
  const preferred: SkillRequirement[] = [];
  const phrases: PhraseRequirement[] = [];
  for (const { line, from } of requiredLines) {
    // "Customer Service: Helping clients with ...": the label names the need and the rest explains
    // it. The line's skills are read as any line's (the explanation may list tools the job needs),
    // and a skill the label names on its own is listed.
    const labelled = from === 'requirements' && !OPTIONAL_LINE.test(line) ? lineLabel(line) : undefined;
    const labelSkills = labelled ? lineRequirements(labelled.label, extractor, from) : [];
    const labelSkill = labelSkills.length === 1 ? labelSkills[0]?.anyOf.join('|') : undefined;
    const before = required.length + preferred.length;
    const requiredBefore = required.length;
    for (const sentence of splitSentences(line, true)) {
      // "(Acumatica ERP a plus)" makes only what is in the brackets preferred; "Kubernetes is a
      // plus" makes the whole sentence preferred, even inside a requirements list.
      const optionalAsides = (sentence.includes('(') ? [...sentence.matchAll(/\([^()]*\)/g)] : [])
        .map((m) => m[0])
        .filter((p) => OPTIONAL_LINE.test(p));
      let rest = sentence;
      for (const aside of optionalAsides) {
        rest = rest.replace(aside, ' ');
        preferred.push(...lineRequirements(aside, extractor, from));
      }
      // "You don't need to be a data scientist" names a skill the job does not ask for.
      if (NEGATED.test(rest)) continue;
      (OPTIONAL_LINE.test(rest) ? preferred : required).push(...lineRequirements(rest, extractor, from));
    }
    // One skill that is a short line of its own in a requirements list is listed, not boilerplate.
    const only = required.length === requiredBefore + 1 ? required[requiredBefore] : undefined;
    if (only && from === 'requirements' && line.trim().split(/\s+/).length <= LISTED_WORDS)
      required[requiredBefore] = { ...only, listed: true };
    for (let k = requiredBefore; k < required.length && labelSkill; k++) {
      const r = required[k] as SkillRequirement;
      if (r.anyOf.join('|') === labelSkill) required[k] = { ...r, listed: true };
    }
    // A requirement the taxonomy does not know ("Mastered baking techniques") still counts, as a
    // phrase, when it is a requirements line of its own (not prose, years or a degree).
    if (
      required.length + preferred.length === before &&
      from === 'requirements' &&
      !OPTIONAL_LINE.test(line) &&
      !NEGATED.test(line) &&
      (labelled || !NOT_A_PHRASE.test(line))
    ) {
      const phrase = phraseRequirement(line, from);
      if (phrase && !phrases.some((p) => p.terms.join(' ') === phrase.terms.join(' '))) phrases.push(phrase);
    }
  }
  for (const line of preferredLines) preferred.push(...lineRequirements(line, extractor, 'preferred'));
  const skills = dedupeRequirements(required, preferred);
  return {
    title,
    sections,
    requiredLines,
    preferredLines,
    required: skills.required,
    preferred: skills.preferred,
    phrases,
    skillsFrom: source.trim() ? skillsFrom : 'none',
  };
}
