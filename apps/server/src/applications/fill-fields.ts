import type { FilledField, FormField } from '@careerloom/contract';
import type { JobForm } from '../jobs/job-form';
import { type ApplicantFacts, applicantSkills } from './applicant-facts';
import { type Suggestion, suggestAnswers } from './suggest-answers';

/** Below this confidence a filled value is flagged for the user to check. */
export const FLAG_BELOW = 0.6;

type Answer = { value: string; confidence: number; evidence: string };
const NONE: Answer = { value: '', confidence: 0, evidence: 'Nothing in your profile or resume answers this field.' };

export type FillTools = {
  skillsOf: (text: string) => string[];
  /** A cover letter for this job from the latest resume; undefined without a resume. */
  coverLetter: () => Promise<string | undefined>;
  /**
   * Answer suggestions for free-text questions; by default the engine's `suggestAnswers` (the
   * service passes one that adds a configured model's checked drafts).
   */
  suggest?: (questions: string[]) => Promise<Suggestion[]>;
};

function nameParts(facts: ApplicantFacts): { first?: Answer; last?: Answer; full?: Answer } {
  const fromResume = facts.resume?.profile.contact.name?.trim();
  const full = facts.profile.fullName.trim() || fromResume || '';
  const source = facts.profile.fullName.trim() ? 'profile: fullName' : 'resume: contact.name';
  const tokens = full.split(/\s+/).filter(Boolean);
  if (!tokens.length) return {};
  return {
    full: { value: full, confidence: 0.95, evidence: source },
    first: { value: tokens[0] ?? '', confidence: tokens.length > 1 ? 0.95 : 0.8, evidence: `${source} (first word)` },
    ...(tokens.length > 1
      ? { last: { value: tokens.slice(1).join(' '), confidence: 0.9, evidence: `${source} (after the first word)` } }
      : {}),
  };
}

function link(facts: ApplicantFacts, host: RegExp | undefined): Answer | undefined {
  const links = facts.resume?.profile.contact.links ?? [];
  const found = host ? links.find((l) => host.test(l)) : links.find((l) => !/linkedin\.com|github\.com/i.test(l));
  return found ? { value: found, confidence: host ? 0.95 : 0.7, evidence: 'resume: contact.links' } : undefined;
}

/** Picks the option that equals (or contains) the value; a select is only answered with one of its options. */
function matchOption(field: FormField, answer: Answer | undefined): Answer | undefined {
  if (!answer?.value || !field.options?.length) return answer && !field.options?.length ? answer : undefined;
  const v = answer.value.toLowerCase();
  const option =
    field.options.find((o) => o.toLowerCase() === v) ??
    field.options.find((o) => o.length > 2 && (v.includes(o.toLowerCase()) || o.toLowerCase().includes(v)));
  return option
    ? { ...answer, value: option, evidence: `${answer.evidence}, matched to the option "${option}"` }
    : undefined;
}

/**
 * Answers one field from the applicant's facts. Every value names its source in `evidence`;
 * a field no fact answers stays empty with confidence 0.
 */
