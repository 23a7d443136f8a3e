import type { SearchLocation } from './search-context';

/** A term as boolean search syntax needs it: single plain words bare, anything else in quotes. */
export function term(text: string): string {
  return /^[A-Za-z0-9]+$/.test(text) ? text : `"${text.replace(/"/g, '')}"`;
}

const anyOf = (terms: readonly string[]) =>
  terms.length === 1 ? term(terms[0] as string) : `(${terms.map(term).join(' OR ')})`;

function locationClause(location: SearchLocation): string {
  if (location.remote) return ` AND (remote OR "work from home")`;
  if (location.place) return ` AND ${term(location.place.replace(/,.*$/, '').trim())}`;
  return '';
}

/** The sites of the applicant tracking systems most startups post on, for a web search. */
const ATS_SITES = ['boards.greenhouse.io', 'job-boards.greenhouse.io', 'jobs.lever.co', 'jobs.ashbyhq.com'];

export interface SearchQueryInput {
  /** Titles to search, the person's own first. */
  titles: readonly string[];
  /** Seniority variants of the person's title. */
  variants: readonly string[];
  /** Seniority words to exclude for the levels searched. */
  exclude: readonly string[];
  /** Skills to require, most relevant first. */
  skills: readonly string[];
  location: SearchLocation;
  /** Whether postings in this family commonly sit on startup applicant tracking systems. */
  startupFamily: boolean;
}

/**
 * Boolean search strings to paste into LinkedIn, Indeed or a web search: the titles with the key
 * skills, the seniority variants without the levels not wanted, and for startup-heavy families a
 * web search across the applicant tracking systems where those jobs are first posted.
 */
export function buildSearchQueries(input: SearchQueryInput): string[] {
  const where = locationClause(input.location);
  const skills = input.skills.slice(0, 4);
  const titles = input.titles.slice(0, 4);
  const queries: string[] = [];
  queries.push(`${anyOf(titles)}${skills.length ? ` AND ${anyOf(skills)}` : ''}${where}`);
  if (input.variants.length > 1) {
    const not = input.exclude.length ? ` NOT ${anyOf(input.exclude)}` : '';
    queries.push(`${anyOf(input.variants.slice(0, 6))}${not}${where}`);
  }
  const first = titles[0];
  if (first && skills.length > 1) {
    // Requiring two skills at once narrows to the postings closest to the person's strengths.
    queries.push(`${term(first)} AND ${term(skills[0] as string)} AND ${term(skills[1] as string)}${where}`);
  }
  if (first && input.startupFamily) {
    queries.push(`(${ATS_SITES.map((s) => `site:${s}`).join(' OR ')}) ${term(first)}${where.replace(/^ AND /, ' ')}`);
  }
  return [...new Set(queries)];
}
