import { compareTitles, formatSalaryRange } from '@careerloom/career-engine';
import {
  type ChatSource,
  EMPLOYMENT_KINDS,
  JOB_SEARCH_PAGE_MAX,
  type JobPosting,
  type JobSearchResponse,
} from '@careerloom/contract';
import { z } from 'zod';
import { EMPLOYMENT_KIND_WORDS, SHIFT_WORDS, SHIFTS, type Shift, statesShift } from '../jobs/postings/employment-kind';
import { type PlaceMarket, placeMarket } from '../jobs/postings/place-market';
import { PERIODS_PER_YEAR } from '../jobs/postings/salary';
import type { PostingsToolQuery, PostingsToolService } from './postings-tool-service';
import { type AssistantTool, defineTool } from './tool-definition';

/** Postings a job search answer lists: enough to choose from, few enough to read in a chat. */
const JOBS_SHOWN = 6;
/** Postings stating pay that a salary answer reads (the search's page maximum). */
const SALARY_SAMPLE = 50;
/** Below this many postings stating pay, the answer says the data is thin. */
export const THIN_SALARY_DATA = 5;

export const jobSearchInputSchema = z.object({
  title: z.string().trim().max(120).optional().describe('Job title or field, e.g. "storage engineer"'),
  company: z.string().trim().max(120).optional().describe('Employer, e.g. "Kaiser Permanente"'),
  location: z.string().trim().max(120).optional().describe('City, region or country, e.g. "San Francisco"'),
  remote: z.boolean().optional().describe('true for remote postings only'),
  employment: z
    .enum(EMPLOYMENT_KINDS)
    .optional()
    .describe('Kind of employment asked for: full_time, part_time, contract (also temporary) or internship'),
  shift: z.enum(SHIFTS).optional().describe('Shift asked for: night, evening or weekend'),
  salaryMin: z.number().int().min(0).max(10_000_000).optional().describe('Lowest yearly pay the posting must reach'),
  hourlyMin: z
    .number()
    .min(0)
    .max(5000)
    .optional()
    .describe('Lowest hourly pay, when the user asked by the hour (e.g. 25 for "over 25 an hour")'),
  postedWithinDays: z.number().int().min(1).max(365).optional().describe('Only postings from the last N days'),
});
export type JobSearchInput = z.output<typeof jobSearchInputSchema>;

export type JobSearchItem = Pick<
  JobPosting,
  'id' | 'title' | 'company' | 'location' | 'remote' | 'url' | 'employmentType'
> & {
  salary: string;
  postedAt: string | null;
};
export type JobSearchOutput = {
  text: string;
  total: number;
  jobs: JobSearchItem[];
  /** What the listed postings were found without: the place, the kind of work, the pay or the employer asked for. */
  broadened?: 'location' | 'kind' | 'pay' | 'company';
};

/** The kind of work asked for, in words ("part-time", "night-shift contract or temporary"); empty when none. */
function kindWords(input: JobSearchInput): string {
  return [input.shift ? SHIFT_WORDS[input.shift] : '', input.employment ? EMPLOYMENT_KIND_WORDS[input.employment] : '']
    .filter(Boolean)
    .join(' ');
}

/** What the constraints say in words ("storage engineer jobs in San Francisco, remote"). */
function describeSearch(input: JobSearchInput, one = false): string {
  const kind = kindWords(input);
  // "marketing internships", not "internship marketing jobs".
  const noun =
    input.employment === 'internship'
      ? `${[input.shift ? SHIFT_WORDS[input.shift] : '', input.title].filter(Boolean).join(' ')} ${one ? 'internship' : 'internships'}`
      : `${[kind, input.title].filter(Boolean).join(' ')} ${one ? 'job' : 'jobs'}`;
  const parts = [noun.trim()];
  if (input.company) parts.push(`at ${input.company}`);
  if (input.location) parts.push(`in ${input.location}`);
  if (input.remote) parts.push('(remote)');
  if (input.hourlyMin) parts.push(`paying at least ${input.hourlyMin.toLocaleString('en-US')} an hour`);
  else if (input.salaryMin) parts.push(`paying at least ${input.salaryMin.toLocaleString('en-US')} a year`);
  if (input.postedWithinDays) parts.push(`posted in the last ${input.postedWithinDays} days`);
  return parts.join(' ');
}

