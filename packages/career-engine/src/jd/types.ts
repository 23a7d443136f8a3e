/**
 * What a job description's parts are for. Only `requirements` and `preferred` yield skills the job
 * asks for (and `responsibilities` only when the posting has no requirements section); the rest
 * describe the employer, the pay or the law and must never become "required skills".
 */
export type JdSectionKind =
  | 'about'
  | 'responsibilities'
  | 'requirements'
  | 'preferred'
  | 'benefits'
  | 'legal'
  | 'other';

/** One part of a job description, with the heading that opened it (absent for leading text). */
export interface JdSection {
  kind: JdSectionKind;
  heading?: string;
  text: string;
  /** Why it got its kind: the heading cue, a paragraph cue or the position (leading text). */
  reason: string;
}

export type Seniority =
  | 'intern'
  | 'entry'
  | 'mid'
  | 'senior'
  | 'staff'
  | 'principal'
  | 'lead'
  | 'manager'
  | 'director'
  | 'executive';

export type DegreeLevel = 'associate' | 'bachelor' | 'master' | 'doctorate';

/**
 * One skill requirement: satisfied by any skill of `anyOf` ("a language such as Python, Ruby or
 * Java" is one requirement of three members; "Python" alone is a requirement of one).
 */
export interface SkillRequirement {
  /** Canonical skill names from the taxonomy; one name for a plain requirement. */
  anyOf: string[];
  /** Human label: the skill, or "Python, Ruby or Java" for a group. */
  label: string;
  /** Soft skills (communication, teamwork) are asked by nearly every posting and weigh less. */
  soft: boolean;
  /**
   * The requirement is a line of its own in a requirements list ("Decision-Making Skills",
   * "Customer Service: ..."): a soft skill listed so is a need of the job, not boilerplate.
   */
  listed?: true;
  /** The section kind the requirement came from. */
  from: JdSectionKind;
  /** The line of the description it was read from, trimmed. */
  evidence: string;
}

/**
 * A requirement the skills taxonomy does not know ("Mastered baking techniques", "Audio Visual"),
 * kept as the few words that name it, so a trade's own skills still count. Never stored as posting
 * skills: only the ATS score reads these, by finding the words in one line of the resume.
 */
export interface PhraseRequirement {
  /** The words as the posting wrote them ("Baking techniques"). */
  label: string;
  /** Those words lower-cased and lightly stemmed, fillers removed ("bake", "technique"). */
  terms: string[];
  from: JdSectionKind;
  evidence: string;
}

/** "At least 4 years as a Junior Systems Admin", "prior experience as a QA Engineer". */
export interface ExperienceAsk {
  /** The role as written, without the years ("Junior Systems Admin/Engineer"). */
  role: string;
  /** Years asked; absent when the line asks for experience in the role without a number. */
  years?: number;
  evidence: string;
}

/** Everything the reader understood of one job description. */
export interface JobDescriptionAnalysis {
  title?: string;
  company?: string;
  seniority?: Seniority;
  /** "5+ years" is { min: 5 }, "3-5 years" { min: 3, max: 5 }; from requirement-like text only. */
  years?: { min: number; max?: number };
  /** The lowest degree the posting asks for, and whether it is only preferred. */
  degree?: { level: DegreeLevel; required: boolean; fields: string[] };
  sections: JdSection[];
  required: SkillRequirement[];
  preferred: SkillRequirement[];
  /** Required needs the taxonomy does not know, as phrases (decision 015, amended). */
  phrases?: PhraseRequirement[];
  /** Experience asked in named roles, with years where stated. */
  experience?: ExperienceAsk[];
  /**
   * Where the required skills were read from: the requirements sections, the responsibilities
   * (the posting has no requirements section), the whole text sentence by sentence (no headings
   * at all), or nowhere (an empty description).
   */
  skillsFrom: 'requirements' | 'responsibilities' | 'sentences' | 'none';
}
