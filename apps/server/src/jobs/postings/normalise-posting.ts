import { jobDescriptionSkills, type SkillExtractor } from '@careerloom/career-engine';
import { dedupeKey } from './dedupe-key';
import { htmlToText, tidyText } from './html-to-text';
import type { PostingInput } from './posting-input';
import { isRemotePosting } from './remote';
import { normaliseSalary } from './salary';

/** A posting ready to store: the columns of `job_postings` that ingestion writes. */
export type NormalisedPosting = {
  source: PostingInput['source'];
  board: string;
  sourceId: string;
  dedupeKey: string;
  title: string;
  company: string;
  location: string;
  remote: boolean;
  employmentType: string | null;
  department: string | null;
  url: string;
  applyUrl: string | null;
  description: string;
  skills: string[];
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  postedAt: Date | null;
};

/** Skills kept per posting: enough for matching, bounded so one long description cannot bloat a row. */
const MAX_SKILLS = 40;
/** Descriptions beyond this are boilerplate; the search column only reads the first 20,000 anyway. */
const MAX_DESCRIPTION = 100_000;
/** Raw HTML read at most: bounds the work of stripping tags from a hostile or broken page. */
const MAX_HTML = 500_000;

/**
 * Turns what a board parser gives into what we store: clean text description (HTML converted,
 * or the board's plain text tidied), the skills the posting asks for (`postingSkills`),
 * a yearly salary range with its currency, the remote flag, a valid posted date and the
 * cross-source dedupe key.
 */
export function normalisePosting(input: PostingInput, skills: SkillExtractor): NormalisedPosting {
  const title = oneLine(input.title);
  const company = oneLine(input.company);
  const location = oneLine(input.location);
  const description = (
    input.descriptionHtml
      ? htmlToText(input.descriptionHtml.slice(0, MAX_HTML))
      : tidyText((input.descriptionText ?? '').slice(0, MAX_DESCRIPTION))
  ).slice(0, MAX_DESCRIPTION);
  const salary = normaliseSalary(input.salary);
  return {
    source: input.source,
    board: input.board,
    sourceId: input.sourceId,
    dedupeKey: dedupeKey(company, title, location),
    title,
    company,
    location,
    remote: isRemotePosting(input.remote, location, title),
    employmentType: optionalLine(input.employmentType),
    department: optionalLine(input.department),
    url: input.url.trim(),
    applyUrl: optionalLine(input.applyUrl),
    description,
    skills: postingSkills(title, description, skills),
    salaryMin: salary?.min ?? null,
    salaryMax: salary?.max ?? null,
    salaryCurrency: salary?.currency ?? null,
    postedAt: parsePostedAt(input.postedAt),
  };
}

/**
 * The skills a posting asks for, as the job description reader finds them: the title's skills,
 * then every member of its required and then its preferred requirements (requirements sections, or
 * its responsibilities or plain sentences when it has none). Benefits, company blurbs and EEO text
 * never yield skills, so "Dental" or "Sustainability" no longer land on an engineering posting.
 */
export function postingSkills(title: string, description: string, skills: SkillExtractor): string[] {
  const jd = jobDescriptionSkills(description, skills, { title });
  const names = [
    ...skills.extract(title).map((s) => s.name),
    ...jd.required.flatMap((r) => r.anyOf),
    ...jd.preferred.flatMap((r) => r.anyOf),
  ];
  return [...new Set(names)].slice(0, MAX_SKILLS);
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function optionalLine(text: string | null | undefined): string | null {
  const line = text ? oneLine(text) : '';
  return line || null;
}

/** A date string, epoch seconds/milliseconds or Date; null when it is not a real date. */
export function parsePostedAt(value: string | Date | number | null | undefined): Date | null {
  if (value == null || value === '') return null;
  let date: Date;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number' || /^\d+$/.test(value)) {
    const n = Number(value);
    // Ten digits are seconds (RemoteOK's `epoch`), thirteen are milliseconds.
    date = new Date(n < 1e11 ? n * 1000 : n);
  } else date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
