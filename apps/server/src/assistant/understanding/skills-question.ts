/**
 * A question about a job's skills, software or tools ("what software do bookkeepers use", "skills
 * to list for a forklift operator", "what should a nurse know"), told apart from the questions the
 * guides answer: how to present skills on a resume, whether to learn one program, which skills
 * carry over to another job, what makes someone good at a job. The job itself is read by
 * read-message.ts (occupationSkillsRequest) over the text this module prepares.
 */

/** What a job's skills are asked as: its skills, software, programs, tools or equipment. */
const SKILLS_TALK = /\b(skills?|skill ?set|software|programs?|apps?|tools?|equipment|technolog(?:y|ies)|tech stack)\b/i;
/**
 * Or what to know or learn, asked ("what should a nurse know", "what do I need to learn to become
 * an electrician"): not any "know" in a story ("I finally know what I want to do", "anyone knows?").
 */
const WHAT_TO_KNOW =
  /\b(?:what|which)\b[^.?!]{0,60}\b(?:know|learn)\b(?=\s*(?:[?.!,;]|$|\s+(?:to|for|as|before|first|in order)\b))/i;
/** What to put on a resume for a named job: the job's skills and tools ("what should i put on my resume for a janitor job"). */
const PUT_ON_RESUME_FOR_JOB =
  /\b(?:what|which)\b.{0,30}\b(?:put|list|include|add)\b.{0,15}\bon\s+(?:my|a|the)\s+resume\s+for\s+(?:an?\s+)?[a-z]+(?:\s+[a-z]+){0,2}\s+(?:job|position|role)\b/i;
/**
 * Phrasings that surely ask for a job's skills, read before the job search and pay rules ("skills
 * to list for a forklift operator job" is no search for forklift jobs): which skills or software,
 * skills for or needed, what to know or learn.
 */
export const ASKS_FOR_JOB_SKILLS = new RegExp(
  `${PUT_ON_RESUME_FOR_JOB.source}|${/\b(?:what|which)\b.{0,40}\b(?:skills?|software|programs?|apps?|tools?|equipment|technolog(?:y|ies)|tech stack)\b|\b(?:skills?|software|tools?|equipment)\s+(?:to|for|needed|required|i need|you need|do i need)\b|\b(?:what|which)\b.{0,30}\b(?:should|do|does|must|to)\b.{0,40}\b(?:know|learn)\b/.source}`,
  'i',
);
/**
 * How to present skills ("how do I list skills on my resume", "how should I word my skills") asks
 * for the guides on the skills section, not for a job's skills.
 */
const HOW_TO_PRESENT =
  /\bhow\s+(?:do|should|can|would|to)\s+(?:i\s+)?(?:list|put|write|format|show|present|add|describe|word|phrase|organi[sz]e|highlight)\b/i;
/**
 * A yes-or-no question ("should I learn Excel?", "do I need to know Python to be a DevOps
 * engineer?") weighs one choice, which the guides answer; "can you tell me what a nurse needs" asks.
 */
const YES_NO_QUESTION = /^\s*(?:should|is|are|do|does|did|would|will|can|could|am)\s+(?:i|we|it|my|there)\b/i;
/** Skills carried from one job to another ("transferable skills from retail to office work"): a career change. */
const SKILLS_CARRIED_OVER = /\btransferr?able\b|\bfrom\s+(?:\w+\s+){0,2}(?:to|into)\s/i;
/** What makes someone good at a job ("what skills make a good manager"): the people skills O*NET's lists leave out. */
const GOOD_AT_IT = /\b(?:an?|the)\s+(?:good|great|better|successful|effective|strong)\b/i;

/** Whether the message asks for a job's skills, software or tools, rather than for the guides (see the module's note). */
export function asksForJobSkills(message: string): boolean {
  return (
    (SKILLS_TALK.test(message) || WHAT_TO_KNOW.test(message) || PUT_ON_RESUME_FOR_JOB.test(message)) &&
    !HOW_TO_PRESENT.test(message) &&
    !YES_NO_QUESTION.test(message) &&
    !SKILLS_CARRIED_OVER.test(message) &&
    !GOOD_AT_IT.test(message)
  );
}

/**
 * The verbs of a skills question, and its nouns where a title cannot go on after them ("software
 * do", "skills" at the end), as clause breaks: a title ends before them as it ends a clause, so
 * "what software do bookkeepers use" reads "bookkeepers" and "what tools does a dental hygienist
 * need to know" "dental hygienist". A noun before another word stays: "software engineer",
 * "heavy equipment operator".
 */
const SKILLS_TALK_BREAKS =
  /\b(?:skills?|skill ?set|software|programs?|apps?|tools?|equipment|technolog(?:y|ies)|tech stack)\b(?=\s+(?:do|does|should|would|are|is|for|to|needed|required|i|you|a|an|the|on|in|of|that|list)\b|\s*[?.!,;:]|\s*$)|\b(?:use|uses|used|using|need|needs|needed|know|knows|learn|have|has|list|put|include|mention)\b/gi;

/** The message with its skills talk turned into clause breaks (see SKILLS_TALK_BREAKS), for the role reader. */
export function withSkillsTalkAsBreaks(message: string): string {
  return message.replace(SKILLS_TALK_BREAKS, ',');
}
