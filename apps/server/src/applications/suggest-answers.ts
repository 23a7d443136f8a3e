import type { SuggestAnswersResponse } from '@careerloom/contract';
import { type ApplicantFacts, applicantSkills, firstPerson, roleOf } from './applicant-facts';

type Job = { company: string; position: string; description: string };
export type Suggestion = SuggestAnswersResponse['suggestions'][number] & { confidence: number };

const STOP = new Set(
  'a an and are as at be by describe do does for from have how i in is it me my of on or our tell that the this to was we what when where which who why with you your'.split(
    ' ',
  ),
);
const words = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9+#.]+/)
      .filter((w) => w.length > 2 && !STOP.has(w)),
  );

type Bullet = { text: string; role: string };
function bulletsOf(facts: ApplicantFacts): Bullet[] {
  return (facts.resume?.profile.experience ?? []).flatMap((e) => e.bullets.map((text) => ({ text, role: roleOf(e) })));
}

/**
 * Draft answers to application questions, each made only of what the resume and profile say and
 * of the job the user described; `evidence` lists the lines used. A question nothing answers gets
 * no draft, and the reasoning says so, rather than a plausible invention.
 */
export function suggestAnswers(
  questions: readonly string[],
  job: Job,
  facts: ApplicantFacts,
  skillsOf: (text: string) => string[],
): Suggestion[] {
  const mine = applicantSkills(facts);
  const mineLower = new Set(mine.map((s) => s.toLowerCase()));
  const asked = skillsOf(`${job.position}\n${job.description}`);
  const shared = asked.filter((s) => mineLower.has(s.toLowerCase()));
  const bullets = bulletsOf(facts);
  const recent = facts.resume?.profile.experience.find((e) => e.title || e.company);
  const years = facts.resume?.profile.yearsOfExperience;
  const byShared = (b: Bullet) =>
    skillsOf(b.text).filter((s) => shared.some((x) => x.toLowerCase() === s.toLowerCase())).length * 2 +
    (/\d/.test(b.text) ? 1 : 0);
  const best = [...bullets].sort((a, b) => byShared(b) - byShared(a));

  return questions.map((question) => {
    const q = question.toLowerCase();
    if (/\bwhy\b.*\b(work|join|company|here|us|interested|apply)|\binterest|motivat/.test(q)) {
      const evidence = shared.length ? [`skills in your profile and resume: ${shared.slice(0, 5).join(', ')}`] : [];
      const answers = shared.length
        ? [
            `The ${job.position} role at ${job.company} centres on ${shared.slice(0, 4).join(', ')}, which is the work I have been doing${recent ? ` as ${roleOf(recent)}` : ''}, and I would like to keep building on it at ${job.company}.`,
          ]
        : [];
      return {
        question,
        suggestedAnswers: answers,
        reasoning: shared.length
          ? `Built from the skills the ${job.position} description asks for that your resume shows. Nothing in your resume says why ${job.company} in particular: add that yourself.`
          : `Your resume shows none of the skills this description asks for, so there is nothing true to draft from; say in your own words what draws you to ${job.company}.`,
        evidence,
        confidence: shared.length ? 0.5 : 0,
      };
    }
    if (/\bfit\b|qualif|why (should|would) we|strength|suited/.test(q)) {
      const example = best[0];
      const evidence = [
        ...(recent ? [`resume experience: ${roleOf(recent)}`] : []),
        ...(shared.length ? [`skills in your profile and resume: ${shared.slice(0, 5).join(', ')}`] : []),
        ...(example ? [`resume bullet: ${example.text}`] : []),
      ];
      const parts = [
        recent
          ? `I work as ${roleOf(recent)}${years ? `, with about ${Math.round(years)} years of experience` : ''}.`
          : '',
        shared.length ? `The role asks for ${shared.slice(0, 4).join(', ')}, which my work has used.` : '',
        example ? `For example, ${firstPerson(example.text).replace(/^I/, 'I')}` : '',
      ].filter(Boolean);
      return {
        question,
        suggestedAnswers: parts.length ? [parts.join(' ')] : [],
        reasoning: parts.length
          ? 'Matched your most recent role, the skills you share with the description and your strongest related achievement.'
          : 'Your resume has no experience or skills to draw on yet; add your resume first.',
        evidence,
        confidence: shared.length && example ? 0.7 : parts.length ? 0.4 : 0,
      };
    }
    if (/challeng|difficult|project|problem|proud|accomplish|achievement/.test(q)) {
      const projects = [...bullets]
        .sort((a, b) => byShared(b) - byShared(a))
        .filter((b) => /\d|built|rebuilt|led|migrat|launch|design|redesign|scal|improv|reduc|cut/i.test(b.text))
        .slice(0, 2);
      return {
        question,
        suggestedAnswers: projects.map((b) => `${b.role ? `As ${b.role}, ` : ''}${firstPerson(b.text)}`),
        reasoning: projects.length
          ? 'These are the achievements in your resume closest to a project with a result. Add what made it hard and how you solved it: your resume does not say.'
          : 'Your resume lists no project or result to draw on; describe one yourself.',
        evidence: projects.map((b) => `resume bullet: ${b.text}`),
        confidence: projects.length ? 0.6 : 0,
      };
    }
    // Any other question: resume lines that share its words, or no draft at all.
    const qWords = words(question);
    const qSkills = skillsOf(question).filter((s) => mineLower.has(s.toLowerCase()));
    const related = bullets
      .map((b) => ({ b, score: [...words(b.text)].filter((w) => qWords.has(w)).length }))
      .filter((x) => x.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, 2)
      .map((x) => x.b);
    const answers = related.map((b) => `${b.role ? `As ${b.role}, ` : ''}${firstPerson(b.text)}`);
    if (!answers.length && qSkills.length) answers.push(`My resume lists ${qSkills.join(', ')}.`);
    return {
      question,
      suggestedAnswers: answers,
      reasoning: answers.length
        ? 'Drawn from the resume lines that share this question’s words; check that they really answer it.'
        : 'Nothing in your resume or profile answers this question; answer it yourself.',
      evidence: [
        ...related.map((b) => `resume bullet: ${b.text}`),
        ...(qSkills.length && !related.length ? [`skills in your profile and resume: ${qSkills.join(', ')}`] : []),
      ],
      confidence: related.length ? 0.4 : qSkills.length ? 0.3 : 0,
    };
  });
}
