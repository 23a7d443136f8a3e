import { cleanJobTitle } from '../occupations/clean-job-title';
import { resolveOccupation, titleHeadCount } from '../occupations/resolve-occupation';
import { readsAsJobTitle } from '../occupations/title-line';
import { normaliseSkill } from '../skills/extract-skills';
import { degreesIn } from './degree-levels';
import { readExportBlocks } from './export-blocks';
import { joinSplitRanges, readPastedExperience } from './pasted-layout';
import { continuesDateRange, dateRangeWithin, findDateRange, yearsCovered } from './resume-dates';
import type {
  ResumeEducation,
  ResumeExperience,
  ResumeProfile,
  ResumeSection,
  ResumeUnreadPart,
} from './resume-profile';
import { statedTitle } from './stated-title';

type SectionKey = ResumeSection | 'contact' | 'other';

/** Heading variants, lower-cased with '&' spelled 'and'. 'other' headings only end the previous section. */
// A Map, not an object literal: a resume line reading "constructor" must not find Object.prototype.
const HEADINGS = new Map<string, SectionKey>();
const addHeadings = (key: SectionKey, variants: string[]) => {
  for (const v of variants) HEADINGS.set(v, key);
};
addHeadings('summary', [
  'summary',
  'professional summary',
  'career summary',
  'executive summary',
  'executive profile',
  'career overview',
  'professional overview',
  'profile',
  'professional profile',
  'about',
  'about me',
  'objective',
  'career objective',
  'professional objective',
  'overview',
  'personal statement',
  'summary of qualifications',
  'introduction',
  'bio',
]);
addHeadings('experience', [
  'experience',
  'work experience',
  'professional experience',
  'employment',
  'employment history',
  'work history',
  'career history',
  'relevant experience',
  'professional background',
  'career experience',
  'positions held',
  'experience and employment',
  'industry experience',
  'work',
  'professional history',
  'technical experience',
  // job-board exports' block headings (export-blocks.ts rewrites the blocks; these keep the raw
  // heading from being read as a name or a headline)
  'company details',
]);
addHeadings('education', [
  'education',
  'academic background',
  'educational background',
  'education and training',
  'academic qualifications',
  'academics',
  'education and certifications',
  'academic history',
  'degrees',
  'training and education',
  'academia',
  'academic credentials',
  'academic details',
  'academic profile',
  'academic qualification',
  'educational qualification',
  'educational qualifications',
  'educational details',
  'educational credentials',
  'education details',
  'education qualification',
  'qualification',
  'scholastic profile',
]);
addHeadings('skills', [
  'skills',
  'technical skills',
  'key skills',
  'core skills',
  'core competencies',
  'competencies',
  'skills and expertise',
  'areas of expertise',
  'expertise',
  'technologies',
  'tech stack',
  'tools',
  'skills and tools',
  'tools and technologies',
  'technical proficiencies',
  'professional skills',
  'skill set',
  'skillset',
  'relevant skills',
  'skills summary',
  'technical expertise',
  'qualifications',
  'skill details',
  'skills details',
]);
addHeadings('projects', [
  'projects',
  'personal projects',
  'selected projects',
  'key projects',
  'side projects',
  'open source',
  'academic projects',
  'notable projects',
  'project details',
  'projects details',
]);
addHeadings('certifications', [
  'certifications',
  'certificates',
  'licenses and certifications',
  'certifications and licenses',
  'licenses',
  'professional certifications',
  'courses and certifications',
]);
addHeadings('awards', [
  'awards',
  'honors',
  'honours',
  'awards and honors',
  'honors and awards',
  'awards and honours',
  'achievements',
  'accomplishments',
  'recognition',
]);
addHeadings('publications', [
  'publications',
  'selected publications',
  'papers',
  'research',
  'research and publications',
  'talks and publications',
]);
addHeadings('volunteer', [
  'volunteer',
  'volunteering',
  'volunteer experience',
  'volunteer work',
  'community involvement',
  'community service',
  'leadership and volunteering',
]);
addHeadings('languages', ['languages', 'language skills', 'spoken languages', 'language proficiency']);
addHeadings('contact', [
  'contact',
  'contact information',
  'contact details',
  'personal details',
  'personal information',
  'links',
  'profiles',
  'online',
]);
addHeadings('other', [
  'interests',
  'hobbies',
  'hobbies and interests',
  'references',
  'additional information',
  'activities',
  'extracurricular activities',
]);

// (card suits, stars and ticked boxes are how Word's symbol bullets come out of an export)
const BULLET_RE = /^\s*(?:[•●◦▪■□‣∙·*○➢►✓✔➤❖◆◇❑▸➔→〓⮚♦♣♠♥☑☒★☆✦✧◊➣⇒]|[-–—](?=\s))\s*/;
const EMAIL_RE = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/i;
const PHONE_RE = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)|\d{2,5})(?:[\s.-]?\d{2,5}){1,4}/g;
const URL_RE = /(?:https?:\/\/|www\.)[^\s|,;<>()]+|\b(?:linkedin\.com|github\.com|gitlab\.com)\/[^\s|,;<>()]+/gi;
const BARE_DOMAIN_RE = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:\/\S*)?$/i;
// (the full-width hyphen-minus "－" is how some builders' PDFs separate an employer from its place)
const FIELD_SPLIT_RE = /\t+|\s{3,}|\s+[|•·]\s+|\s+[—–\-－]\s+|\s+@\s+|\s+at\s+(?=[A-Z])/;
const FIELD_SPLIT_NO_AT_RE = /\t+|\s{3,}|\s+[|•·]\s+|\s+[—–\-－]\s+/;

const TITLE_WORDS = new Set(
  `engineer engineering developer programmer manager director analyst intern internship designer consultant lead head
  president vice vp ceo cto cfo coo cio ciso founder cofounder co-founder owner officer scientist specialist coordinator
  supervisor assistant associate architect administrator admin technician teacher tutor nurse accountant researcher
  professor lecturer student representative executive principal staff senior junior sr jr chief partner advisor adviser
  strategist writer editor producer marketer recruiter attorney lawyer paralegal clerk cashier barista server bartender
  chef cook driver operator mechanic electrician fellow postdoc instructor trainer therapist physician pharmacist
  consultant contractor freelancer volunteer agent planner buyer auditor economist statistician owner member`.split(
    /\s+/,
  ),
);
const COMPANY_WORDS = new Set(
  `inc inc. llc ltd ltd. corp corp. corporation co co. company group gmbh ag sa plc labs lab technologies technology
  systems solutions university college institute school agency bank hospital foundation studio studios partners
  holdings ventures freelance self-employed consulting services restaurant restaurants enterprises industries
  traders exporters builders constructions motors textiles hotels infotech`.split(/\s+/),
);
/** A company's legal form ("Pvt. Ltd", "Limited", "GmbH"): a name with one is an employer's, whatever its other words. */
const LEGAL_FORM_RE =
  /(?<![\p{L}\p{N}])(?:(?:inc|ltd|llc|llp|plc|pvt|limited|corp|corporation|gmbh|pte|pty)\.?|co\.)(?![\p{L}\p{N}])/iu;
const INSTITUTION_WORD_RE =
  /(?<![\p{L}\p{N}])(?:university|universit[éeàä]t?|universidad|universidade|universiteit|college|institute|institut|school|academy|polytechnic|politecnico|conservatory|seminary|ecole|école|hochschule|lyc[ée]e|gymnasium|(?:maha)?vidyalaya|vishwavidyalaya|vidyapee?th|vidyapith|faculty\s+of)(?![\p{L}\p{N}])/iu;
// Schools known by their initials ("IIT Bombay", "NIT Trichy", "BITS Pilani"), in capitals only: "bits" is a word.
const INSTITUTION_INITIALS_RE = /(?<![\p{L}\p{N}])(?:IIT|IIIT|NIT|BITS|IIM|IISc)(?![\p{L}\p{N}])/u;
/** A school's name: a word for a school in any language the resumes use, or a school's known initials. */
const isInstitution = (text: string): boolean => INSTITUTION_WORD_RE.test(text) || INSTITUTION_INITIALS_RE.test(text);
const US_STATE_OR_COUNTRY =
  /^(?:[A-Z]{2}|USA|U\.S\.A?\.?|UK|United States|United Kingdom|Canada|Mexico|Brazil|Germany|France|Spain|Italy|Netherlands|Ireland|Sweden|Norway|Denmark|Finland|Poland|Portugal|Switzerland|Austria|Belgium|India|China|Japan|Singapore|Australia|New Zealand|South Africa|Nigeria|Kenya|Israel|Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming|Ontario|Quebec|British Columbia|England|Scotland|Wales|United Arab Emirates|UAE|Dubai|Saudi Arabia|Qatar|Russia|Ukraine|Belarus|Moldova|Georgia|Armenia|Azerbaijan|Kazakhstan|Uzbekistan|Turkey|Türkiye|Greece|Cyprus|Malta|Czech Republic|Czechia|Slovakia|Hungary|Romania|Bulgaria|Serbia|Croatia|Slovenia|Estonia|Latvia|Lithuania|Luxembourg|Iceland|Argentina|Chile|Colombia|Peru|South Korea|Korea|Taiwan|Hong Kong|Morocco|Ghana|Ethiopia|Uganda|Tanzania|Jordan|Lebanon|Kuwait|Bahrain|Oman|Pakistan|Bangladesh|Sri Lanka|Nepal|Philippines|Malaysia|Indonesia|Vietnam|Thailand|Egypt|Andhra Pradesh|Arunachal Pradesh|Assam|Bihar|Chhattisgarh|Goa|Gujarat|Haryana|Himachal Pradesh|Jharkhand|Karnataka|Kerala|Madhya Pradesh|Maharashtra|Manipur|Meghalaya|Mizoram|Nagaland|Odisha|Orissa|Punjab|Rajasthan|Sikkim|Tamil Nadu|Telangana|Tripura|Uttar Pradesh|Uttarakhand|West Bengal|Delhi|Chandigarh|Puducherry|Jammu and Kashmir|New South Wales|Victoria|Queensland|Bavaria|Bayern)(?:\s+\d{5}(?:-\d{4})?)?$/;

