import { inferLevel } from '../interview/role-family';
import type { CandidateLevel } from '../interview/types';

/** Job markets with boards of their own; `other` is a named place we have no national board for. */
export const REGIONS = ['us', 'uk', 'ca', 'au', 'in', 'de', 'eu', 'other'] as const;
export type Region = (typeof REGIONS)[number];

export const REGION_LABELS: Record<Region, string> = {
  us: 'the US',
  uk: 'the UK',
  ca: 'Canada',
  au: 'Australia',
  in: 'India',
  de: 'Germany',
  eu: 'Europe',
  other: 'your area',
};

/** Where the person wants to work, as the job boards need it. */
export interface SearchLocation {
  remote: boolean;
  /** The place without the remote wording ("Berlin" from "Berlin or remote"); null when none. */
  place: string | null;
  /** The job market of the place (or of a remote search limited to one country); null when unknown. */
  region: Region | null;
}

const REMOTE = /\b(remote(ly)?|anywhere|work from home|wfh|distributed|home[- ]based|telework)\b/i;
const REMOTE_WORDS =
  /\b(fully |100% )?(remote(ly)?|anywhere|work from home|wfh|distributed|home[- ]based|telework)\b|\b(only|or|and|in|within|from)\b/gi;

/** US state codes after a comma ("Austin, TX"), checked before city names so "Cambridge, MA" is the US. */
const US_STATE_CODE =
  /,\s*(AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY)\b/;

/** Countries and the larger cities of each market; the first pattern that matches wins. */
const REGION_PATTERNS: ReadonlyArray<readonly [Region, RegExp]> = [
  [
    'us',
    /\b(usa?|u\.s\.a?\.?|united states|america|new york|nyc|san francisco|bay area|silicon valley|seattle|austin|boston|chicago|los angeles|denver|atlanta|miami|washington,? d\.?c\.?|dallas|houston|philadelphia|portland|san diego|san jose|minneapolis|detroit|phoenix|raleigh|nashville|pittsburgh|salt lake city|california|texas|florida|massachusetts|illinois|colorado|georgia|virginia|north carolina|ohio|michigan|pennsylvania|new jersey)\b/i,
  ],
  [
    'uk',
    /\b(uk|u\.k\.|united kingdom|great britain|britain|england|scotland|wales|northern ireland|london|manchester|birmingham|edinburgh|glasgow|leeds|bristol|cambridge|oxford|belfast|cardiff|liverpool|newcastle|sheffield|nottingham)\b/i,
  ],
  ['ca', /\b(canada|toronto|vancouver|montr[eé]al|ottawa|calgary|edmonton|waterloo|winnipeg|halifax|quebec)\b/i],
  ['au', /\b(australia|sydney|melbourne|brisbane|perth|adelaide|canberra|hobart)\b/i],
  [
    'in',
    /\b(india|bangalore|bengaluru|mumbai|delhi|new delhi|hyderabad|pune|chennai|gurgaon|gurugram|noida|kolkata|ahmedabad)\b/i,
  ],
  [
    'de',
    /\b(germany|deutschland|berlin|munich|m[uü]nchen|hamburg|frankfurt|cologne|k[oö]ln|stuttgart|d[uü]sseldorf|leipzig|dresden)\b/i,
  ],
  [
    'eu',
    /\b(europe|eu|emea|france|paris|lyon|netherlands|amsterdam|rotterdam|spain|madrid|barcelona|ireland|dublin|italy|milan|rome|sweden|stockholm|portugal|lisbon|porto|poland|warsaw|krak[oó]w|belgium|brussels|austria|vienna|denmark|copenhagen|finland|helsinki|czechia|prague|estonia|tallinn)\b/i,
  ],
];

/** The job market a place belongs to, or `other` for a place we do not recognise. */
export function regionOf(place: string): Region {
  if (US_STATE_CODE.test(place)) return 'us';
  for (const [region, pattern] of REGION_PATTERNS) if (pattern.test(place)) return region;
  return 'other';
}

/**
 * Reads the location field: "remote", "Remote (US only)", "Berlin", "London or remote". A remote
 * search keeps the country it is limited to, because most remote jobs hire in one country only.
 */