/** A posting as the search lists it; `byHour` adds its yearly pay by the hour, when the pay was asked so. */
function toItem(p: JobPosting, byHour = false): JobSearchItem {
  const yearly = formatSalaryRange(p);
  return {
    id: p.id,
    title: p.title,
    company: p.company,
    location: p.location,
    remote: p.remote,
    url: p.applyUrl ?? p.url,
    employmentType: p.employmentType,
    salary: yearly && byHour ? `${yearly} (${perHour(p)})` : yearly,
    postedAt: p.postedAt,
  };
}

/** A posting's stated yearly pay by the hour of a full-time year: "about 25 - 26 an hour". */
function perHour(p: Pick<JobPosting, 'salaryMin' | 'salaryMax'>): string {
  const hourly = [p.salaryMin, p.salaryMax]
    .filter((v): v is number => v != null && v > 0)
    .map((v) => Math.round(v / PERIODS_PER_YEAR.hour));
  const [low, high] = [Math.min(...hourly), Math.max(...hourly)];
  return `about ${low === high ? low : `${low} - ${high}`} an hour at full time`;
}

/**
 * A posting's line; `kind` adds the employment type it states, when the kind of work was asked
 * for; `pay` says when it states none, when pay was asked for.
 */
function listLine(j: JobSearchItem, kind = false, pay = false): string {
  const where = [j.location, j.remote && !/remote/i.test(j.location) ? 'remote' : ''].filter(Boolean).join(', ');
  const stated = kind ? `, ${j.employmentType?.trim() || 'kind not stated'}` : '';
  const salary = j.salary || (pay ? 'pay not stated' : '');
  return `- ${j.title}, ${j.company}${where ? ` (${where})` : ''}${stated}${salary ? `, ${salary}` : ''}: ${j.url}`;
}

/**
 * The yearly pay a search's postings must reach: postings store pay by the year, an hourly rate as
 * its 2,080 working hours (jobs/postings/salary.ts), so an hourly floor is compared the same way.
 */
function yearlyFloor(input: JobSearchInput): number | undefined {
  const hourly = input.hourlyMin ? Math.round(input.hourlyMin * PERIODS_PER_YEAR.hour) : 0;
  return Math.max(hourly, input.salaryMin ?? 0) || undefined;
}
/** How an hourly floor was compared, and what it leaves out, said beside the postings it found. */
const HOURLY_FLOOR_SAID = 'their stated pay reaches it at full-time hours; postings that state no pay are left out';

/** Postings read when a shift is asked for: it is in their words, not a field, so more are read to find it. */
const SHIFT_SAMPLE = JOB_SEARCH_PAGE_MAX;

/**
 * `search_jobs`: stored open postings for typed constraints (title, place, remote, kind of
 * employment, shift, pay floor, recency), through the job search's own (`GET /api/jobs/search`).
 * The kind of employment is the posting's stated type; a shift is what its title or the start of
 * its description says. When a place finds nothing it says so and shows the title's postings
 * elsewhere rather than nothing; when a kind of work finds nothing it says so and lists the same
 * search of any kind, each with the kind it states, never as that kind. It never invents a listing.
 */
