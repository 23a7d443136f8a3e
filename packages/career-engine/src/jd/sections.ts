import { splitSentences } from './skill-requirements';
import type { JdSection, JdSectionKind } from './types';

/**
 * Heading cues, tried in this order on the cleaned heading (lower case, emoji and punctuation
 * stripped). The order matters: "Preferred qualifications" is preferred before it is
 * requirements, "What you'll bring" is requirements before "you'll" makes it responsibilities,
 * "About you" is requirements before "About" makes it the company, and "Why this role" is the
 * role before "Why ..." makes it the employer's pitch.
 */
const HEADING_CUES: ReadonlyArray<readonly [JdSectionKind, RegExp]> = [
  [
    'legal',
    /\b(equal (employment )?opportunit\w*|eeo|eoe|e-verify|accommodations?|affirmative action|diversity|privacy|disclaimer|notices?|fraud|scams?|legal|conditions of employment|safeguarding|right to work|export control|background checks?|fair chance|data protection)\b/,
  ],
  [
    'other',
    // "DETAILS:" over "Shift Detail: ..." and "Workdays: Monday to Friday" is the job's logistics:
    // read as requirements, the ATS advice said "The job asks for Workdays" (issue 35).
    /^(why this role|additional (information|notes|details)|interview|hiring process|how (to apply|we hire)|apply|#li|((job|role|position|shift|work|other) )?details$|(work(ing)? )?(schedule|hours)$|shifts?$|logistics$)/,
  ],
  [
    'benefits',
    /\b(benefits?|perks?|compensation|salary|salaries|pay|earnings|rewards?|what we offer|we offer|our offer|what you('ll| will) get|in it for you|why (join|work|you('ll| will)|us)|why [a-z0-9.&-]+$|time off|pto|vacation|well-?being|wellness|insurance|401\s?\(?k\)?|retirement|equity|stock|rsus?|parental|stipends?|allowance|relocation|how we take care)\b/,
  ],
  // A team's stack is what knowing helps with, not a list of hard requirements (decision 015).
  ['preferred', /\b(tech(nology)? stack|our (tech|stack|tools|technologies)|technologies we use|tools we use|stack)\b/],
  [
    'preferred',
    /(^(preferred|nice|bonus|extra|desired|desirable|ideally|pluses|plus|even better|good to have|great to have|helpful|optional|not required)\b|\b(preferred|nice[- ]to[- ]haves?|bonus( points)?|a plus|pluses|desired|desirable|good to have|great to have|stand out|set you apart|even better)\b)/,
  ],
  [
    'requirements',
    /\b(requirements?|required|qualifications?|qualified|must[- ]haves?|what you('ll| will)? (bring|need|have)|what you need|you('ll| will)? (need|bring|have)|you have|what we('re| are) (looking for|seeking)|what we look for|who (you are|we('re| are) looking for|you('ll| will) be)|about you|you are|fit|is this you|could (that|this) be you|^you$|your (background|profile|skills|experience|qualifications|expertise|toolkit)|profile|skills|skill set|experience|expertise|competenc\w*|knowledge|ideal candidate|what it takes|what makes you|to be successful|success factors|minimum|basic qualifications|eligibility|must|traits|proof of work|background|who we('re| are) (hiring|seeking)|we('d| would) love|you might be|you may be|the right person|candidate)\b/,
  ],
  [
    'responsibilities',
    /\b(responsibilit\w*|what you('ll| will)|what (you|we) need you to do|you('ll| will)|in this role|day[- ]to[- ]day|day in the life|duties|key (tasks|accountabilit\w*|areas)|accountabilit\w*|your (role|mission|impact|day|work|job)|impact|what success looks like|outcomes|objectives|how you('ll| will)|scope|the challenge|tasks|first (30|60|90)|deliverables|what you do)\b/,
  ],
  [
    'other',
    /^(about (the|this) (role|position|job|opportunity|team role)|the (role|position|opportunity|job)|role|position|job|overview|summary)\b/,
  ],
  [
    'about',
    /^(about|who we are|who are we|our (story|mission|company|culture|values|team|vision|approach|investors|customers|product|products|platform|work|why|commitment)|the company|company|mission|the team|team|culture|values|life at|working at|why we exist|what we do|what we believe|how we work|we are|meet|join|careers at|learn more|follow|connect|stay in the know|check out|backed|investors)\b/,
  ],
  [
    'other',
    /^(role overview|job summary|job description|position overview|location|job type|schedule|working hours|travel|start date|employment type|referral|department|reports? to|team)\b/,
  ],
];

/** A heading that only announces the job's title, on the line below it. */
const TITLE_HEADING = /^(job title|title|position title|position|role|job)$/;

/** Headings that may open a section inside a line ("Requirements: 5+ years of ..."): only the plain names. */
const INLINE_LABEL =
  /^(requirements|qualifications|minimum qualifications|basic qualifications|required( skills| experience| qualifications)?|must[- ]haves?|(key |main |job )?responsibilities|duties|benefits|perks|preferred( qualifications| skills| experience)?|nice[- ]to[- ]haves?|bonus( points)?|what we offer|compensation|salary|about us|about the company)$/;

/** Paragraph cues that override the section a line sits in (unheaded boilerplate after a list). */
const LEGAL_LINE =
  /(equal (employment )?opportunit|without regard to|regardless of (race|age|gender|sex)|race, colou?r|sexual orientation|gender identity|protected veteran|reasonable accommodation|e-verify|affirmative action|fair chance|criminal histor|privacy (notice|policy)|recruitment fraud|background check)/i;
const BENEFIT_CUE =
  /\b(401\s?\(?k\)?|paid time off|pto|parental leave|health(care)? (insurance|benefits|coverage)|medical, dental|dental,? (and )?vision|vision insurance|life insurance|disability insurance|stock options|rsus?|salary range|base (salary|pay)|compensation range|pay range|annual salary|on-target earnings|commuter benefit|wellness (stipend|budget)|learning (stipend|budget)|gym membership|paid holidays|unlimited (pto|vacation)|we offer|total rewards|(generous )?benefits? (program|package|plan)s?|health, dental|(medical|health),? (dental|vision)|(dental|vision|medical) (insurance|coverage|plans?|premiums?)|premiums|company[- ]paid|time off|for you and your (family|dependents)|office snacks|snacks)\b|\$\s?\d[\d,.]*k?\s*(USD|CAD|EUR|GBP)?\s*(-|–|to|and)\s*\$\s?\d/gi;
const ABOUT_LINE =
  /^(about [A-Z0-9]|at [A-Z][\w.&'’-]*,? we\b|[A-Z][\w.&'’-]*(\s[A-Z][\w.&'’-]*){0,3} is (a|an|the) [^.]{0,80}\b(company|platform|startup|leader|provider|firm|organi[sz]ation|marketplace|network)\b|our mission\b|[A-Z][\w.&'’-]*('s|’s) mission\b|founded in \d{4}|we('re| are) (a|an) [^.]{0,60}\b(company|startup)\b)/;

const BULLET = /^\s*([-*•·▪◦‣●○■□➤►✓✔–—]|\d{1,2}[.)])\s+/;

/** A heading with emoji, numbering, markdown and trailing punctuation removed, in lower case. */
export function cleanHeading(line: string): string {
  return (
    line
      .replace(/[’‘]/g, "'")
      .replace(/^[^\p{L}\p{N}#]+/u, '')
      // Markdown's "## Heading" (a "#LI-Remote" tag keeps its hash).
      .replace(/^#+\s+/, '')
      .replace(/[\s:?!.*_#-]+$/u, '')
      .replace(/[*_]+/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase()
  );
}

/** The kind a heading announces, or null when it names no known kind of section. */
export function classifyHeading(heading: string): JdSectionKind | null {
  const h = cleanHeading(heading);
  if (!h || h.length > 120) return null;
  for (const [kind, cue] of HEADING_CUES) if (cue.test(h)) return kind;
  return null;
}

function looksLikeHeading(line: string): boolean {
  if (BULLET.test(line)) return false;
  const t = line.trim();
  const colon = t.endsWith(':');
  // A sentence ends with a full stop or a comma-separated clause; a heading does not. Words are
  // counted last: most lines are sentences, and splitting every one of them cost more than the rest.
  if (!colon && (t.length > 70 || /[.,;]$/.test(t))) return false;
  return t.split(/\s+/).length <= (colon ? 18 : 9);
}

interface Line {
  text: string;
  kind: JdSectionKind;
  heading?: string;
  reason: string;
}

/**
 * Splits a job description into classified sections. A line is a heading when it is short and
 * stands alone (or ends with a colon) and its words name a kind of section; "Requirements: ..."
 * opens one inline. Text before the first heading is the company (when it reads like a company
 * blurb) or other. Inside any section, a line that reads as EEO or benefits boilerplate, or as a
 * company blurb, takes that kind instead, so unheaded boilerplate after a list never yields skills.
 */
export function splitSections(text: string): JdSection[] {
  const lines: Line[] = [];
  type Context = { kind: JdSectionKind; heading?: string; reason: string };
  let current: Context | null = null;
  // A last "heading" with nothing under it was a sentence after all ("React required").
  let open: { line: string; before: Context | null; count: number } | null = null;
  for (const raw of joinBrokenParentheses(
    text
      .replace(/\r\n?/g, '\n')
      .replace(/\u00a0/g, ' ')
      .split('\n'),
  )) {
    const line = raw.trim();
    if (!line) continue;
    // The line under a "Job title" heading is the title ("User Experience Designer"), never a
    // heading of its own, whatever its words.
    const underTitle = current !== null && TITLE_HEADING.test(cleanHeading(current.heading ?? ''));
    if (looksLikeHeading(line) && !(underTitle && lines.length === open?.count)) {
      const kind = classifyHeading(line);
      if (kind) {
        open = { line, before: current, count: lines.length };
        current = { kind, heading: line.replace(/:\s*$/, ''), reason: `heading "${cleanHeading(line)}"` };
        continue;
      }
    }
    const inline = /^([A-Za-z][A-Za-z '’&/-]{2,40}):\s+(\S.*)$/.exec(line);
    const label = inline ? cleanHeading(inline[1] as string) : '';
    if (inline && INLINE_LABEL.test(label)) {
      const kind = classifyHeading(label);
      if (kind) {
        current = { kind, heading: inline[1] as string, reason: `heading "${label}"` };
        lines.push({ text: inline[2] as string, ...current });
        continue;
      }
    }
    const base = current ?? {
      kind: ABOUT_LINE.test(line) ? ('about' as const) : ('other' as const),
      reason: 'text before the first heading',
    };
    // A paragraph may end in boilerplate ("... We offer dental and a 401(k)."): judge each sentence.
    for (const sentence of splitSentences(line)) {
      lines.push({ text: sentence, ...base, ...lineOverride(sentence, base.kind) });
    }
  }
  const last = open as { line: string; before: Context | null; count: number } | null;
  if (last && lines.length === last.count) {
    const base = last.before ?? { kind: 'other' as const, reason: 'text before the first heading' };
    lines.push({ text: last.line, ...base, ...lineOverride(last.line, base.kind) });
  }
  // Consecutive lines of one kind under one heading make one section.
  const sections: JdSection[] = [];
  for (const line of lines) {
    const last = sections[sections.length - 1];
    if (last && last.kind === line.kind && last.heading === line.heading && last.reason === line.reason) {
      last.text += `\n${line.text}`;
    } else {
      sections.push({
        kind: line.kind,
        ...(line.heading ? { heading: line.heading } : {}),
        text: line.text,
        reason: line.reason,
      });
    }
  }
  return sections;
}

/**
 * Rejoins a line broken inside parentheses ("a language (e.g." / "TypeScript, Python, Go)"), so a
 * list of examples stays one "one of" group with the words that introduce it.
 */
function joinBrokenParentheses(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    const open = prev ? (prev.match(/\(/g)?.length ?? 0) - (prev.match(/\)/g)?.length ?? 0) : 0;
    if (prev !== undefined && open > 0 && line.trim() && /^[^()]{0,200}\)/.test(line.trim())) {
      out[out.length - 1] = `${prev.trimEnd()} ${line.trim()}`;
    } else out.push(line);
  }
  return out;
}

function lineOverride(line: string, kind: JdSectionKind): Partial<Line> {
  if (kind === 'legal') return {};
  if (LEGAL_LINE.test(line)) return { kind: 'legal', reason: 'EEO or legal wording' };
  if (kind === 'benefits') return {};
  // Two benefit cues ("medical, dental and vision ... 401(k)"), or one in a short line, is a perk, not a skill.
  const cues = line.match(BENEFIT_CUE)?.length ?? 0;
  if (cues >= 2 || (cues === 1 && line.split(/\s+/).length <= 12))
    return { kind: 'benefits', reason: 'benefits wording' };
  if (kind !== 'about' && ABOUT_LINE.test(line)) return { kind: 'about', reason: 'company blurb' };
  return {};
}