export function parseLocation(location: string): SearchLocation {
  const text = location.trim();
  const remote = REMOTE.test(text);
  const place =
    text
      .replace(REMOTE_WORDS, ' ')
      .replace(/[()[\]/|,;:+-]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || null;
  // Keep the original spelling of the place ("Austin, TX") for display; test the region on it too.
  const shownPlace = place && !remote ? text : place;
  const region = place ? regionOf(remote ? place : text) : null;
  return { remote, place: shownPlace, region: region === 'other' && remote ? null : region };
}

/** What the person's experience field says, as the levels to search. */
export interface SearchExperience {
  levels: CandidateLevel[];
  /** Students and interns: internship and campus boards fit. */
  student: boolean;
}

const LEVEL_WORDS: ReadonlyArray<readonly [CandidateLevel, RegExp]> = [
  [
    'entry',
    /\b(entry|junior|jr|graduate|grad|new grad|intern(ship)?s?|student|trainee|apprentice(ship)?|early[- ]career|beginner|no experience)\b/i,
  ],
  ['mid', /\b(mid|middle|intermediate|experienced)\b/i],
  ['senior', /\b(senior|sr|lead|staff|principal|expert|head|director|executive|vp)\b/i],
];
const ORDER: readonly CandidateLevel[] = ['entry', 'mid', 'senior'];
const STUDENT = /\b(intern(ship)?s?|student|co-?op|placement|graduate scheme|new grad)\b/i;

function levelForYears(years: number): CandidateLevel {
  if (years <= 2) return 'entry';
  if (years <= 6) return 'mid';
  return 'senior';
}

/**
 * Reads the experience field ("entry to mid-level", "3-5 years", "senior") into the levels to
 * search. A range ("entry to mid", "2-6 years") covers every level between its ends. With no level
 * words, the seniority in the keywords decides ("Senior Data Analyst"), and otherwise mid-level.
 */
export function parseExperience(experience: string, keywords = ''): SearchExperience {
  const found = new Set<CandidateLevel>();
  for (const [level, pattern] of LEVEL_WORDS) if (pattern.test(experience)) found.add(level);
  const years = /(\d{1,2})\s*(?:\+|plus)?\s*(?:(?:-|–|to)\s*(\d{1,2}))?\s*(?:years?|yrs?)/i.exec(experience);
  if (years) {
    found.add(levelForYears(Number(years[1])));
    if (years[2]) found.add(levelForYears(Number(years[2])));
  }
  if (found.size === 0 && /\S/.test(keywords)) found.add(inferLevel(keywords));
  if (found.size === 0) found.add('mid');
  const indices = [...found].map((l) => ORDER.indexOf(l));
  const levels = ORDER.slice(Math.min(...indices), Math.max(...indices) + 1);
  return { levels, student: STUDENT.test(experience) || STUDENT.test(keywords) };
}

/** Kinds of employer with boards of their own, recognised in the keywords. */
export const SECTORS = ['startup', 'nonprofit', 'public', 'climate', 'freelance'] as const;
export type Sector = (typeof SECTORS)[number];

export const SECTOR_LABELS: Record<Sector, string> = {
  startup: 'startup',
  nonprofit: 'nonprofit',
  public: 'public sector',
  climate: 'climate',
  freelance: 'freelance and contract',
};

const SECTOR_PATTERNS: ReadonlyArray<readonly [Sector, RegExp]> = [
  ['startup', /\b(start[- ]?ups?|early[- ]stage|seed|series [ab]|founding|ventures?[- ]backed)\b/i],
  [
    'nonprofit',
    /\b(non[- ]?profits?|not[- ]for[- ]profit|ngos?|charity|charities|foundation|social impact|mission[- ]driven)\b/i,
  ],
  [
    'public',
    /\b(government|federal|public sector|civil service|public service|state agency|municipal|policy analyst|public policy)\b/i,
  ],
  ['climate', /\b(climate|sustainab\w*|renewable\w*|clean ?energy|clean ?tech|solar|decarboni[sz]\w*|net zero|esg)\b/i],
  ['freelance', /\b(freelanc\w*|contract(or)?|consultant gigs?|gig|part[- ]time|self[- ]employed)\b/i],
];

/** The kinds of employer the keywords (or experience) name. */
export function parseSectors(text: string): Sector[] {
  return SECTOR_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([sector]) => sector);
}