/** The US Postal Service's state codes: two capitals that are a state, not initials ("QA", "HR"). */
const US_STATE_CODES = new Set(
  `AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR
  PA RI SC SD TN TX UT VT VA WA WV WI WY PR`.split(/\s+/),
);

/**
 * "Marriott Austin , TX Chef de Partie": an employer and its place, then the title with no
 * separator, as resume builders export a role's line. The region after the comma (a state's
 * code or name, a country, or a template's own "City , State") ends the place; what follows is
 * the title when it reads as one. Undefined otherwise.
 */
function regionThenTitle(fields: string): { before: string; location: string; title: string } | undefined {
  for (let at = fields.indexOf(','); at > 0; at = fields.indexOf(',', at + 1)) {
    const before = fields.slice(0, at).trim();
    const after = fields
      .slice(at + 1)
      .trim()
      .split(/\s+/);
    if (!/\p{L}/u.test(before)) continue;
    for (let k = 1; k <= 3 && k < after.length; k++) {
      const region = after.slice(0, k).join(' ');
      const isRegion =
        US_STATE_CODES.has(region) ||
        (!/^[A-Z]{2}$/.test(region) && US_STATE_OR_COUNTRY.test(region)) ||
        (region === 'State' && /\bCity$/.test(before));
      if (!isRegion) continue;
      const title = after.slice(k).join(' ');
      if (roleScore(title) > 0) return { before, location: region, title };
    }
  }
  return undefined;
}

interface Section {
  key: SectionKey;
  lines: string[];
}

/** Normalises a candidate heading line ("WORK EXPERIENCE:", "E X P E R I E N C E") for lookup. */
function headingKey(line: string): SectionKey | undefined {
  let s = line.trim();
  if (s.length > 45 || s.length < 3) return undefined;
  if (/^(?:\p{L} ){2,}\p{L}$/u.test(s)) s = s.replace(/ /g, '');
  s = s
    .replace(/^[#=*_\-–—•|\s]+|[#=*_\-–—|:\s]+$/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/\s+/g, ' ');
  return (
    HEADINGS.get(s) ??
    (s.length >= 9 ? nearHeading(s) : undefined) ??
    experienceHeading(line.trim(), s) ??
    educationHeading(line.trim(), s) ??
    sideBySideHeadings(line.trim(), s)
  );
}

/**
 * "Experience Skills", "SUMMARY EDUCATION": two columns' headings on one line, as a two-column
 * layout's text comes out of a converter; the left column's heading opens what follows (its lines
 * come first). Without it, neither section was found and a resume's roles were read as no entry.
 */
const HEADING_QUALIFIER_RE = /^(?:summary|profile|overview|details|history|highlights|record|objective)$/;
function sideBySideHeadings(line: string, key: string): SectionKey | undefined {
  if (!setAsHeading(line)) return undefined;
  const words = key.split(' ');
  for (let k = 1; k < words.length; k++) {
    const left = HEADINGS.get(words.slice(0, k).join(' '));
    const right = words.slice(k).join(' ');
    // "Experience Summary", "Skills Profile": one heading whose second word qualifies the first
    if (left && HEADINGS.has(right) && !HEADING_QUALIFIER_RE.test(right)) return left;
  }
  return undefined;
}

/** A line set as a heading: in capitals, ending in a colon, or of two or three capitalised words; not a bullet. */
function setAsHeading(line: string): boolean {
  if (/^[•·▪●◦*\-–—]/.test(line)) return false;
  const letters = line.replace(/[^\p{L}]/gu, '');
  const words = line.replace(/:$/, '').split(/\s+/);
  return (
    letters === letters.toUpperCase() ||
    /:$/.test(line) ||
    (words.length >= 2 && words.length <= 3 && words.every((w) => /^[\p{Lu}&]/u.test(w)))
  );
}

/**
 * Education under a name the list does not hold: "EDUCATIONAL PROFILE", "ACADEMIC RECORD",
 * "FORMAL EDUCATION", "EDUCATION & CREDENTIALS", "PROFESSIONAL QUALIFICATION", "SCHOLASTICS".
 * Not academic projects, achievements or awards, which have their own sections.
 */
const EDUCATION_HEADING_RE =
  /^(?:[a-z&]+ ){0,2}(?:education|educational|academics?|scholastics?)(?: (?:and |& )?(?:details|profile|background|records?|summary|history|qualifications?|credentials|certifications?|training|courses))*$|^(?:(?:professional|technical|educational|academic) )qualifications?(?: details| summary)?$|^qualifications? details$/;
// "SUMMARY EDUCATION": two columns' headings side by side
const NOT_EDUCATION_HEADING_RE =
  /\b(?:projects?|achievements?|awards?|honou?rs?|activities|excellence|performance|experience|adult|continuing|special|physical|summary|objective|skills?)\b/;
function educationHeading(line: string, key: string): SectionKey | undefined {
  // "Secondary Education", "Higher Education" on an education line name the qualification
  return EDUCATION_HEADING_RE.test(key) &&
    !NOT_EDUCATION_HEADING_RE.test(key) &&
    setAsHeading(line) &&
    degreesIn(line).length === 0
    ? 'education'
    : undefined;
}

/**
 * The many names of an experience section the list does not hold: "ORGANIZATIONAL EXPERIENCE",
 * "EMPLOYMENT DETAILS", "JOB HISTORY", "INTERNSHIPS", "TEACHING EXPERIENCE", "Work Profile",
 * "Career Graph", "Organisational Scan". Without its heading, a resume's roles were read into the section above and none
 * was found. Only a line set as a heading (in capitals, ending in a colon, or of two or three
 * words each capitalised) and not one that counts years or says it summarises.
 */
const EXPERIENCE_HEADING_RE =
  /^(?:[a-z&]+ ){0,3}(?:experiences?|employments?|internships?)(?: (?:details?|history|record|profile|scan))?$|^(?:[a-z&]+ ){0,2}(?:work|job|career|employment|professional) (?:history|profile|record|graph|scan|details|career)$|^organi[sz]ational scan$/;
// "Experience Summary" heads a list of skills as often as of roles; "Responsibilities and
// Experience:" is a label inside an entry
const NOT_EXPERIENCE_HEADING_RE =
  /\b(?:years?|summary|overview|objective|skills?|volunteer\w*|of experience|responsibilit\w*|duties|achievements?)\b/;
function experienceHeading(line: string, key: string): SectionKey | undefined {
  return EXPERIENCE_HEADING_RE.test(key) && !NOT_EXPERIENCE_HEADING_RE.test(key) && setAsHeading(line)
    ? 'experience'
    : undefined;
}

/** A heading misspelt by one letter ("ACADEMEIC CREDENTIALS", "EXPERINCE"); long ones only. */
function nearHeading(s: string): SectionKey | undefined {
  for (const [heading, key] of HEADINGS) {
    if (heading.length >= 9 && Math.abs(heading.length - s.length) <= 1 && withinOneEdit(heading, s)) return key;
  }
  return undefined;
}

function withinOneEdit(a: string, b: string): boolean {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const tailA = a.slice(i + 1);
  const tailB = b.slice(i + 1);
  return tailA === tailB || a.slice(i) === tailB || tailA === b.slice(i);
}

function splitSections(lines: string[]): { header: string[]; sections: Section[] } {
  const header: string[] = [];
  const sections: Section[] = [];
  for (const line of lines) {
    const key = headingKey(line);
    if (key) sections.push({ key, lines: [] });
    else (sections[sections.length - 1]?.lines ?? header).push(line);
  }
  return { header, sections };
}

const clean = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:|•·–—-]+|[\s,;:|•·–—-]+$/g, '')
    .trim();

/**
 * A name as it should be shown: no debris left where dates or separators were cut out ("Confluent
 * ( )", "Engineer –", "| Acme", "Acme (", "at Acme"). Runs until nothing changes, since removing one
 * piece of debris can expose the next ("Acme ( ) |").
 */