export function searchJobsTool(postings: PostingsToolService): AssistantTool {
  return defineTool({
    description:
      "Search Careerloom's stored open job postings by title, location, remote, kind of employment (part-time, " +
      'full-time, contract, internship), shift, minimum yearly salary and recency. Returns real postings with links ' +
      'and the total count. Use it whenever the user asks for jobs.',
    inputSchema: jobSearchInputSchema,
    execute: async (asked, context): Promise<JobSearchOutput> => {
      // No title named: the person's own (profile, resume headline or recent role), when known.
      // An employer named alone ("jobs at Stripe") asks for that employer's postings, whatever the title.
      const ownTitle =
        !asked.title && !asked.company && context.userId !== null ? await postings.ownTitle?.(context.userId) : null;
      const input = ownTitle ? { ...asked, title: ownTitle } : asked;
      const query = {
        // The employer's name is among the words postings are found by (their title, company and
        // place) and a filter on the company: a posting that only mentions it is not that employer's.
        q: [input.title, input.company].filter(Boolean).join(' ') || undefined,
        company: input.company,
        remote: input.remote,
        employment: input.employment,
        salaryMin: yearlyFloor(input),
        postedWithinDays: input.postedWithinDays,
        pageSize: JOBS_SHOWN,
      };
      // "Columbus, Ohio": postings write the state as they like ("Columbus, OH", "Columbus, Ohio,
      // United States"), and the place filter is a part of the location, so the city is searched.
      const city = input.location?.split(',')[0]?.trim();
      const found = await ofShift(postings, { ...query, location: city }, input.shift);
      const what = describeSearch(input, found.total === 1);
      const kindAsked = Boolean(input.employment || input.shift);
      const byHour = Boolean(input.hourlyMin);
      if (found.total > 0) {
        const jobs = found.postings.map((p) => toItem(p, byHour));
        const count = `${found.total.toLocaleString('en-US')}${found.totalCapped ? '+' : ''}`;
        const said = input.shift
          ? ' (their title or the start of their description says so)'
          : input.hourlyMin
            ? ` (${HOURLY_FLOOR_SAID})`
            : '';
        return {
          total: found.total,
          jobs,
          text: `I found ${count} stored ${what}${said}${found.total > jobs.length ? `; the ${jobs.length} best matches` : ''}:\n${jobs.map((j) => listLine(j, Boolean(input.employment))).join('\n')}\nJob Monitoring on your dashboard (/dashboard) ranks every match by title, place and skills.`,
        };
      }
      // Nothing found: the same search without one constraint, what there is, said to be so.
      const widened = async (
        broadened: NonNullable<JobSearchOutput['broadened']>,
        wider: PostingsToolQuery,
        shift: Shift | undefined,
        say: (total: string, lines: string[]) => string,
      ): Promise<JobSearchOutput | null> => {
        const other = await ofShift(postings, wider, shift);
        if (other.total === 0) return null;
        const jobs = other.postings.map((p) => toItem(p, byHour));
        const lines = jobs.map((j) =>
          listLine(j, broadened === 'kind' || Boolean(input.employment), broadened === 'pay'),
        );
        return { total: 0, jobs, broadened, text: say(other.total.toLocaleString('en-US'), lines) };
      };
      // None of that kind: the same search of any kind. Without a title or an employer that would
      // be every posting in the store, which answers nothing.
      const anyKind =
        kindAsked && (input.title || input.company)
          ? await widened('kind', { ...query, employment: undefined, location: city }, undefined, (total, lines) => {
              const plain = describeSearch({ ...input, employment: undefined, shift: undefined });
              return `No stored ${what} right now: none of the postings found says it is ${input.employment === 'internship' && !input.shift ? 'an internship' : `${kindWords(input)} work`}. The same search of any kind finds ${total} ${plain}; here they are with the kind each states, so check the hours before you apply:\n${lines.join('\n')}`;
            })
          : null;
      if (anyKind) return anyKind;
      // None whose stated pay reaches the floor: the same search at any pay, each with the pay it
      // states or says it states none, so the person sees what there is rather than nothing.
      const anyPay =
        query.salaryMin && (input.title || input.company || input.location)
          ? await widened('pay', { ...query, salaryMin: undefined, location: city }, input.shift, (total, lines) => {
              const plain = describeSearch({ ...input, salaryMin: undefined, hourlyMin: undefined }, total === '1');
              return `No stored ${what} right now: none of the postings found states pay that reaches it. The same search at any pay finds ${total} ${plain}; here they are with the pay each states:\n${lines.join('\n')}`;
            })
          : null;
      if (anyPay) return anyPay;
      // An employer with no postings, asked for by its name alone ("biotech jobs in boston" reads
      // "biotech" as an employer's name): postings whose words hold the name, said to be so.
      const named =
        input.company && !input.title
          ? await widened(
              'company',
              { ...query, company: undefined, location: city },
              input.shift,
              (total, lines) =>
                `No stored ${what} right now: no employer of that name has postings here. ${total} stored ${total === '1' ? 'posting has' : 'postings have'} "${input.company}" in their words, from other employers:\n${lines.join('\n')}`,
            )
          : null;
      if (named) return named;
      const elsewhere = input.location
        ? await widened(
            'location',
            query,
            input.shift,
            (total, lines) =>
              `No stored ${what} right now. The same search without the place finds ${total}; the closest:\n${lines.join('\n')}`,
          )
        : null;
      if (elsewhere) return elsewhere;
      // An empty store is not a search that found nothing: say why there is nothing (issue 36).
      const supply = await postings.supply?.();
      if (supply?.message && supply.state !== 'stored')
        return { total: 0, jobs: [], text: `${supply.message} I won't make any postings up.` };
      // Only a kind of work asked for ("weekend only remote job?") and none stored: the guide on
      // finding that kind of work answers better than an empty list (no text hands over to it).
      if (kindAsked && !input.title && !input.company && !input.location) return { total: 0, jobs: [], text: '' };
      return {
        total: 0,
        jobs: [],
        text: `No stored ${what} right now, and I won't make any up. Try a broader title (one or two words), drop a filter, or save the search as a job alert under Job Monitoring on your dashboard (/dashboard) to be told when one arrives.`,
      };
    },
    sources: (output): ChatSource[] =>
      output.jobs.length > 0 ? [{ title: 'Careerloom job postings', ref: 'jobs:search' }] : [],
  });
}

