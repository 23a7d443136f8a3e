import { NUMBER_WORDS } from '../text/number-words';
import type { ExperienceAsk, JdSectionKind, PhraseRequirement } from './types';

/**
 * Words that say how much or how well, not what: "Excellent communication", "Proficiency in",
 * "Knowledge of". A phrase is what is left once they go.
 */
const FILLER = new Set(
  'a an the and or of in on at to for with by as from into via is are be being must should will can able ability abilities capability capabilities capacity skill skills skilled proficiency proficient proficiencies knowledge knowledgeable understanding familiarity familiar experience experienced expertise expert strong excellent good great solid sound deep thorough outstanding exceptional superior effective efficient high highly advanced basic working demonstrated proven mastered mastery competence competency competent competencies background solid keen meticulous impeccable unrelenting in-depth extensive comprehensive relevant related required requirement requirements necessary essential plus etc various other new use using used have has had having demonstrate demonstrating show showing ensure ensuring including include includes such like also well very all any some your you we our their them they it its this that these those who which what where when how candidate candidates applicant applicants should would may might must need needs needed ideally preferred preferably bonus important importance demanded vital crucial'.split(
    ' ',
  ),
);

/** A light stem, so "techniques"/"technique", "baking"/"bakes", "analyses"/"analysis" meet. */
export function stemWord(word: string): string {
  let w = word.toLowerCase();
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && /(ches|shes|sses|xes)$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  if (w.length > 4 && /e$/.test(w)) w = w.slice(0, -1);
  return w;
}

/** The lower-cased, stemmed content words of a text, fillers and numbers removed. */
export function contentTerms(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']s\b/g, '')
    .split(/[^a-z0-9+#]+/)
    .filter((w) => w.length > 1 && !FILLER.has(w) && !/^\d+$/.test(w))
    .map(stemWord);
}

/** A requirement line as "Label: what it means" (RJDB's "1. Analysis: Ability to analyze ..."). */
const LABELLED = /^\s*(?:[-*•·]|\d{1,2}[.)])?\s*([A-Z][^:]{1,48}?)\s*:\s+(\S.*)$/;
/** Words that open a label but name no skill ("Experience: 5+ years", "Languages: Go, Rust"). */
const NOT_A_LABEL =
  /^(experience|years|education|degree|languages?|tools?|location|salary|note|bonus|plus|must|required|preferred|nice to have|certifications?|skills?|other|requirements?|qualifications?|e\.?g|i\.?e|including|example)$/i;

/** The label of a "Label: description" requirement line, when it names a need in a few words. */
export function lineLabel(line: string): { label: string; rest: string } | undefined {
  const m = LABELLED.exec(line);
  if (!m) return undefined;
  const label = (m[1] as string).replace(/[*_]+/g, '').trim();
  if (label.split(/\s+/).length > 5 || NOT_A_LABEL.test(label)) return undefined;
  return { label, rest: m[2] as string };
}

/**
 * A line that speaks of the employer rather than of what it asks ("We move fast and deploy daily",
 * "Commure is committed to creating and fostering a diverse team", "Any emails from other domains
 * are not affiliated with our organization"): no phrase a candidate could show.
 */
const ABOUT_THE_EMPLOYER =
  /\b(?:we|we're|we’re|we've|we’ve|our|ours|us)\b|^[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,3}\s+(?:is|are)\s+(?:committed|proud|dedicated|an?\s+equal|an?\s+(?:\w+\s+)?(?:company|employer|organi[sz]ation))\b/i;

/**
 * Where the person must be or may work ("Currently based in the United Kingdom", "Must be authorized
 * to work in the US", "Willing to relocate"): a condition of the job, not experience a bullet shows.
 */
const WHERE_OR_WHETHER_ONE_MAY_WORK =
  /\b(?:based\s+(?:in|out\s+of|within)|located\s+(?:in|within)|reside|residing|resident\s+of|live\s+(?:in|within)|authori[sz]ed\s+to\s+work|eligib(?:le|ility)\s+to\s+work|right\s+to\s+work|work\s+permit|visa|sponsorship|relocate|relocation|commut\w*)\b/i;

const MAX_LABEL_TERMS = 4;
const MAX_LINE_WORDS = 12;
const MAX_LINE_TERMS = 8;

/**
 * A requirement the taxonomy does not know, as a phrase: the line's label ("Audio Visual: ..."), else
 * the content words of a short line ("Mastered baking techniques", "Strength to handle heavy baking
 * equipment"). Long prose lines give nothing: they say too much for a few words to stand for them.
 */
export function phraseRequirement(line: string, from: JdSectionKind): PhraseRequirement | undefined {
  const text = line.replace(/^\s*(?:[-*•·▪◦]|\d{1,2}[.)])\s*/, '').trim();
  const labelled = lineLabel(line);
  const head = labelled ? labelled.label : text.replace(/[.!;]+$/, '');
  if (!labelled && text.split(/\s+/).length > MAX_LINE_WORDS) return undefined;
  // A link, or a list of examples ("storage protocols like NFS, SMB or iSCSI"), is not one phrase:
  // any one example would do, and the words of all of them cannot be asked for.
  if (/https?:|www\.|\S+@\S+/.test(text)) return undefined;
  if (!labelled && ABOUT_THE_EMPLOYER.test(text)) return undefined;
  if (WHERE_OR_WHETHER_ONE_MAY_WORK.test(text)) return undefined;
  if (
    !labelled &&
    (/\b(like|such as|e\.g|including|for example)\b/i.test(text) || (text.match(/,/g)?.length ?? 0) >= 2)
  )
    return undefined;
  const terms = [...new Set(contentTerms(head))];
  if (!terms.length || terms.length > (labelled ? MAX_LABEL_TERMS : MAX_LINE_TERMS)) return undefined;
  const label = head.replace(/\s+/g, ' ').replace(/[.:;,]+$/, '');
  return { label: label.charAt(0).toUpperCase() + label.slice(1), terms, from, evidence: text.slice(0, 240) };
}

