// A role as a person writes it in a sentence: "a front-end software engineer at Google", not a
// resume's header fields "Software Engineer (Front-End) at Google, Mountain View, CA, USA".
import { cleanJobTitle } from '../occupations/clean-job-title';
import { isOccupationWord, titleHeadCount } from '../occupations/resolve-occupation';
import { isPlace, splitTrailingLocation } from '../resume/parse-resume';
import { normaliseSkill } from '../skills/extract-skills';

/** Brackets that say how or where the work was done, not what it was: they stay out of a sentence. */
const WORK_ARRANGEMENT =
  /^(?:contract(?:or)?|freelance|part[- ]time|full[- ]time|temporary|temp|seasonal|intern(?:ship)?|remote|hybrid|on[- ]?site|volunteer|interim|acting)$/i;

/**
 * Whether a title word keeps its capital in a sentence: an acronym or a name written its maker's
 * way ("UX", "iOS", "DevOps"), a technology or a language ("Java", "Salesforce", "English"), or a
 * word no occupation title uses (a proper name, "Google Ads").
 */
function keepsCase(word: string): boolean {
  const letters = word.replace(/[^A-Za-z]/g, '');
  if (!letters) return true;
  // "UX", "iOS", "DevOps": not the plain capitalised form of an ordinary word.
  if (!/^[A-Z]?[a-z]*(?:-[A-Z]?[a-z]*)*$/.test(word.replace(/[^A-Za-z-]/g, ''))) return true;
  const skill = normaliseSkill(word);
  if (skill && (skill.area === 'tech' || skill.area === 'language') && skill.name.toLowerCase() === word.toLowerCase())
    return true;
  return !word
    .toLowerCase()
    .split('-')
    .filter(Boolean)
    .every((part) => isOccupationWord(part.replace(/[^a-z]/g, '')));
}

/** A technology or a language written its own way, whatever case the title had ("JAVA" → "Java"). */
function asNamed(word: string): string | undefined {
  const skill = normaliseSkill(word);
  return skill &&
    (skill.area === 'tech' || skill.area === 'language') &&
    skill.name.toLowerCase() === word.toLowerCase()
    ? skill.name
    : undefined;
}

/** "a" or "an" before a word, by its sound: "an engineer", "a UX designer", "an HR manager", "a user researcher". */
export function indefiniteArticle(word: string): 'a' | 'an' {
  const bare = word.replace(/^[^A-Za-z0-9]+/, '');
  if (/^[A-Z]{2,}\b/.test(bare)) return /^[AEFHILMNORSX]/.test(bare) ? 'an' : 'a';
  const lower = bare.toLowerCase();
  if (/^(?:hour|honest|honou?r|heir)/.test(lower)) return 'an';
  if (/^(?:uni|use|usu|uti|ure|eu|one\b|once)/.test(lower)) return 'a';
  return /^[aeiou]/.test(lower) ? 'an' : 'a';
}

/**
 * A job title as it reads inside a sentence, with its article: a bracketed or dashed specialty
 * goes in front ("Software Engineer (Front-End)" → "a front-end software engineer"), how the work
 * was arranged ("(Contract)", "(Remote)") and a repeated acronym ("Registered Nurse (RN)") go, and
 * ordinary words are lower-cased while names, technologies and acronyms keep their capitals
 * ("a Java developer", "an HR manager"). Empty for an empty title.
 */
export function titleInProse(title: string): string {
  let t = cleanJobTitle(title);
  if (!t) return '';
  const bracket = /^(.+?)\s*\(([^()]+)\)$/.exec(t) ?? /^(.+?)\s+[-–—]\s+([^-–—]+)$/.exec(t);
  if (bracket?.[1] && bracket[2]) {
    const [base, inner] = [bracket[1].trim(), bracket[2].trim()];
    const acronym = /^[A-Z]{2,5}$/.test(inner);
    const fewWords = inner.split(/\s+/).length <= 3;
    t = WORK_ARRANGEMENT.test(inner) || acronym || !fewWords ? base : `${inner} ${base}`;
  }
  const words = t
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => asNamed(w) ?? (keepsCase(w) ? w : w.toLowerCase()));
  if (words.length === 0) return '';
  return `${indefiniteArticle(words[0] as string)} ${words.join(' ')}`;
}

/**
 * An employer's name without the place a resume writes after it ("Google, Mountain View, CA, USA"
 * → "Google", "Acme (Remote)" → "Acme", "Bank Otkritie (Russia, Moscow)" → "Bank Otkritie"); empty
 * when the "employer" is only a place ("(Israel, Rehovot)").
 */
export function employerName(company: string): string {
  let name = company.replace(/\s+/g, ' ').trim();
  name = splitTrailingLocation(name)?.head ?? name;
  const bracket = /^(.*?)\s*\(([^()]+)\)$/.exec(name);
  if (bracket?.[2] && (isPlace(bracket[2]) || /^(?:remote|hybrid|on-?site)$/i.test(bracket[2].trim())))
    name = bracket[1] ?? '';
  return isPlace(name) ? '' : name.trim();
}

/**
 * A skill's name as it reads inside a sentence: a generic name in sentence case loses its capital
 * ("Software development" → "software development", "Attention to detail", "Communication"),
 * while names of products, languages and technologies keep theirs ("React", "Spring Boot",
 * "English", "REST APIs").
 */
export function skillInProse(name: string): string {
  const words = name.trim().split(/\s+/);
  const [first = '', ...rest] = words;
  if (!/^[A-Z][a-z]+(?:-[a-z]+)*$/.test(first)) return name;
  if (rest.length > 0) return rest.every((w) => /^[a-z0-9][a-z0-9-]*$/.test(w)) ? lowerFirst(name) : name;
  const skill = normaliseSkill(first);
  if (!skill || skill.name !== first) return name;
  return skill.area === 'soft' || (skill.area === 'business' && isOccupationWord(first.toLowerCase()))
    ? lowerFirst(name)
    : name;
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/**
 * Whether a word can end a job title as people write one ("cook", "nurses", "accountant",
 * "nursing" of Nursing Instructors): some O*NET title ends in it. A cheap test of where a title
 * in a sentence may end, before the costlier resolution of the words as a title.
 */
export function endsJobTitles(word: string): boolean {
  return /^[a-z][a-z-]*$/.test(word) && titleHeadCount(word) > 0;
}