async function answerFor(field: FormField, job: JobForm, facts: ApplicantFacts, tools: FillTools): Promise<Answer> {
  const key = `${field.fieldId} ${field.fieldName}`.toLowerCase().replace(/[_-]+/g, ' ');
  const contact = facts.resume?.profile.contact;
  const names = nameParts(facts);
  const recent = facts.resume?.profile.experience.find((e) => e.title || e.company);
  const school = facts.resume?.profile.education[0];

  if (field.fieldType === 'file' || /\b(resume|cv|curriculum)\b/.test(key)) {
    if (/cover/.test(key)) {
      const letter = field.fieldType === 'file' ? undefined : await tools.coverLetter();
      return letter
        ? {
            value: letter,
            confidence: 0.7,
            evidence: `generated from resume version ${facts.resume?.version} and the job description`,
          }
        : NONE;
    }
    if (!facts.resume) return { ...NONE, evidence: 'No resume stored yet: add one on the Resume tab.' };
    const v = facts.resume.version;
    return field.fieldType === 'file'
      ? {
          value: `Resume version ${v}${facts.resume.filename ? ` (${facts.resume.filename})` : ''}`,
          confidence: 1,
          evidence: `latest resume version ${v}`,
        }
      : { value: facts.resume.text, confidence: 1, evidence: `latest resume version ${v} (text)` };
  }
  if (/cover letter/.test(key)) {
    const letter = await tools.coverLetter();
    return letter
      ? {
          value: letter,
          confidence: 0.7,
          evidence: `generated from resume version ${facts.resume?.version} and the job description`,
        }
      : { ...NONE, evidence: 'No resume stored yet, so no letter can be written from real experience.' };
  }
  if (/\bfirst name\b|given name|forename/.test(key)) return names.first ?? NONE;
  if (/\blast name\b|surname|family name/.test(key)) return names.last ?? NONE;
  // The label alone too: ATS ids such as Ashby's `_systemfield_name` put words before "name".
  const label = field.fieldName
    .trim()
    .toLowerCase()
    .replace(/[\s*:]+$/, '');
  if (
    /^(name|full name)\b|\bfull name\b|\byour name\b|^name /.test(key) ||
    /^(full |legal )?name$/.test(label) ||
    field.fieldId.toLowerCase() === 'name'
  )
    return names.full ?? NONE;
  if (field.fieldType === 'email' || /e ?mail/.test(key)) {
    if (contact?.email) return { value: contact.email, confidence: 0.95, evidence: 'resume: contact.email' };
    return facts.profile.email ? { value: facts.profile.email, confidence: 0.9, evidence: 'profile: email' } : NONE;
  }
  if (field.fieldType === 'tel' || /phone|mobile|telephone/.test(key)) {
    return contact?.phone ? { value: contact.phone, confidence: 0.9, evidence: 'resume: contact.phone' } : NONE;
  }
  if (/linkedin/.test(key)) return link(facts, /linkedin\.com/i) ?? NONE;
  if (/github/.test(key)) return link(facts, /github\.com/i) ?? NONE;
  if (/website|portfolio|personal site|\burl\b/.test(key)) return link(facts, undefined) ?? NONE;
  if (/location|city|where .*based|address/.test(key)) {
    const loc: Answer | undefined = facts.profile.location.trim()
      ? { value: facts.profile.location.trim(), confidence: 0.8, evidence: 'profile: location' }
      : contact?.location
        ? { value: contact.location, confidence: 0.8, evidence: 'resume: contact.location' }
        : undefined;
    return (field.fieldType === 'select' ? matchOption(field, loc) : loc) ?? NONE;
  }
  if (/current (company|employer)|\bemployer\b/.test(key)) {
    return recent?.company
      ? { value: recent.company, confidence: 0.8, evidence: 'resume: experience[0].company' }
      : NONE;
  }
  if (/current (title|role|position)|job title/.test(key)) {
    return recent?.title ? { value: recent.title, confidence: 0.8, evidence: 'resume: experience[0].title' } : NONE;
  }
  if (/school|university|college|institution/.test(key)) {
    return school?.institution
      ? { value: school.institution, confidence: 0.8, evidence: 'resume: education[0].institution' }
      : NONE;
  }
  if (/degree/.test(key)) {
    return school?.degree ? { value: school.degree, confidence: 0.7, evidence: 'resume: education[0].degree' } : NONE;
  }
  if (/why|interest|motivat/.test(key) && field.fieldType !== 'select') {
    const question = [`Why are you interested in ${job.company}?`];
    const [s] = tools.suggest
      ? await tools.suggest(question)
      : suggestAnswers(
          question,
          { company: job.company, position: job.title, description: job.description },
          facts,
          tools.skillsOf,
        );
    const value = s?.suggestedAnswers[0];
    return value ? { value, confidence: s.confidence, evidence: s.evidence.join('; ') } : NONE;
  }
  // "Do you have experience with X?": Yes only when every skill it names is on the resume.
  // Absence from the resume is not evidence of "No", so that stays for the user.
  if (field.fieldType === 'select' && field.options?.some((o) => /^yes$/i.test(o))) {
    const named = tools.skillsOf(field.fieldName);
    const mine = new Set(applicantSkills(facts).map((s) => s.toLowerCase()));
    if (named.length && named.every((s) => mine.has(s.toLowerCase()))) {
      const yes = field.options.find((o) => /^yes$/i.test(o)) ?? 'Yes';
      return { value: yes, confidence: 0.7, evidence: `skills in your profile and resume: ${named.join(', ')}` };
    }
  }
  return NONE;
}

/** Fills every field; values come only from the applicant's facts and are flagged when weak. */
export async function fillFields(job: JobForm, facts: ApplicantFacts, tools: FillTools): Promise<FilledField[]> {
  const filled: FilledField[] = [];
  for (const field of job.fields) {
    const answer = await answerFor(field, job, facts, tools);
    filled.push({
      fieldId: field.fieldId,
      fieldName: field.fieldName,
      fieldType: field.fieldType,
      required: field.required,
      description: field.description,
      autoFilledValue: answer.value,
      confidence: answer.value ? answer.confidence : 0,
      evidence: answer.evidence,
      flagged: !answer.value || answer.confidence < FLAG_BELOW,
    });
  }
  return filled;
}

/** The mean confidence of the required fields (of all fields when none is required), 0 to 1. */
export function overallConfidence(fields: FilledField[]): number {
  const counted = fields.some((f) => f.required) ? fields.filter((f) => f.required) : fields;
  if (!counted.length) return 0;
  return Math.round((counted.reduce((sum, f) => sum + f.confidence, 0) / counted.length) * 100) / 100;
}