/**
 * A search whose postings say the shift asked for: postings have no field for it, so the search's
 * best SHIFT_SAMPLE are read and those whose title or snippet says it are kept (the total is theirs).
 */
async function ofShift(
  postings: PostingsToolService,
  query: PostingsToolQuery,
  shift: Shift | undefined,
): Promise<JobSearchResponse> {
  if (!shift) return postings.search(query);
  const found = await postings.search({ ...query, pageSize: SHIFT_SAMPLE });
  const said = found.postings.filter((p) => statesShift(shift, `${p.title}\n${p.snippet}`));
  // Past the postings read there may be more that say it: the count is then "at least".
  return {
    ...found,
    postings: said.slice(0, query.pageSize),
    total: said.length,
    totalCapped: said.length > 0 && found.total > found.postings.length,
  };
}

export const salaryInputSchema = z.object({
  role: z.string().trim().min(1).max(120).describe('Job title, e.g. "senior backend engineer"'),
  location: z.string().trim().max(120).optional().describe('City or region, e.g. "Austin"'),
  offer: z.number().int().min(1).max(10_000_000).optional().describe('Yearly offer to compare, if the user has one'),
});

export type SalaryStats = { count: number; currency: string; p25: number; median: number; p75: number };
export type SalaryOutput = {
  text: string;
  stats: SalaryStats | null;
  /** The role without the place, when the place alone was thin. */
  wider: SalaryStats | null;
  thin: boolean;
  /** Whether the answer includes a counter to the offer grounded in the data. */
  counter?: boolean;
};

/** The value at quantile `q` (0-1) of sorted numbers, interpolated linearly. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  const a = sorted[lo] ?? 0;
  const b = sorted[hi] ?? a;
  return a + (b - a) * (at - lo);
}

/**
 * Spread of the yearly pay stated by postings, in one currency: the one given (a market's), else
 * their most common; null when none state pay in it.
 */
