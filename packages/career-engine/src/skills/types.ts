/** Broad grouping of a skill: used to tell hard knowledge from abilities (e.g. in the benchmark). */
export type SkillArea = 'tech' | 'business' | 'soft' | 'language' | 'certification';

/**
 * A condition on one surface form of a skill. Short or common-word aliases ("PM", "Go", "R", "C",
 * "Spring") are only accepted when the rule holds, because out of context they are usually something
 * else (a time of day, a verb, a letter grade, a season).
 */
export interface ContextRule {
  /** The surface form the rule guards (matched case-insensitively against the alias key). */
  alias: string;
  /** Accept only when the original text equals `alias` exactly (e.g. "Go", not "go"). */
  caseSensitive?: boolean;
  /** Accept only when one of these words occurs nearby; a trailing `*` makes a prefix ("program*"). */
  near?: string[];
  /** Reject when one of these words occurs nearby. */
  notNear?: string[];
  /** Reject when the next word is one of these (e.g. "Excel at", "Go to"). */
  notFollowedBy?: string[];
  /** Reject when the previous word is one of these (e.g. "from scratch", "OpenStack Swift"). */
  notPrecededBy?: string[];
  /**
   * Reject inside an exclamation: the clause around the match ends in "!" before any other stop
   * ("(Go Sooners!)", "Let's Go!"). A cheer or a slogan, not the skill.
   */
  notInExclamation?: boolean;
  /** How many characters either side count as "nearby" (default 100). */
  window?: number;
}

/** One canonical skill of the taxonomy. */
export interface Skill {
  /** Stable kebab-case identifier, e.g. `postgresql`. */
  id: string;
  /** Canonical display name, e.g. `PostgreSQL`. */
  name: string;
  /** Grouping inside an area, e.g. `Databases`, `Finance`. */
  category: string;
  area: SkillArea;
  /** Other names for the same skill, e.g. `Postgres`, `psql`. */
  aliases: string[];
  /** Conditions for ambiguous aliases (including the name itself when it is ambiguous). */
  context?: ContextRule[];
  /** Where the skill came from when it is not the team's own taxonomy (e.g. the O*NET attribution). */
  source?: string;
  /** O*NET marks some technologies as "hot" (frequently requested by employers). */
  hot?: boolean;
  /**
   * Broader skills this one implies (ids): PostgreSQL implies SQL, React implies front-end
   * development. The extractor can add them as implied skills, so a job asking for SQL is satisfied
   * by a resume that names PostgreSQL.
   */
  implies?: string[];
  /**
   * The skill is named after a company (Dropbox, Slack, Confluent): a mention that reads as an
   * employer ("at Dropbox", "Senior Engineer, Dropbox (2015 – 2020)") is not the skill.
   */
  organisation?: boolean;
  /** Phrases that show the skill without naming it ("mentored four engineers" for mentoring). */
  evidence?: readonly RegExp[];
}

/** The shape every extractor consumes: a flat list of skills. */
export type Taxonomy = readonly Skill[];
