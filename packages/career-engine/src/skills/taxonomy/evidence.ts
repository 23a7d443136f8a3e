/**
 * Soft skills read from what a resume shows rather than from their names: "led a six-engineer
 * group" shows leadership, "mentored four engineers" mentoring, "reviewed pull requests" code
 * review. Each pattern must describe the candidate doing the thing, so "learning from senior
 * mentors" or "a design-review rubric" match nothing. Patterns are case-insensitive and start with
 * a plain alternation of words (`\b(?:led|leading)…`), which the extractor uses as a quick filter.
 */
const W = '[^\\s.,;:!?()]+';
const words = (max: number) => `(?:${W}\\s+){0,${max}}?`;

// What a lead is of: people, efforts, and the recurring pieces of work a team runs ("led the
// month-end close", "led incident response", "led the SOC 2 audit").
const LED_WHAT =
  'closes?|incident response|incidents|responses|audits?|implementations?|integrations?|negotiations?|investigations?|planning|teams?|groups?|squads?|crews?|shifts?|departments?|engineers|developers|analysts|designers|people|staff|initiatives?|efforts?|migrations?|rollouts?|programmes?|programs?|projects?|redesigns?|launch(?:es)?|transformations?|organi[sz]ations?|workstreams?|workshops?|cohorts?';
const PEOPLE =
  'engineers|developers|analysts|designers|members|staff|people|juniors|interns|students|hires|baristas|employees|contributors|colleagues|reports|mentees|learners|volunteers';

export const EVIDENCE: Readonly<Record<string, readonly RegExp[]>> = {
  leadership: [
    new RegExp(
      `\\b(?:led|leading|headed|heading)(?<!\\b(?:a|an|the|industry|world|market|category)[\\s-]+leading)\\s+(?!to\\b|by\\b|from\\b|into\\b|provider|platform|compan|brand|firm|edge)(?:a|an|the|our|my|two|three|four|five|six|seven|eight|nine|ten|\\d+)?\\s*${words(3)}(?:${LED_WHAT})\\b`,
      'gi',
    ),
    /\b(?:tech|technical|team)\s+lead\s+(?:for|of|on)\b/gi,
  ],
  'mentoring-skills': [
    /\b(?:mentored|mentoring)\b/gi,
    new RegExp(
      `\\b(?:coached|coaching)\\s+(?:a|an|the|\\d+|two|three|four|five|six|seven|eight|nine|ten)?\\s*${words(2)}(?:${PEOPLE})\\b`,
      'gi',
    ),
  ],
  'code-review': [
    new RegExp(
      `\\b(?:review|reviewed|reviewing)\\s+${words(3)}(?:code|pull requests?|PRs|merge requests?|diffs|changesets?|patches)\\b`,
      'gi',
    ),
  ],
  recruiting: [
    new RegExp(
      `\\b(?:hired|recruited|interviewed)(?:,?\\s+(?:and\\s+)?(?:trained|onboarded|retained|developed|mentored|grew))*,?\\s+(?:a\\s+team\\s+of\\s+|\\d+\\s+|two\\s+|three\\s+|four\\s+|five\\s+|six\\s+|seven\\s+|eight\\s+|nine\\s+|ten\\s+|dozens\\s+of\\s+)${words(2)}(?:${PEOPLE}|\\d+)?`,
      'gi',
    ),
  ],
  'training-facilitation': [
    new RegExp(
      `\\b(?:trained|onboarded)\\s+(?:a\\s+team\\s+of\\s+|(?:the\\s+)?team\\b|\\d+\\+?\\s+|two\\s+|three\\s+|four\\s+|five\\s+|six\\s+|seven\\s+|eight\\s+|nine\\s+|ten\\s+|new\\s+)${words(2)}(?:${PEOPLE}|\\d+)?`,
      'gi',
    ),
  ],
  'public-speaking': [/\b(?:spoke|speaking|presented|keynoted)\s+at\b/gi, /\b(?:gave)\s+(?:\w+\s+){0,2}talks?\b/gi],
  'technical-writing': [
    new RegExp(
      `\\b(?:authored|wrote|writing|documented)\\s+(?:the|an?|our)?\\s*${words(3)}(?:runbooks?|documentation|design docs?|design documents?|guides?|specs?|specifications?|RFCs?|playbooks?|handbooks?|API references?)\\b`,
      'gi',
    ),
  ],
  'cross-team-collaboration': [/\b(?:partnered)\s+with\b/gi, /\b(?:cross)[- ](?:team|functional)\b/gi],
  'database-performance-tuning': [
    new RegExp(
      `\\b(?:tuned|tuning|optimized|optimised|optimizing|optimising|sped|speeding)\\s+(?:up\\s+)?${words(4)}(?:queries|query|indexes|indices|database|databases)\\b`,
      'gi',
    ),
  ],
  'workshop-facilitation': [
    new RegExp(`\\b(?:ran|run|running|facilitated|facilitating|delivered|hosted)\\s+${words(3)}workshops?\\b`, 'gi'),
  ],
};
