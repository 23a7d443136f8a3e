import { checkEvidence, type UserFacts } from '@careerloom/career-engine';
import type { AssistantEngine, AssistantEvent, AssistantRequest } from '../language-model/assistant-engine';

/**
 * A language model's chat reply passes the same evidence check as its drafted texts before the
 * user reads a claim about themselves (issue 34). The reply still streams, a sentence at a time:
 * each finished sentence is checked against the user's facts (their latest resume, the profile
 * and what they said in the conversation) and shown only when it makes no unsupported claim about
 * them (an employer, title, degree, school, skill, number or years they never stated). What was
 * left out is said at the end, plainly, so a gap in the answer is never a mystery.
 */

/** What the check needs: the user's facts (null without a signed-in user or a resume) and a skill reader. */
export type ReplyCheckDeps = {
  factsFor(userId: number): Promise<UserFacts | null>;
  skillsOf(text: string): string[];
};

/** A sentence ends at . ! ? followed by a space or a line break, or at a line break (list items). */
const SENTENCE_END = /(?<=[.!?])\s+|\n+/;

/** The facts of a reply: the stored ones plus what the user said in this conversation and profile. */
function withConversation(
  facts: UserFacts | null,
  request: AssistantRequest,
  skillsOf: (text: string) => string[],
): UserFacts {
  const said = [
    request.message,
    ...request.history.filter((t) => t.role === 'user').map((t) => t.content),
    ...Object.values(request.profile).filter((v): v is string => typeof v === 'string'),
  ];
  const base: UserFacts = facts ?? { employers: [], titles: [], schools: [], degrees: [], skills: [], texts: [] };
  return {
    ...base,
    titles: [...base.titles, ...(request.profile.role ? [request.profile.role] : [])],
    skills: [...base.skills, ...skillsOf(said.join('\n'))],
    texts: [...base.texts, ...said],
  };
}

export function withEvidenceCheck(engine: AssistantEngine, deps: ReplyCheckDeps): AssistantEngine {
  return {
    name: engine.name,
    async *reply(request: AssistantRequest): AsyncIterable<AssistantEvent> {
      const stored = request.userId === null ? null : await deps.factsFor(request.userId).catch(() => null);
      const facts = withConversation(stored, request, deps.skillsOf);
      // What the user said is the job text too: claims about the role or company they asked about are theirs to make.
      const jobText = [request.message, ...request.history.map((t) => t.content)].join('\n');
      let pending = '';
      let removed = 0;
      const checked = (sentence: string): string => {
        if (!sentence.trim()) return sentence;
        const result = checkEvidence(sentence, facts, { jobText, skillsOf: deps.skillsOf, perspective: 'second' });
        if (result.changes.length === 0) return sentence;
        removed++;
        return '';
      };
      for await (const event of engine.reply(request)) {
        if (event.type !== 'delta') {
          yield event;
          continue;
        }
        pending += event.text;
        // Everything up to the last sentence end is complete; the rest waits for more text.
        let cut = -1;
        for (const m of pending.matchAll(new RegExp(SENTENCE_END.source, 'g'))) cut = (m.index ?? 0) + m[0].length;
        if (cut <= 0) continue;
        const done = pending.slice(0, cut);
        pending = pending.slice(cut);
        const out = splitKeepingSeparators(done).map(checked).join('');
        if (out) yield { type: 'delta', text: out };
      }
      const last = checked(pending);
      if (last) yield { type: 'delta', text: last };
      if (removed > 0)
        yield {
          type: 'delta',
          text: `\n\n(I left out ${removed === 1 ? 'one statement' : `${removed} statements`} about you that your resume and this conversation don't support. Tell me if I missed something you have done.)`,
        };
    },
  };
}

/** Sentences with the spaces and line breaks after them, so joining them gives the text back. */
function splitKeepingSeparators(text: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (const m of text.matchAll(new RegExp(SENTENCE_END.source, 'g'))) {
    const end = (m.index ?? 0) + m[0].length;
    parts.push(text.slice(from, end));
    from = end;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}