export function salaryStats(postings: readonly JobPosting[], currency?: string): SalaryStats | null {
  const byCurrency = new Map<string, number[]>();
  for (const p of postings) {
    const lo = p.salaryMin ?? p.salaryMax;
    const hi = p.salaryMax ?? p.salaryMin;
    if (lo == null || hi == null) continue;
    const stated = p.salaryCurrency ?? 'USD';
    const list = byCurrency.get(stated) ?? [];
    list.push((lo + hi) / 2);
    byCurrency.set(stated, list);
  }
  const best = currency
    ? byCurrency.has(currency)
      ? ([currency, byCurrency.get(currency) as number[]] as const)
      : undefined
    : [...byCurrency].sort((a, b) => b[1].length - a[1].length)[0];
  if (!best) return null;
  const sorted = [...best[1]].sort((a, b) => a - b);
  const round = (v: number) => Math.round(v / 1000) * 1000;
  return {
    count: sorted.length,
    currency: best[0],
    p25: round(quantile(sorted, 0.25)),
    median: round(quantile(sorted, 0.5)),
    p75: round(quantile(sorted, 0.75)),
  };
}

const money = (v: number, currency: string) =>
  currency === 'USD' ? `$${Math.round(v / 1000)}k` : `${currency} ${Math.round(v / 1000)}k`;

function statsLine(s: SalaryStats, where: string): string {
  const place = `${where.charAt(0).toUpperCase()}${where.slice(1)}`;
  // Percentiles of one or two numbers say nothing more than the numbers themselves.
  if (s.count < 3) {
    const values = [...new Set([s.p25, s.p75])].map((v) => money(v, s.currency)).join(' and ');
    return `${place}: ${s.count === 1 ? '1 stored posting states pay' : `${s.count} stored postings state pay`}, with midpoints of ${values}.`;
  }
  const postings = s.count === 1 ? '1 stored posting states pay' : `${s.count} stored postings state pay`;
  return `${place}: ${postings}; 25th percentile ${money(s.p25, s.currency)}, median ${money(s.median, s.currency)}, 75th percentile ${money(s.p75, s.currency)} (midpoints of the stated ranges).`;
}

/** What to counter with, from where the offer sits in the spread. Figures come from the data only. */
function counterAdvice(offer: number, s: SalaryStats): string {
  const round5 = (v: number) => Math.round(v / 5000) * 5000;
  const o = money(offer, s.currency);
  const say = (target: number) =>
    `\nYou could say: “Thank you, I'm excited about the role. Based on what similar roles pay and the scope we discussed, I was expecting a base closer to ${money(target, s.currency)}. Is there flexibility to get there?”`;
  if (offer < s.median) {
    const target = round5(s.p75);
    const label = s.count < 3 ? 'the pay these postings state' : 'the 75th percentile';
    return `Your ${o} sits below the median. A counter around ${money(target, s.currency)} (${label}) is grounded in these postings; anchor on the range and your strongest evidence, and expect to meet somewhere between.${say(target)}`;
  }
  if (offer < s.p75) {
    const target = round5(Math.max(s.p75, offer * 1.08));
    return `Your ${o} is between the median and the 75th percentile. Counter at about ${money(target, s.currency)}, and ask for a signing bonus or equity if base is capped.${say(target)}`;
  }
  const target = round5(offer * 1.05);
  return `Your ${o} is already in the top quarter of these postings. A modest counter (${money(target, s.currency)}) is still reasonable, but the bigger wins are likely equity, signing bonus, level or start date.${say(target)}`;
}

/**
 * `salary_range`: the pay spread for a role (and place) from stored postings that state pay: count,
 * 25th percentile, median and 75th percentile of the ranges' midpoints. A place is a market: only
 * postings of that country stating pay in its currency count (`placeMarket`), so London is answered
 * in pounds. With fewer than THIN_SALARY_DATA such postings it says so and gives no range for the
 * place; the role's pay elsewhere is shown only labelled as a comparison from another market, and
 * no counter-offer is built on it. With an offer and enough data, where the offer sits and a counter.
 */
/**
 * The least title share (`compareTitles`) for a posting to count as the role asked: exact, near
 * exact ("Senior Accountant, Revenue" for "staff accountant") and broader titles, and a related
 * one only at its most (the same O*NET occupation, "Senior SRE" for "site reliability engineer").
 */
const SAME_ROLE_SHARE = 0.5;