const NUM = '(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen)';
const toNumber = (s: string) => NUMBER_WORDS[s.toLowerCase()] ?? Number(s);
/**
 * "experience as a Baker", "4 years working as an Application Interface Manager (AIM)", "served as
 * a ...": the role after an "as" that follows words about experience or time, so "Infrastructure as
 * Code" and "such as Terraform" are no roles.
 */
const AS_ROLE =
  /(?:^|\b(?:experience|experienced|years?|months?|worked|working|work|served|serving|employed|employment|career|background|tenure|time|previously|prior|previous|spent|holds?)\b(?:\s+(?!(?:with|in|on|using|for|of|and|or)\b)[a-z-]+){0,3}?\s+)(?:as|being)\s+(?:an?\s+|the\s+)?([A-Za-z](?:[^.;,\n]|\.(?=[A-Za-z0-9])){1,90})/i;
/** Where a role named after "as" ends: "for 5 years", "in a bakery", "with", "at", "role focused on". */
const ROLE_END =
  /\s(?:for|in|with|at|within|where|who|which|and\s+(?:has|have|is)|or\s+(?:a|an)\s+similar|or\s+similar|role|position|capacity|during|from|since|is|are|must|required|preferred|\(\s*\d)\b.*$/i;
const YEARS_OF = new RegExp(
  `\\b${NUM}\\s*\\+?\\s*(?:(?:-|–|to)\\s*${NUM}\\s*\\+?\\s*)?(?:-\\s*)?(?:full\\s+)?years?\\b`,
  'i',
);
/** "experience in an Archivist role". */
const IN_ROLE =
  /\bexperience\s+(?:in|within)\s+(?:an?|the)\s+([A-Za-z][^.;,\n]{1,60}?)\s+(?:role|position|capacity)\b/i;

/**
 * Experience asked in named roles: "at least 4 years working as a Junior Systems Admin/Engineer",
 * "experience as an SOC Security Analyst for 5 years", "prior experience as a QA Engineer" (no
 * number). Only lines that say "as a <role>" next to experience or years count, so "5+ years of
 * Python" stays a skill and a years figure.
 */
export function experienceAsks(lines: string[]): ExperienceAsk[] {
  const asks: ExperienceAsk[] = [];
  for (const raw of lines) {
    // "Sr." and "Jr." end no sentence.
    const line = raw
      .replace(/^\s*(?:[-*•·]|\d{1,2}[.)])\s*/, '')
      .replace(/\b(Sr|Jr|St)\.\s*/g, '$1 ')
      .trim();
    if (!/\b(experience|experienced|years?|worked|working|served|background)\b/i.test(line)) continue;
    // Only a named role ("an Archivist role"), not a kind of work ("a data analysis role").
    const named = IN_ROLE.exec(line);
    const inRole = named && /^[A-Z]/.test(named[1] as string) ? (named[1] as string) : undefined;
    const as = inRole ? undefined : AS_ROLE.exec(line);
    if (!inRole && !as) continue;
    const role = (inRole ?? (as?.[1] as string).replace(ROLE_END, '')).replace(/\s+/g, ' ').trim();
    if (!role || role.split(' ').length > 12 || !/[A-Za-z]{2}/.test(role)) continue;
    if (/^(well|part|such|much|soon|long|far|good|needed|required|possible|appropriate)\b/i.test(role)) continue;
    const y = YEARS_OF.exec(line);
    const years = y ? toNumber(y[1] as string) : undefined;
    asks.push({
      role,
      ...(years !== undefined && Number.isFinite(years) && years > 0 && years <= 30 ? { years } : {}),
      evidence: line.slice(0, 240),
    });
  }
  return asks;
}