function tidyName(s: string): string {
  let out = s;
  for (let previous = ''; previous !== out; ) {
    previous = out;
    out = clean(
      out
        .replace(/[([{]\s*[,;:|•·–—/-]*\s*[)\]}]/g, ' ')
        .replace(/\s*[([{][^)\]}]*$/, (m) => (/[\p{L}\p{N}]/u.test(m) ? m : ' '))
        .replace(/^[^([{]*?[)\]}]\s*/, (m) => (/[([{]/.test(m) || /[\p{L}\p{N}]/u.test(m) ? m : ' '))
        .replace(/^(?:at|@)\s+|\s+(?:at|@)$/giu, ' ')
        .replace(/[/\\]+$|^[/\\]+/g, ' '),
    );
  }
  return out;
}

/**
 * Removes a matched date from a line together with the brackets around it ("(Jan 2020 – Present)").
 * A tab stands in its place: a date between two fields ("Sous Chef 06/2015 to 05/2019 Hotel
 * Adlon Berlin", as resume builders export) separates them.
 */
function withoutDate(line: string, match: string): string {
  const escaped = match.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return line.replace(new RegExp(`[([{]\\s*${escaped}\\s*[)\\]}]|${escaped}`), '\t');
}

function splitFields(line: string, splitOnAt = true): string[] {
  // "Engineer at Acme" is a title and a company, but "University of Texas at Austin" is one name.
  return line
    .split(splitOnAt ? FIELD_SPLIT_RE : FIELD_SPLIT_NO_AT_RE)
    .map(clean)
    .filter((p) => p.length > 0);
}

function isBullet(line: string): boolean {
  return BULLET_RE.test(line) && line.replace(BULLET_RE, '').trim().length > 0;
}

function stripBullet(line: string): string {
  return clean(line.replace(BULLET_RE, ''));
}

function words(s: string): string[] {
  return s
    .toLowerCase()
    .split(/[^a-z.&'-]+/)
    .filter(Boolean);
}

function titleScore(s: string): number {
  const w = words(s).map((x) => x.replace(/[.]$/, ''));
  // "Co-CEO", "Co-Owner": a role shared
  const role = (x: string) => TITLE_WORDS.has(x) || (x.startsWith('co-') && TITLE_WORDS.has(x.slice(3)));
  return w.filter(role).length - w.filter((x) => COMPANY_WORDS.has(x)).length * 2;
}

const TEMPLATE_PLACE_RE = /^City\s*,\s*State$/;

/**
 * "Austin, TX", "Berlin, Germany"; with `regions`, also a city with a region and a country
 * ("Mountain View, CA, USA"), which alone could as well be an employer and two places.
 */
function isLocation(s: string, regions = false): boolean {
  if (/^(?:remote|hybrid|on-?site|remote \(.*\))$/i.test(s)) return true;
  // a template's own place, left as its builder wrote it ("Company Name － City , State"): with
  // the place unread, the title took the employer's words ("Sales Associate Company Name")
  if (TEMPLATE_PLACE_RE.test(s)) return true;
  const m = s.match(/^([A-Z][A-Za-z.'’ -]+),\s*(.+)$/);
  if (!m?.[1] || !m[2] || titleScore(m[1]) > 0) return false;
  const places = regions ? m[2].split(/,\s*/) : [m[2]];
  return places.length <= 2 && places.every((p) => US_STATE_OR_COUNTRY.test(p.trim()));
}

/**
 * A place as resumes write it, in brackets or after an employer: "Berlin, Germany", "Mountain
 * View, CA, USA", "Remote", or country first ("Israel, Rehovot", "Russia, Moscow").
 */
export function isPlace(text: string): boolean {
  const s = text.trim();
  if (isLocation(s, true)) return true;
  const m = /^([A-Z][A-Za-z.'’ -]+),\s*([A-Z][A-Za-z.'’ -]+)$/.exec(s);
  return Boolean(m?.[1] && m[2] && US_STATE_OR_COUNTRY.test(m[1].trim()) && titleScore(m[2]) === 0);
}

/**
 * An employer with its place after a comma ("Google, Mountain View, CA, USA"): the name and the
 * place, the place as long as it reads as one (city, region, country). Undefined when no tail is a place.
 */
export function splitTrailingLocation(text: string): { head: string; location: string } | undefined {
  for (let at = text.indexOf(', '); at > 0; at = text.indexOf(', ', at + 2)) {
    const head = text.slice(0, at).trim();
    const location = text.slice(at + 2).trim();
    if (/\p{L}/u.test(head) && isLocation(location, true)) return { head, location };
  }
  return undefined;
}

function isPhone(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '');
  if (digits.length < 9 || digits.length > 15) return false;
  const range = findDateRange(candidate);
  return !range || range.match.length < candidate.trim().length / 2;
}

/** At least this many O*NET titles end in a word for it to be a role noun (leader, lead, coordinator, sales). */
const SLOT_ROLE_HEAD_COUNT = 20;

/**
 * The first line of a template whose next line is a section heading, in capitals, names its
 * owner's title when one of its words is a role noun: "CLAIMS SUBJECT MATTER EXPERT", "BPO TEAM
 * LEADER", "TIMESHARE SALES". Its other words need not be O*NET's (BPO, timeshare); a name
 * ("RACHEL GUARDADO") has no role noun.
 */
function opensAsTitleSlot(line: string): boolean {
  const l = line.trim();
  if (l.length > 100 || /[@\d]{3}|https?:|www\./.test(l) || l !== l.toUpperCase() || !/\p{Lu}{2}/u.test(l))
    return false;
  const words = l
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  if (words.length < 2 || words.length > 12) return false;
  return words.some((w) => titleHeadCount(w) >= SLOT_ROLE_HEAD_COUNT) && resolveOccupation(cleanJobTitle(l)) !== null;
}

function parseContact(header: string[], contactLines: string[], all: string[]): ResumeProfile['contact'] {
  const near = [...header, ...contactLines];
  const segments = near
    .flatMap((l) => l.split(/\t+|\s*[|•·]\s*|\s{3,}/))
    .map(clean)
    .filter(Boolean);
  const email = (near.join(' ').match(EMAIL_RE) ?? all.join('\n').match(EMAIL_RE))?.[0];

  let phone: string | undefined;
  for (const source of [near, all.slice(0, 15)]) {
    for (const m of source.join('\n').matchAll(PHONE_RE)) {
      if (isPhone(m[0])) {
        phone = m[0].trim();
        break;
      }
    }
    if (phone) break;
  }

  const links: string[] = [];
  const addLink = (raw: string) => {
    const link = raw.replace(/[.,;:)]+$/, '');
    if (!links.some((l) => l.toLowerCase() === link.toLowerCase())) links.push(link);
  };
  for (const m of near.join('\n').matchAll(URL_RE)) addLink(m[0]);
  for (const seg of segments) if (!seg.includes('@') && BARE_DOMAIN_RE.test(seg)) addLink(seg);
  // LinkedIn and GitHub profiles count wherever they appear (some resumes put them in a footer).
  for (const m of all.join('\n').matchAll(URL_RE)) if (/linkedin\.com|github\.com/i.test(m[0])) addLink(m[0]);

  const looksLikeName = (l: string) =>
    l.length <= 50 &&
    !/[\d@/\\:|]/.test(l) &&
    !headingKey(l) &&
    !statesTitle(l) &&
    /^(?:[\p{Lu}][\p{L}'’.-]*\.?)(?:\s+[\p{Lu}][\p{L}'’.-]*\.?){1,4}$/u.test(l.trim());
  const nameSource = header.length > 0 ? header : [...contactLines, ...all.slice(0, 5)];
  // A template that opens with one capitalised line and then a section heading ("BPO TEAM LEADER",
  // then "Summary") puts its owner's title there, not their name.
  const titleSlot = header.length === 1 && header[0] === all[0] && opensAsTitleSlot(header[0] as string);
  let nameIndex = titleSlot ? -1 : nameSource.findIndex(looksLikeName);
  // "john doe", "Vamsi krishna": a name typed in any case, trusted only on the first lines.
  if (nameIndex < 0 || nameIndex > 2) {
    // Its words must recur in an email address or a link near the top ("indeed.com/r/john-doe").
    const handles = [
      ...all
        .slice(0, 15)
        .join(' ')
        .matchAll(/[\w.%+-]+@|(?:https?:\/\/|www\.|\w+\.com\/)\S+/gi),
    ]
      .map((m) => m[0].toLowerCase())
      .join(' ');
    const relaxed = nameSource.slice(0, 2).findIndex(
      (l) =>
        looksLikeNameInAnyCase(l) &&
        l
          .toLowerCase()
          .split(/\s+/)
          .some((w) => w.length >= 3 && handles.includes(w)),
    );
    if (relaxed >= 0) nameIndex = relaxed;
  }
  const name = nameIndex >= 0 ? nameSource[nameIndex]?.trim() : undefined;
  const next = nameIndex >= 0 ? nameSource[nameIndex + 1] : undefined;
  // A resume that opens with its owner's title ("SOUS CHEF" states a job, not a person) has that
  // as its headline; else the line under the name; without a name line (an anonymised resume),
  // the first lines' title.
  const opening = nameSource[0];
  const headline =
    opening !== undefined && nameIndex !== 0 && (titleSlot || statesTitle(opening))
      ? opening.trim()
      : next &&
          next.length <= 80 &&
          !EMAIL_RE.test(next) &&
          !/\d{3}|https?:|www\./.test(next) &&
          !next.includes('\t') &&
          !headingKey(next)
        ? clean(next)
        : nameIndex < 0
          ? nameSource
              .slice(0, 3)
              .find((l) => statesTitle(l))
              ?.trim()
          : undefined;

  // A known state or country first; then any "Place, Region" that is not a job title.
  const location =
    segments.find((s) => isLocation(s)) ??
    segments.find(
      (s) =>
        !s.includes('@') &&
        titleScore(s) <= 0 &&
        /^[A-Z][\p{L}.'’ -]+,\s*[\p{L}][\p{L}.'’ -]+(?:,\s*[\p{L} ]+)?(?:\s+\d{5})?$/u.test(s),
    );

  return {
    ...(name ? { name } : {}),
    ...(headline && headline !== name ? { headline } : {}),
    ...(email ? { email } : {}),
    ...(phone ? { phone } : {}),
    ...(location ? { location } : {}),
    links,
  };
}

/**
 * How sure the occupation resolver must be (0 to 1) that a line's opening words are a title with
 * an employer's name after them ("Accountant Acme Holdings"): an O*NET title, or nearly.
 */
const EXACT_TITLE_SCORE = 0.9;

/** Whether the occupation resolver reads `text` as a title it knows ("Director of Information Technology"). */
const resolverKnowsTitle = (text: string): boolean =>
  (resolveOccupation(cleanJobTitle(text))?.score ?? 0) >= EXACT_TITLE_SCORE;

/**
 * A short line that states a job, not a person ("SOUS CHEF", "Kindergarten Teacher"): not a heading,
 * and a job title by `readsAsJobTitle` (names that are also trades, "Mark Butcher", stay names).
 */
function statesTitle(line: string): boolean {
  const l = line.trim();
  return l.length > 0 && !headingKey(l) && readsAsJobTitle(l);
}

/** Splits "Sous Chef Hotel Adlon" into an opening job title and the rest; undefined when none opens it. */
function titleThenRest(part: string): { title: string; rest: string } | undefined {
  // "Customer Service Specialist III", "Director of Information Technology": the whole is a title
  // (a grade or the end of an 'of' phrase is not an employer)
  if (resolverKnowsTitle(part)) return undefined;
  const tokens = part.split(/\s+/);
  for (let n = Math.min(6, tokens.length - 1); n >= 1; n--) {
    const title = tokens.slice(0, n).join(' ');
    const after = tokens.slice(n).join(' ');
    // "Data Analyst (Contract)": a bracket after the title qualifies it, it names no employer.
    if (/^[([{]/.test(after)) continue;
    // "Intern in Marketing Operations": a phrase joined by a small word is one title
    if (ENDS_MID_PHRASE_RE.test(title) || /^(?:in|of|for|with|at|and|to|on)\s/i.test(after)) continue;
    const rest = after.replace(/^[^\p{L}\p{N}]+/u, '');
    // "Server Support Engineer" is one title, not the title "Server" at the employer "Support Engineer".
    if (titleScore(rest) > 0) return undefined;
    // a title the resolver is less sure of ("Multimedia Intern") ends in a role's word before a
    // name with a company's word ("Acme Studios")
    // (a bracket after it qualifies it: "Production Assistant (Temp-Hire)")
    const roleWord =
      words(title.replace(/\s*\([^()]*\)$/, ''))
        .at(-1)
        ?.replace(/[.]$/, '') ?? '';
    const endsInRole = TITLE_WORDS.has(roleWord) && roleScore(title) > 0;
    if (
      /\p{L}/u.test(rest) &&
      ((statesTitle(title) && resolverKnowsTitle(title)) || (endsInRole && namesCompany(rest) && !namesCompany(title)))
    )
      return { title, rest };
  }
  return undefined;
}

const NOT_NAME_WORDS = new Set(
  'resume résumé cv curriculum vitae biodata profile the and of for to in with my a an at on by from page'.split(' '),
);

/** Two to four words of letters in any case, none a job-title, company or common word: a name. */
function looksLikeNameInAnyCase(line: string): boolean {
  const l = line.trim();
  if (l.length > 40 || /[\d@/\\:|,]/.test(l) || headingKey(l)) return false;
  const tokens = l.split(/\s+/);
  if (tokens.length < 2 || tokens.length > 4) return false;
  if (!tokens.every((t) => /^\p{L}[\p{L}'’.-]*$/u.test(t))) return false;
  return !words(l).some((w) => TITLE_WORDS.has(w) || COMPANY_WORDS.has(w) || NOT_NAME_WORDS.has(w));
}

/** Joins prose lines, re-attaching a lowercase continuation to the bullet it wraps from. */
function joinContinuations(lines: string[]): string[] {
  const out: string[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const prev = out[out.length - 1];
    if (prev !== undefined && isBullet(prev) && !isBullet(line) && /^[\p{Ll}(&]/u.test(line)) {
      out[out.length - 1] = `${prev} ${line}`;
    } else out.push(line);
  }
  return out;
}

/** A short line that can be a title/company/date line rather than prose. */
function isHeaderish(line: string, maxLength = 90): boolean {
  if (isBullet(line) || line.length > maxLength) return false;
  const wordCount = line.split(/\s+/).length;
  return !(/[.!?]$/.test(line) && wordCount > 4);
}

// "Company Name", "Name of the Organisation", "Current Employer", "Position Held": the labels
// Indian and European resumes put before an entry's employer and role.
const LABELLED_RE =
  /^((?:(?:current|present|previous|last)\s+)?(?:company|organi[sz]ation|employer|firm)(?:'?s)?(?:\s+name)?|name\s+of\s+(?:the\s+)?(?:company|organi[sz]ation|employer|firm)|client|(?:current\s+)?designation|position(?:\s+held)?|role|job\s+title|title)\s*(?::|\s[–-])\s*(.+)$/i;

/** "Company Name: Acme", "Designation - Engineer": a field named by its label, or undefined. */
function labelledField(line: string): { field: 'title' | 'company'; value: string; place?: string } | undefined {
  const m = LABELLED_RE.exec(stripBullet(line));
  if (!m?.[1] || !m[2]) return undefined;
  const value = tidyName(m[2]);
  // "Role: Worked on the chat bot. Developed queries": a sentence, not a title. A full stop after
  // a legal form or an initial ends a name ("Bluewave Logistics Pvt. Ltd.", "Acme Co.").
  const sentence = /[!?]$/.test(value) || (/\.$/.test(value) && !/(?:^|[\s.])(?:\p{L}|\p{L}{2,4})\.$/u.test(value));
  if (!value || value.length > 70 || value.split(/\s+/).length > 9 || sentence) return undefined;
  if (!/^(?:client|.*(?:company|organi|employer|firm))/i.test(m[1])) return { field: 'title', value };
  // "Employer: Vertex Traders Pvt Ltd, Nashik": the town after a named employer is its place
  const placed = trailingPlace(value, false);
  return placed ? { field: 'company', value: placed.head, place: placed.place } : { field: 'company', value };
}

// Labels inside an entry that are not a title or an employer ("Duration", "Key skills", "Environment").
const ENTRY_LABEL_RE =
  /^(?:duration|period|dates?|tenure|environment|team\s+size|technolog(?:y|ies)(?:\s+used)?|tools(?:\s+used)?|platforms?|key\s+skills|skills\s+used|description|project(?:\s+(?:name|details|description|title))?|(?:key\s+|roles?\s+(?:and|&)\s+)?responsibilit(?:y|ies)(?:\s+areas)?|roles?|achievements|joining\s+date|client)\s*(?:[:–-].*)?$/i;
// A wrapped line of prose stops mid-phrase ("…which was published in", "…such as").
const ENDS_MID_PHRASE_RE = /(?:,|\b(?:in|of|the|and|to|a|an|with|for|from|by|on|as|or|which|that|is|was))$/i;

/** A short line that can head an entry: not a sentence, not a label for what follows ("Responsibilities:"). */
function canHead(line: string): boolean {
  return (
    isHeaderish(line, 70) &&
    !/[.!?:]$/.test(line) &&
    !ENDS_MID_PHRASE_RE.test(line) &&
    !ENTRY_LABEL_RE.test(stripBullet(line))
  );
}

/** A date that anchors an entry: a range, or a lone date on a short line (not a year inside a sentence). */
function anchorDate(line: string): ReturnType<typeof findDateRange> {
  // "Worked as Accountant in Kaveri Traders Pvt Ltd from 2010 to 2013.": a role told in a sentence
  if (line.length <= 200 && roleInSentence(line)) {
    const date = findDateRange(line);
    // "since July 2016": from then on
    if (date && !date.start && /\bsince\s*$/i.test(line.slice(0, line.indexOf(date.match))))
      return { ...date, start: date.end, end: 'present' };
    if (date) return date;
  }
  if (!isHeaderish(line, 140)) return undefined;
  const date = findDateRange(line);
  if (!date) return undefined;
  const rest = withoutDate(line, date.match)
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w));
  if (!date.start && rest.length > 6) return undefined;
  return date;
}

function assignTitleCompany(entry: ResumeExperience, headerLines: string[]): void {
  // A role line over a job board's employer line ("Team Lead - Customer Support" / "Contoso -
  // Pune, Maharashtra -"): the role line is the title whole; split at its dash or comma, its
  // second half was taken for the employer.
  const lines = headerLines.map((l) => l.trim()).filter(Boolean);
  // the employer line as a dash alone names none: the line above it is the role whole, unless
  // it names the employer itself ("Sales Engineer - Concept Technology Solution")
  const [first = '', second = ''] = lines;
  if (
    !entry.title &&
    lines.length === 2 &&
    /^[-–]$/.test(second) &&
    !labelledField(first) &&
    !FIELD_SPLIT_NO_AT_RE.test(first)
  ) {
    const title = tidyName(first);
    if (/\p{L}/u.test(title)) {
      entry.title = title;
      return;
    }
  }
  const board = lines.filter((l) => isBoardEmployerLine(l) && !labelledField(l));
  const role = lines.find((l) => !board.includes(l));
  if (
    !entry.title &&
    lines.length === 2 &&
    board.length === 1 &&
    role !== undefined &&
    lines[0] === role &&
    !role.includes('\t') &&
    !labelledField(role) &&
    !ENTRY_LABEL_RE.test(role) &&
    // "Volunteer Contestant, Yappon" / "Contoso -": the comma is inside the role, the employer is below
    /\s[-–]\s|,\s/.test(role) &&
    !LEGAL_FORM_RE.test(role)
  ) {
    // "DXC Technology, Business Objects Administrator": a name with a company's word beside the
    // role is where the role was done (a client, a parent company), not part of the title
    const sides = role.split(/,\s+/);
    const [a = '', b = ''] = sides;
    const [t, other] = titleScore(a) > 0 ? [a, b] : [b, a];
    const named = (s: string) => LEGAL_FORM_RE.test(s) || words(s).some((w) => COMPANY_WORDS.has(w));
    const split = sides.length === 2 && titleScore(a) > 0 !== titleScore(b) > 0 && named(other) && !named(t);
    entry.title = tidyName(split ? t : role);
    assignTitleCompany(entry, board);
    return;
  }
  const parts: string[] = [];
  for (const line of headerLines) {
    const named = labelledField(line);
    if (named) {
      entry[named.field] ??= named.value;
      if (named.place) entry.location ??= named.place;
      continue;
    }
    const told = roleInSentence(line);
    if (told) {
      entry.title ??= told.title;
      entry.company ??= told.company;
      if (told.place) entry.location ??= told.place;
      continue;
    }
    let fieldsOfLine = splitFields(line);
    // "Acme - Doha -", "Acme - Kuala Lumpur, Wilayah Persekutuan -": a job board's employer line
    // ends in a dash after the place, so its last field is the place whether or not it is a known one.
    const place = fieldsOfLine.at(-1);
    if (
      /\s[-–]$/.test(line.trim()) &&
      fieldsOfLine.length >= 2 &&
      place &&
      !entry.location &&
      /^\p{Lu}[\p{L}.'’ -]*(?:,\s*\p{Lu}[\p{L}.'’ -]*){0,2}$/u.test(place) &&
      place.split(/\s+/).length <= 5 &&
      roleScore(place) <= 0 &&
      !LEGAL_FORM_RE.test(place) &&
      !words(place).some((w) => COMPANY_WORDS.has(w))
    ) {
      entry.location = place;
      fieldsOfLine = fieldsOfLine.slice(0, -1);
    }
    for (const part of fieldsOfLine) {
      // "Operating System: Windows 7", "Location: Pune": a label this reader does not know, with
      // its value; "Secretary of", "Hyderabad from": a phrase cut off. Neither is a title or an employer.
      if (ENTRY_LABEL_RE.test(part) || /^[^:]{2,30}:\s/.test(part) || ENDS_MID_PHRASE_RE.test(part)) continue;
      if (!entry.location && isLocation(part)) {
        entry.location = part;
        continue;
      }
      // "Google, Mountain View, CA, USA": the employer keeps its name, the place is the location.
      const placed = entry.location ? undefined : splitTrailingLocation(part);
      const fields = placed?.head ?? part;
      if (placed) entry.location = placed.location;
      const regional = regionThenTitle(fields);
      if (regional) {
        entry.location ??= regional.location;
        parts.push(regional.before, regional.title);
        continue;
      }
      const joined = roleAndEmployer(fields);
      if (joined) {
        if (joined.place) entry.location ??= joined.place;
        parts.push(joined.title, joined.company);
        continue;
      }
      // "M/s. Vertex Engineering Works, Pune": a firm's name and its town, though 'engineering' reads as a role's word
      const town = trailingPlace(fields, false);
      if (town && !town.head.includes(', ')) {
        entry.location ??= town.place;
        parts.push(town.head);
        continue;
      }
      // "Senior Engineer, Acme Corp" or "Acme Corp, Senior Engineer": a comma between a title and a company.
      const comma = fields.indexOf(', ');
      if (comma > 0) {
        const a = fields.slice(0, comma);
        const b = fields.slice(comma + 2);
        // ("Vice-President, Information Technology" is one title the resolver knows)
        const oneTitle = resolverKnowsTitle(fields);
        if (titleScore(a) > 0 !== titleScore(b) > 0 && !oneTitle) {
          // "Sales Executive, Vertex Motors, Chennai": the place after the employer
          const placed = titleScore(a) > 0 ? trailingPlace(b, true) : undefined;
          if (placed) entry.location ??= placed.place;
          parts.push(a, placed?.head ?? b);
          continue;
        }
      }
      parts.push(fields);
    }
  }
  const candidates: string[] = [];
  for (const raw of parts) {
    let part = tidyName(raw);
    // "Confluent (Remote)", "Acme (Berlin, Germany)", "Bank Otkritie (Russia, Moscow)": a location
    // in brackets after the name; "(Israel, Rehovot)" alone is the place of an unnamed employer.
    const bracketed = /^(.*?)\s*\(([^()]+)\)$/.exec(part);
    if (bracketed?.[2] && (isPlace(bracketed[2]) || /^(?:remote|hybrid|on-?site)\b/i.test(bracketed[2].trim()))) {
      entry.location ??= bracketed[2].trim();
      part = tidyName(bracketed[1] ?? '');
    }
    if (/\p{L}/u.test(part) && !notANameField(part)) candidates.push(part);
  }
  if (candidates.length === 0) return;
  // "Accountant Acme Holdings City, State": a title and an employer with no separator between
  // them, as resume builders export a role's line. The longest opening words that name an
  // occupation are the title.
  if (candidates.length === 1 && !entry.title) {
    const split = titleThenRest(candidates[0] as string);
    if (split) candidates.splice(0, 1, split.title, split.rest);
  }
  // both named by their labels ("Employer: X", "Job Title: Y"): what is left is no field of theirs
  if (entry.title && entry.company) return;
  const scored = candidates.map((p) => ({ p, score: roleScore(p) }));
  const best = scored.reduce((a, b) => (b.score > a.score ? b : a));
  // A second call (a line below the date) only fills what the first left empty.
  if (entry.title && !entry.company) {
    entry.company = candidates[0];
  } else if (entry.company && !entry.title) {
    entry.title = candidates[0];
  } else if (best.score > 0) {
    entry.title = best.p;
    const company = candidates.find((p) => p !== best.p);
    if (company) entry.company = company;
  } else if (candidates.length === 1) {
    entry.company = candidates[0];
  } else {
    entry.title = candidates[0];
    entry.company = candidates[1];
  }
  if (entry.company !== undefined) {
    const name = employerName(entry.company);
    if (name) entry.company = name;
    else delete entry.company;
  }
}

// A common noun standing where an employer's name was withheld or never written ("Confidential",
// "Client", "Site"): no employer's name.
const PLACEHOLDER_EMPLOYER_RE =
  /^(?:confidential|undisclosed|not\s+disclosed|client|company|employer|organi[sz]ation|firm|n\/?a|various|site|service|office|management|project)$/i;

/**
 * An employer's name as given, without a list's number before it ("8 Federal Mogul", "2. Contoso")
 * or a bracket left open by a cut ("NAGPUR)"); undefined for a placeholder.
 */
function employerName(company: string): string | undefined {
  let name = company;
  // the number of a list ("8 Federal Mogul"), not a name's own ("3M", "24/7 Inc", "7 Eleven")
  // (two words at least after the number, besides a legal form: "5 Star Ltd" keeps its number)
  const numbered = /^\d{1,2}[.)]?\s+(\p{Lu}.*)$/u.exec(name);
  const rest = numbered?.[1] ?? '';
  if (rest.replace(LEGAL_FORM_RE, ' ').trim().split(/\s+/).length >= 2) name = rest;
  if (!name.includes('(')) name = name.replace(/\s*\)+$/, '');
  if (!name.includes(')')) name = name.replace(/^\(+\s*/, '');
  name = name.trim();
  return name && !PLACEHOLDER_EMPLOYER_RE.test(name) ? name : undefined;
}

/** "M/s. Vertex Engineering Works": how a firm's name is written in India (Messrs). */
const FIRM_PREFIX_RE = /^M\/s\b/i;

/** A company's legal form or a word companies' names use ("Ltd", "Technologies", "Hospital"). */
const namesCompany = (s: string): boolean =>
  LEGAL_FORM_RE.test(s) || FIRM_PREFIX_RE.test(s) || words(s).some((w) => COMPANY_WORDS.has(w.replace(/[.]$/, '')));

/**
 * "Infosys Ltd, Chennai", "Vertex Motors, Chennai": an employer's name, then its town after a
 * comma (one to three capitalised words that name no role or company). The town is taken when the
 * name carries a company's word, or `afterRole` (the name followed a title, so the comma cannot
 * join two halves of a role). Undefined otherwise.
 */
function trailingPlace(name: string, afterRole: boolean): { head: string; place: string } | undefined {
  const at = name.lastIndexOf(', ');
  if (at <= 0) return undefined;
  const head = name.slice(0, at).trim();
  const place = name.slice(at + 2).trim();
  const tokens = place.split(/\s+/);
  // "Berlin (Germany)": the country in brackets after the town
  if (tokens.length > 3 || !tokens.every((t) => /^\(?\p{Lu}[\p{L}.'’-]*\)?$/u.test(t))) return undefined;
  if (roleScore(place) > 0 || namesCompany(place) || !/\p{L}{2}/u.test(head)) return undefined;
  // a comma inside brackets ("Bank Otkritie (Russia, Moscow)") is the bracket's own
  const open = (t: string) => (t.match(/\(/g) ?? []).length - (t.match(/\)/g) ?? []).length;
  if (open(head) !== 0 || open(place) !== 0) return undefined;
  return afterRole || namesCompany(head) ? { head, place } : undefined;
}

/**
 * One field holding a role and its employer joined by a word: "Process Executive in Infosys BPO
 * Limited", "Senior Engineer with Acme Corp", "Process Associate@ Infosys", "Infosys as Process
 * Associate". The joined name must carry a company's word (or follow "@"), the role must read as
 * one, and the role side must carry none. Undefined when the field is not so joined.
 */
function roleAndEmployer(field: string): { title: string; company: string; place?: string } | undefined {
  const joiners = [...field.matchAll(/\s+(?:in|with|at)\s+|\s*@\s*/gi)];
  for (const m of joiners) {
    const left = field.slice(0, m.index).trim();
    const right = field.slice((m.index ?? 0) + m[0].length).trim();
    // (a name is capitalised, unless the whole line is in lower case, as some exports are)
    const capital = /^[\p{Lu}\d]/u.test(right) || field === field.toLowerCase();
    if (!/\p{L}/u.test(left) || !capital || namesCompany(left)) continue;
    const placed = trailingPlace(right, true);
    const company = placed?.head ?? right;
    if (!namesCompany(company) && !m[0].includes('@')) continue;
    if (roleScore(company) > 0 && !namesCompany(company)) continue;
    const place = placed?.place;
    if (roleScore(left) > 0) return { title: left, company, ...(place ? { place } : {}) };
  }
  // "Infosys as Process Associate": the employer, then the role it was
  // (a name's words capitalised: "Have worked as a support engineer" names no employer)
  const as = /^(.+?)\s+as\s+(?:an?\s+)?(.+)$/i.exec(field);
  const employer = as?.[1] ?? '';
  const capitalised = employer.split(/\s+/).every((t) => /^[\p{Lu}\d&]/u.test(t) || /^(?:of|and|for|the)$/.test(t));
  if (as?.[2] && capitalised && employer.split(/\s+/).length <= 4 && roleScore(as[2]) > 0 && roleScore(employer) <= 0)
    return { title: as[2], company: employer };
  return undefined;
}

const WORKED_RE =
  /^(?:i\s+)?(?:am\s+|was\s+|have\s+(?:been\s+)?|had\s+(?:been\s+)?)?(?:currently\s+|presently\s+)?(?:worked|working|employed|served|serving|associated|attached)\s+(.+)$/i;
// where a sentence's dates begin, after the employer or the role ("from 2010", "since July 2016", "till date")
const SENTENCE_TAIL_RE =
  /\s+(?:from|since|during|till|until|between|for\s+(?:the\s+)?(?:last|past)|for\s+\d)\b.*$|[\s.,;]+$/i;

/**
 * A role told in a sentence, as resumes from India often list their roles: "Worked as Accounts
 * Assistant in Kaveri Traders Pvt Ltd, Mysore from 2010 to 2013", "Currently working with Tata
 * Consultancy Services as a Systems Engineer since July 2016". The role must read as one and the
 * employer be capitalised (or the line in lower case) and short; undefined otherwise.
 */
function roleInSentence(line: string): { title: string; company: string; place?: string } | undefined {
  const body = WORKED_RE.exec(stripBullet(line).replace(/\t/g, ' '))?.[1];
  if (!body) return undefined;
  const asFirst = /^as\s+(?:an?\s+)?(.+?)\s+(?:in|at|with|for)\s+(?:m\/s\.?\s+)?(.+)$/i.exec(body);
  const atFirst = /^(?:in|at|with|for)\s+(?:m\/s\.?\s+)?(.+?)\s+as\s+(?:an?\s+)?(.+)$/i.exec(body);
  const [rawTitle, rawCompany] = asFirst ? [asFirst[1], asFirst[2]] : atFirst ? [atFirst[2], atFirst[1]] : [];
  if (!rawTitle || !rawCompany) return undefined;
  const title = tidyName(rawTitle.replace(SENTENCE_TAIL_RE, ''));
  let named = tidyName(rawCompany.replace(SENTENCE_TAIL_RE, ''));
  // "with Apple client in Exilant Technologies Pvt. Ltd.": the named company is the employer
  const inner = /^(.+?)\s+(?:in|at|with|for)\s+(.+)$/i.exec(named);
  if (inner?.[1] && inner[2] && namesCompany(inner[2]) && !namesCompany(inner[1])) named = inner[2];
  const placed = trailingPlace(named, true);
  const company = placed?.head ?? named;
  const capitalised = /^[\p{Lu}\d]/u.test(company) || line === line.toLowerCase();
  if (!capitalised || company.split(/\s+/).length > 8 || title.split(/\s+/).length > 6) return undefined;
  if (!(roleScore(title) > 0 || statesTitle(title)) || (roleScore(company) > 0 && !namesCompany(company)))
    return undefined;
  return { title, company, ...(placed ? { place: placed.place } : {}) };
}

/**
 * What an entry's line carries that is neither a title nor an employer: the end of a date range
 * ("to Feb'17 2016"), a project's team size ("Team Size 15 members"), a section's heading ("Key
 * Technical Skills"). Taken for an employer, each showed as the company of a role.
 */
function notANameField(part: string): boolean {
  return (
    /^(?:to|till|until)\s+(?:\p{L}{3,9}\.?['’]?\s*)?\d/iu.test(part) ||
    /^team\s+size\b/i.test(part) ||
    (part.split(/\s+/).length <= 4 &&
      (headingKey(part) !== undefined || /\bskills$/i.test(part)) &&
      roleScore(part) <= 0)
  );
}

const GLUED_ROLE_RE =
  /^\p{L}{3,}(?:engineer|developer|manager|analyst|consultant|specialist|coordinator|assistant|associate|supervisor|administrator|technician|representative|accountant|executive|officer|director|designer|architect)$/iu;

/**
 * How much a field reads as a job title: the word list's score, else 1 when the occupation
 * resolver reads it as a title the word list does not know ("QA Tester", "Senior Systems
 * Engineer", whose 'systems' counts against it as a company's word) and it is not an employer's name.
 */
function roleScore(part: string): number {
  // a firm's name ("M/s. Vertex Engineering Works") is no role, whatever its words
  if (FIRM_PREFIX_RE.test(part.trim())) return -1;
  const score = titleScore(part);
  if (score > 0 || LEGAL_FORM_RE.test(part)) return score;
  // "Director of Information Technology": a company's word inside a title the occupation
  // resolver knows as it stands
  if (score < 0) return statesTitle(part) && resolverKnowsTitle(part) ? 1 : score;
  // "SALESOFFICER", "CUSTOMERSERVICEEXECUTIVE": an export that dropped the spaces; one word ending
  // in a role's head is that role
  if (GLUED_ROLE_RE.test(part.trim())) return 1;
  // ends in a role noun many O*NET titles end in ("Outreach", an employer, resolves but ends none);
  // a grade after it ("Secretary II", "Account Manager 2") is the same role
  const last =
    words(part)
      .filter((w) => !/^(?:i{1,3}|iv|v|\d+)$/.test(w))
      .at(-1)
      ?.replace(/[.]$/, '') ?? '';
  return titleHeadCount(last) >= SLOT_ROLE_HEAD_COUNT && statesTitle(part) ? 1 : score;
}

/** Re-joins a date range that a narrow column wrapped onto the next line. */
function joinWrappedDates(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    if (prev !== undefined && continuesDateRange(prev, line)) out[out.length - 1] = `${prev} ${line.trim()}`;
    else out.push(line);
  }
  return out;
}

/** "Acme -", "Acme - Pune, Maharashtra", "Acme Ltd": a line that reads as an employer. */
function looksLikeEmployer(line: string): boolean {
  return (
    /\s[-–]$/.test(line) ||
    /\s[-–]\s+\p{Lu}[\p{L} .]+,\s*\p{L}[\p{L} ]+[\s-]*$/u.test(line) ||
    words(line).some((w) => COMPANY_WORDS.has(w.replace(/[.]$/, '')))
  );
}

/** A short capitalised name under a role ("Accenture", "Tata Consultancy Services"), not a phrase or a sentence. */
function readsAsName(line: string): boolean {
  const tokens = line.split(/\s+/);
  return (
    tokens.length <= 4 &&
    /^\p{Lu}/u.test(line) &&
    !/[.!?:,;]$/.test(line) &&
    !ENDS_MID_PHRASE_RE.test(line) &&
    roleScore(line) <= 0
  );
}

/**
 * A job board's employer line: the name, then a dash and the place ("Accenture - Pune,
 * Maharashtra"), with a dash after it where dates follow ("Accenture -", "Microsoft iGTSC -
 * Bangalore Urban, Karnataka -").
 */
function isBoardEmployerLine(line: string): boolean {
  if (/\s[-–]$/.test(line)) return true;
  const m = /^(.+?)\s[-–]\s+(\p{Lu}[\p{L}.'’ ]*,\s*\p{Lu}[\p{L}.'’ ]*)$/u.exec(line);
  const place = m?.[2];
  return !!place && roleScore(place) <= 0 && !words(place).some((w) => COMPANY_WORDS.has(w));
}

/**
 * An entry without dates, as resume sites export them: a title line and an employer line ("Data
 * Analyst" / "Acme - Pune, Maharashtra"), in either order, away from any date line (a date one or
 * two lines away makes them that date's header).
 */
function isUndatedHeader(rows: string[], dates: Array<unknown>, i: number): boolean {
  const a = rows[i];
  const b = rows[i + 1];
  if (a === undefined || b === undefined) return false;
  for (let d = -2; d <= 3; d++) if (dates[i + d]) return false;
  if (![a, b].every((l) => canHead(l) && l.length <= 60 && !isBullet(l) && !labelledField(l))) return false;
  const titleA = titleScore(a) > 0;
  const titleB = titleScore(b) > 0;
  if ((titleA && (!titleB || looksLikeEmployer(b))) || (titleB && !titleA && looksLikeEmployer(a))) return true;
  // A title the word list does not know ("QA Tester", "Senior Systems Engineer", where 'systems'
  // counts as a company's word) is one when the occupation resolver reads it as a job title, and
  // then the other line must read as an employer ("Accenture -", "Infosys Limited - Pune, Maharashtra").
  // The export's employer line ends in a dash where the place goes ("Accenture -", "Microsoft
  // iGTSC - Bangalore Urban, Karnataka -"): the line above it is the role, whatever its words.
  if (isBoardEmployerLine(b) && !isBoardEmployerLine(a) && !looksLikeEmployer(a)) return true;
  const resolved = (title: string, employer: string) =>
    !LABEL_WORD_RE.test(title) &&
    statesTitle(title) &&
    !statesTitle(employer) &&
    // a bare name needs the title above it and a title that ends in a role noun
    (looksLikeEmployer(employer) || (title === a && roleScore(title) > 0 && readsAsName(employer)));
  return resolved(a, b) || resolved(b, a);
}

// An entry's label in capitals before its value, without a colon ("CLIENT Cisco Systems",
// "ORGANISATION HCL Technologies"); in other case the words start titles ("Client Services Manager").
const LABEL_WORD_RE = /^(?:CLIENT|CUSTOMER|ORGANI[SZ]ATION|PROJECT|ENVIRONMENT|DOMAIN)\s+(?=\p{Lu}?\p{Ll})/u;

// A label before an entry's dates inside its description ("Duration:", "Period -", "Tenure").
const REPEATED_DATES_RE = /^(?:duration|period|tenure|dates?|time\s+period)\b/i;

/** A line that is only a place ("Boston , MA", a template's "City , State"): no title's, no employer's. */
const isPlaceLine = (line: string): boolean => isLocation(clean(line));

/**
 * How many lines above a dated line its header takes: a title and an employer, and a line that is
 * only their place besides; the entry above leaves them to it.
 */
function headerSpan(rows: string[], at: number): number {
  let span = 0;
  for (let j = at - 1, named = 0; j >= 0 && named < 2; j--) {
    const line = rows[j] ?? '';
    if (!canHead(line) && !labelledField(line)) break;
    span++;
    if (!isPlaceLine(line)) named++;
  }
  return span;
}

function parseExperience(lines: string[]): ResumeExperience[] {
  // A bare link on its own line is a page footer ("https://www.indeed.com/r/…"), not part of an entry.
  const rows = joinContinuations(joinWrappedDates(lines)).filter((l) => !/^(?:https?:\/\/|www\.)\S+$/i.test(l));
  const dates = rows.map(anchorDate);
  // "Duration: April 2017 - Till Date" under an entry's own dates repeats them: it is a line of
  // that entry, not a second entry (whose header took the "Client:" or "Role" line above it).
  for (let i = 0, last: (typeof dates)[number]; i < rows.length; i++) {
    const date = dates[i];
    if (!date) continue;
    if (last && REPEATED_DATES_RE.test(stripBullet(rows[i] ?? '')) && dateRangeWithin(date, last)) dates[i] = undefined;
    else last = date;
  }
  const anchors: number[] = [];
  // The first line of each undated two-line header (title and employer, in either order).
  const pairs = new Set<number>();
  for (let i = 0; i < rows.length; i++) {
    if (dates[i]) anchors.push(i);
    else if (isUndatedHeader(rows, dates, i)) {
      anchors.push(i);
      pairs.add(i);
      i++;
    }
  }
  const entries: ResumeExperience[] = [];
  const owned = new Set<number>();

  for (const [k, anchor] of anchors.entries()) {
    const date = dates[anchor];
    const nextAnchor = anchors[k + 1] ?? rows.length;
    const header: string[] = [];
    // Title and company lines just above the date line ("Title" / "Company" / "2019 – 2021"), and
    // a line that is only their place ("Title" / "Company" / "Boston , MA" / "2019 – 2021")
    for (let j = anchor - 1, named = 0; date && j >= 0 && named < 2 && !owned.has(j); j--) {
      const line = rows[j] ?? '';
      if (!canHead(line) && !labelledField(line)) break;
      header.unshift(line);
      owned.add(j);
      if (!isPlaceLine(line)) named++;
    }
    // Each side of the date cleaned apart: the tab where the date was keeps the employer and the
    // title apart ("Acme Corp July 2011 to November 2012 Accountant" is not the employer "Acme Corp
    // Accountant" with no title).
    const anchorRest = date
      ? withoutDate(rows[anchor] ?? '', date.match)
          .split('\t')
          .map(clean)
          .filter(Boolean)
          .join('\t')
      : (rows[anchor] ?? '');
    header.push(anchorRest);
    owned.add(anchor);
    // An undated header's two lines are read together, so their order decides between two
    // fields that score alike ("Subject matter Expert" / "Accenture -").
    if (pairs.has(anchor)) {
      header.push(rows[anchor + 1] ?? '');
      owned.add(anchor + 1);
    }
    const entry: ResumeExperience = { bullets: [] };
    if (date?.start) entry.startDate = date.start;
    if (date?.end) entry.endDate = date.end;
    assignTitleCompany(entry, header);

    // Still missing title or company: take short lines just below the date, unless they head the next entry.
    let j = pairs.has(anchor) ? anchor + 2 : anchor + 1;
    // A job board's header ends in its employer line's dash ("NIIT -" over the dates): what it
    // lacks it does not state, and the lines below the dates are the description ("B+ Average").
    // (a dash alone is that line with no employer named)
    const boardHeader = header.some((l) => /(?:^|\s)[-–]$/.test(l.trim()));
    while (!boardHeader && j < nextAnchor && (!entry.title || !entry.company) && j < anchor + 3) {
      const line = rows[j] ?? '';
      // The line just above a dated entry is that entry's header; an undated one or the end takes none.
      if ((!canHead(line) && !labelledField(line)) || (j === nextAnchor - 1 && dates[nextAnchor])) break;
      assignTitleCompany(entry, [line]);
      owned.add(j);
      j++;
    }
    const description: string[] = [];
    for (; j < nextAnchor; j++) {
      const line = rows[j] ?? '';
      if (owned.has(j)) continue;
      // Lines that will be claimed as the next entry's header are left for it.
      const span = dates[nextAnchor] ? Math.max(2, headerSpan(rows, nextAnchor)) : 2;
      if (j >= nextAnchor - span && !isBullet(line) && isHeaderish(line, 70) && !/[.!?]$/.test(line)) {
        const between = rows.slice(j, nextAnchor);
        if (between.every((l) => !isBullet(l) && isHeaderish(l, 70) && !/[.!?]$/.test(l))) break;
      }
      owned.add(j);
      const named = labelledField(line);
      if (named && !entry[named.field]) {
        entry[named.field] = named.value;
        if (named.place) entry.location ??= named.place;
      } else if (!entry.location && description.length === 0 && entry.bullets.length === 0 && isLocation(clean(line))) {
        entry.location = clean(line);
      } else if (isBullet(line)) entry.bullets.push(stripBullet(line));
      else description.push(line);
    }
    if (description.length > 0) entry.description = clean(description.join(' '));
    entries.push(entry);
  }
  return entries;
}

/**
 * The degree an education field names: one at its start ("B.Tech in CSE", "HSC"), or anywhere in
 * a field that is not a school's name ("Board of Secondary Education" but not "Sindhi High School").
 */
function degreeOf(part: string): { text: string; index: number } | undefined {
  const first = degreesIn(part)[0];
  if (!first) return undefined;
  if (first.index === 0 || !isInstitution(part)) return first;
  return undefined;
}

/**
 * The field written after a degree, without the brackets around it or a bracket that repeats the
 * degree: "(Mechanical)" -> "Mechanical", "(B.Tech) in Computer Science" -> "Computer Science",
 * "Computer Applications (BCA)" -> "Computer Applications".
 */
function fieldAfterDegree(rest: string): string {
  const bare = (s: string) => s.trim().replace(/[.\s]+$/, '');
  let field = rest.replace(/\s*\(([^()]{1,20})\)/g, (m, inner: string) => {
    const degree = degreesIn(inner)[0];
    return degree?.index === 0 && bare(degree.text) === bare(inner) ? ' ' : m;
  });
  field = field.replace(/^\s*(?:(?:in|of)(?:\s+|$)|[,:–-]\s*)/i, '').trim();
  // "(Mechanical)", "(Hons.) Electrical": the field in brackets
  field = field.replace(/^\(([^()]*)\)/, '$1').replace(/^\s*(?:in|of)\s+/i, '');
  return tidyName(field.replace(/^\(|\)$/g, (b) => (field.includes(b === '(' ? ')' : '(') ? b : '')));
}

/**
 * A short line that names no degree and no school, followed by a line that names a school: the
 * qualification the school gave, in words the degree patterns do not know.
 */
function qualificationAboveSchool(part: string, next: string | undefined): boolean {
  if (!next || degreesIn(part).length > 0 || isInstitution(part) || !isInstitution(next)) return false;
  const words = part.split(/\s+/);
  return (
    words.length <= 8 &&
    /^\p{L}/u.test(part) &&
    // a full stop ends a sentence, not initials ("C.S.")
    !/[!?:]$|https?:|www\.|@/.test(part) &&
    !(/\.$/.test(part) && words.length > 3) &&
    !findDateRange(part) &&
    !isLocation(part) &&
    // the next line is no degree line of its own, though a school's name may hold a degree's words
    // ("Bhagabati Nodal High School")
    !degreeOf(next)
  );
}

/** "Pursuing", "Completed", "Graduated with a": a sentence's opening before the degree it names. */
const DEGREE_PROSE_OPENING_RE =
  /^(?:(?:currently|presently)\s+)?(?:pursuing|completed|completing|graduated(?:\s+(?:with|in))?|passed(?:\s+out)?|appeared(?:\s+for)?|appearing(?:\s+for)?|doing|did|obtained|earned|received|studying|holds?)\s+(?:(?:a|an|the|my|his|her)\s+)?/i;
/** "with 8.5 CGPA", "with 72%", "with First Class", "with distinction": a grade after the school. */
const GRADE_TAIL_RE =
  /\s*,?\s+(?:with|securing|scoring)\s+(?:an?\s+)?(?:\d|first|second|third|distinction|honou?rs|cgpa|gpa|aggregate|percentage|grade).*$/i;

/**
 * An education line written as a sentence: "Pursuing B.Tech in Computer Science from VIT
 * University", "Completed MBA from Symbiosis Institute in 2017", "B.Tech(CSE) from VIT University
 * with 8.5 CGPA". The qualification and the school as two fields, the opening verb and the grade
 * left out; undefined when the line does not open with a degree (after such a verb) or names no
 * school after 'from' or 'at' and opens with none.
 */
function degreeSentence(line: string): string[] | undefined {
  const opened = line.replace(DEGREE_PROSE_OPENING_RE, '');
  const degree = degreesIn(opened)[0];
  if (degree?.index !== 0) return undefined;
  const afterDegree = degree.text.length;
  // "at" joins a school's own name ("State University of New York at Stony Brook")
  const from = /\s(?:from|at)\s+(?=\p{Lu})/u.exec(opened.slice(afterDegree));
  if (from?.[0].trim().startsWith('at') && isInstitution(opened.slice(0, afterDegree + from.index))) return undefined;
  if (!from && opened === line) return undefined;
  const cut = from ? afterDegree + from.index : opened.length;
  const tidy = (text: string) =>
    text
      .replace(GRADE_TAIL_RE, '')
      .replace(/\s*\(\s*\)/g, '')
      .replace(/\s+(?:in|on|during|since)\s*$/i, '')
      .replace(/[\s.,;:]+$/, '')
      .trim();
  const qualification = tidy(opened.slice(0, cut));
  const school = from ? tidy(opened.slice(cut + from[0].length)) : '';
  return school ? [qualification, school] : [qualification];
}

function parseEducation(lines: string[]): ResumeEducation[] {
  const entries: ResumeEducation[] = [];
  let current: ResumeEducation | undefined;
  const start = () => {
    current = {};
    entries.push(current);
    return current;
  };
  let degreeFirst: boolean | undefined;
  const rows = joinContinuations(lines);
  for (const [i, line] of rows.entries()) {
    // A bulleted list of degrees ("• B.Com from X College (2007)"); other bullets are coursework.
    const raw = isBullet(line) && degreesIn(line).length > 0 ? stripBullet(line) : line;
    if (isBullet(raw) || /^(?:gpa|grade|courses|coursework|relevant coursework|honors|thesis|minor)\b/i.test(raw))
      continue;
    const date = findDateRange(raw);
    const rest = date ? withoutDate(raw, date.match) : raw;
    let entry = current;
    const fields = degreeSentence(rest) ?? splitFields(rest, false);
    // The qualification as written on the line above its school ("Electrical and Electronics
    // Engineering" / "Anurag College of Engineering", "Certificate of Achievement" / "Microsoft
    // Virtual Academy"), where the section puts the qualification before the school: a degree
    // the patterns do not know, or a field whose degree is left unsaid.
    const unnamed =
      !date &&
      fields.length === 1 &&
      // only where the section opens with it or its entries put the degree first ("Harvard
      // University" / "Economics" / "Yale University" gives Economics to Harvard, not to Yale)
      (degreeFirst === true || (degreeFirst === undefined && entries.length === 0)) &&
      qualificationAboveSchool(fields[0] as string, rows[i + 1]);
    let degreeOnLine = false;
    for (const part of fields) {
      if (isLocation(part)) continue;
      if (unnamed) {
        degreeFirst = true;
        // a degree wrapped onto a second line ("Bachelor of Engineering in" / "Instrumentation")
        if (entry?.degree && !entry.institution) entry.field ??= tidyName(part);
        else {
          entry = start();
          entry.degree = tidyName(part);
        }
        continue;
      }
      // a later cell that names a degree inside it is the board or school that gave the one
      // before ("Intermediate | Board of Intermediate Education")
      const mention = degreeOnLine && (degreeOf(part)?.index ?? 0) > 0 ? undefined : degreeOf(part);
      if (mention) {
        degreeOnLine = true;
        // Where the section opens with a degree (degree, school, dates), a degree starts each entry.
        degreeFirst ??= !entry;
        if (!entry || entry.degree || (degreeFirst && entry.institution)) entry = start();
        entry.degree = tidyName(mention.text);
        const field = fieldAfterDegree(part.slice(mention.index + mention.text.length));
        if (field) entry.field = field;
      } else if (
        degreeOnLine &&
        entry &&
        !entry.field &&
        !entry.institution &&
        !isInstitution(part) &&
        isInstitution(rows[i + 1] ?? '')
      ) {
        // "B.Tech - ECE" over its school's line: the part after the degree is its field
        entry.field = tidyName(part);
      } else if (isInstitution(part) || !entry?.institution) {
        const institution = tidyName(part);
        if (!/\p{L}/u.test(institution)) continue;
        if (!entry || entry.institution) entry = start();
        entry.institution = institution;
      }
    }
    if (date && entry) {
      // Dates on a fresh line belong to the entry above unless it already has its own.
      if (entry.endDate) entry = start();
      if (date.start) entry.startDate = date.start;
      if (date.end) entry.endDate = date.end;
    } else if (date && !entry) {
      entry = start();
      if (date.start) entry.startDate = date.start;
      if (date.end) entry.endDate = date.end;
    }
  }
  return entries.filter((e) => e.institution || e.degree);
}

/** Splits on commas and other list separators, but not inside parentheses ("Python (pandas, NumPy)"). */
function splitList(s: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of s) {
    if (ch === '(' || ch === '[') depth++;
    if ((ch === ')' || ch === ']') && depth > 0) depth--;
    if (depth === 0 && /[,;|•·\t]/.test(ch)) {
      items.push(current);
      current = '';
    } else current += ch;
  }
  items.push(current);
  return items.map(clean).filter((i) => i.length > 0);
}

function parseSkills(lines: string[]): string[] {
  const items: string[] = [];
  for (const raw of lines) {
    let line = raw.replace(BULLET_RE, '');
    // "Frontend: React, TypeScript": the category label is not a skill; a bare "Frontend:" line neither.
    const colon = line.indexOf(':');
    if (colon >= 0 && colon < 40) line = line.slice(colon + 1);
    for (const item of splitList(line)) {
      if (item.length > 60 || item.split(/\s+/).length > 6) continue;
      if (!items.some((i) => i.toLowerCase() === item.toLowerCase())) items.push(item);
    }
  }
  return items;
}

/**
 * "Programming languages: JavaScript, TypeScript", "Databases: MySQL, PostgreSQL": a labelled list
 * of technologies under a heading that is not the skills' own ("EXPERIENCE SUMMARY", "Technical
 * Profile", or none): a developer's skills, which the skills section alone left out. A line counts
 * when its label is short and at least two of its items, and most of them, are skills the
 * taxonomy knows (so "Languages: English, Hebrew" and "Residence: Haifa" do not).
 */
function labelledSkillLists(lines: string[]): string[] {
  return lines.filter((raw) => {
    const line = raw.replace(BULLET_RE, '');
    const m = /^([\p{L}][\p{L} &/–—()-]{1,38}):\s*(\S.*)$/u.exec(line);
    if (!m?.[2]) return false;
    const items = splitList(m[2]).filter((i) => i.length <= 60);
    const known = items.filter((i) => normaliseSkill(i) !== null).length;
    return known >= 2 && known * 2 >= items.length;
  });
}

export interface ParseOptions {
  /** The date 'present' means, for years of experience; defaults to now. */
  now?: Date;
}

/**
 * Parses resume text into a structured profile with deterministic heuristics: sections by a
 * dictionary of heading variants, contact details by pattern, experience entries anchored on their
 * date ranges (with the title and company in any common order), education, the skills section's
 * items as written, and years of experience from merged date ranges. Fields it cannot find are left
 * out rather than guessed, and `unread` names what a badly read resume lacks (no name, no
 * headings, no experience entries, no dates).
 */
export function parseResume(text: string, options: ParseOptions = {}): ResumeProfile {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    // a run of three or more spaces is a column gap (a table typed with spaces, a PDF's columns
    // pasted as text): a tab, as the field readers split on; shorter runs are one space
    .map((l) =>
      l
        .trim()
        .replace(/[ \u00a0]{3,}/g, '\t')
        .replace(/[ \u00a0]+/g, ' '),
    )
    .filter((l) => l.length > 0);
  const exported = readExportBlocks(lines);
  const { header, sections } = splitSections(exported.lines);
  const linesOf = (key: SectionKey) => sections.filter((s) => s.key === key).flatMap((s) => s.lines);

  const contact = parseContact(header, linesOf('contact'), lines);
  const summaryText = clean(linesOf('summary').map(stripBullet).join(' '));
  const experience = [...parseExperience(readPastedExperience(linesOf('experience'))), ...exported.experience];
  const education = parseEducation(joinSplitRanges(linesOf('education')));
  const skills = parseSkills([
    ...linesOf('skills'),
    ...labelledSkillLists([...linesOf('summary'), ...linesOf('other'), ...header]),
  ]);
  // a text export's own title slot, when its words name an occupation, is the headline it has
  const slot = exported.titleSlot ? cleanJobTitle(exported.titleSlot) : '';
  // (an anonymised export has no name line: a slot taken for the name, and the "Title - Employer"
  // line under it for the headline, are the slot and its role)
  const slotWasName = !!contact.name && cleanJobTitle(contact.name) === slot;
  if (slot && (!contact.headline || slotWasName) && resolveOccupation(slot)) {
    if (slotWasName) delete contact.name;
    contact.headline = slot;
  }
  // a text export with no headline and no titled role may still state it ("Designation: ...")
  if (!contact.headline && !experience.some((e) => e.title)) {
    const stated = statedTitle(lines.join('\n'));
    if (stated && stated !== contact.name) contact.headline = stated;
  }
  const found: ResumeSection[] = [];
  for (const s of sections) if (s.key !== 'contact' && s.key !== 'other' && !found.includes(s.key)) found.push(s.key);

  const years = yearsCovered(
    experience.map((e) => ({ start: e.startDate, end: e.endDate })),
    options.now ?? new Date(),
  );
  const unread: ResumeUnreadPart[] = [];
  if (!contact.name) unread.push('name');
  if (sections.length === 0) unread.push('sections');
  if (experience.length === 0) unread.push('experience');
  else if (!experience.some((e) => e.startDate || e.endDate)) unread.push('dates');
  return {
    contact,
    ...(summaryText ? { summary: summaryText } : {}),
    experience,
    education,
    skills,
    sections: found,
    ...(experience.some((e) => e.startDate) ? { yearsOfExperience: years } : {}),
    ...(unread.length > 0 ? { unread } : {}),
  };
}