export function salaryRangeTool(postings: PostingsToolService): AssistantTool {
  return defineTool({
    description:
      'Pay range for a job title (and optionally a place) from stored job postings that state salary: count, ' +
      '25th percentile, median, 75th percentile, in the currency of the place asked. Pass the offer to get ' +
      'where it sits and a counter grounded in the data.',
    inputSchema: salaryInputSchema,
    execute: async ({ role, location, offer }): Promise<SalaryOutput> => {
      const market = location ? placeMarket(location) : null;
      // The search ranks any posting sharing a word ("Staff Software Engineer" for "staff
      // accountant"); only postings of the role asked state its pay.
      const search = async (place?: string) => {
        const found = await postings.search({ q: role, location: place, salaryMin: 1, pageSize: SALARY_SAMPLE });
        return {
          ...found,
          postings: found.postings.filter((p) => compareTitles(role, p.title).share >= SAME_ROLE_SHARE),
        };
      };
      /** Pay stated in the market's currency by postings in its country (or, by place, at the place searched). */
      const inCountry = (list: readonly JobPosting[], byPlace: boolean) =>
        market
          ? salaryStats(
              list.filter((p) => (p.salaryCurrency ?? 'USD') === market.currency && inMarket(p, market, byPlace)),
              market.currency,
            )
          : salaryStats(list);
      const enough = (s: SalaryStats | null): s is SalaryStats => (s?.count ?? 0) >= THIN_SALARY_DATA;
      const where = `${role}${location ? ` in ${location}` : ''}`;
      const lines: string[] = [];
      // A country ("the US", "Germany") is rarely written in a posting's location: search the role
      // everywhere and keep the postings whose own place is in that country.
      const stats = inCountry(
        (await search(market?.scope === 'country' ? undefined : location)).postings,
        market?.scope !== 'country',
      );
      const thin = !enough(stats);
      const localCount = stats?.count ?? 0;
      let basis: SalaryStats | null = stats;
      let wider: SalaryStats | null = null;
      if (stats) lines.push(statsLine(stats, where));
      else
        lines.push(`None of the stored postings for ${where} states its pay${market ? ` in ${market.currency}` : ''}.`);
      if (stats && thin)
        lines.push(
          `That is thin data (fewer than ${THIN_SALARY_DATA} postings), so treat it as a hint, not a benchmark.`,
        );
      if (thin && location) {
        const everywhere = (await search()).postings;
        // The same market first: the rest of the country, in its currency.
        const country = market?.scope === 'place' ? inCountry(everywhere, false) : null;
        if (market && enough(country) && country.count > localCount) {
          basis = wider = country;
          lines.push(statsLine(country, `${role} across ${market.countryName}`));
        } else if (!stats) {
          // Another market's pay is never the answer: shown only as a labelled comparison.
          const other = salaryStats(everywhere);
          if (enough(other)) {
            wider = other;
            lines.push(
              `For comparison only, from other markets (not ${location}'s pay): ${statsLine(other, `${role} postings elsewhere, in ${other.currency}`)}`,
            );
          }
        }
      }
      if (!basis)
        lines.push(
          `For a number to anchor on, check a pay survey for ${market?.countryName ?? location ?? 'the role'} (a government wage statistic or a professional body's survey); I will not guess one.`,
        );
      // A counter's figure needs a benchmark: on thin data the engine drafts one with the person's
      // own figure and a target they fill in instead (draft_counter_offer).
      const counter = Boolean(offer && enough(basis));
      if (offer && enough(basis)) lines.push(counterAdvice(offer, basis));
      return { text: lines.join('\n'), stats, wider, thin, counter };
    },
    sources: (output): ChatSource[] =>
      output.stats || output.wider
        ? [{ title: 'Careerloom job postings (stated salaries)', ref: 'jobs:salaries' }]
        : [],
  });
}

/** Whether a posting is in the market: its own place resolves to the country (or says nothing against it). */
function inMarket(posting: JobPosting, market: PlaceMarket, filteredByPlace: boolean): boolean {
  const own = placeMarket(posting.location);
  return own ? own.country === market.country : filteredByPlace;
}
