import type { PersonaName, UserProfile } from '@careerloom/contract';
import type { AssistantEngine, HistoryTurn } from '../../language-model/assistant-engine';
import { collectReply } from '../collect-reply';
import { restateQuestion } from '../embedded/compose';

/** A pattern a reply must (or must not) hold: a string is matched case-insensitively. */
export type ReplyPattern = string | RegExp;

/** One user turn and what a good answer to it must contain and must not contain. */
export type ConversationTurn = {
  user: string;
  /** Every pattern must be found. */
  mustContain?: ReplyPattern[];
  /** No pattern may be found. */
  mustNotContain?: ReplyPattern[];
  /** Why the expectation is what it is, for whoever reads a failure. */
  why?: string;
};

/** A conversation of one or more turns, each answered with the earlier turns as history. */
export type Conversation = {
  id: string;
  persona?: PersonaName;
  profile?: UserProfile;
  turns: ConversationTurn[];
};

export type TurnResult = {
  conversation: string;
  turn: number;
  user: string;
  reply: string;
  passed: boolean;
  failures: string[];
};

const found = (text: string, pattern: ReplyPattern) =>
  typeof pattern === 'string' ? text.toLowerCase().includes(pattern.toLowerCase()) : pattern.test(text);

/** The answer's closing paragraph, without the sources line: what must not repeat across answers. */
function closingOf(reply: string): string {
  const paragraphs = reply.split(/\n\n+/).filter((p) => !/^Sources: /.test(p));
  return paragraphs.length > 1 ? (paragraphs.at(-1) ?? '').trim() : '';
}

/**
 * Checks one reply: the turn's own expectations, plus what every answer must respect: not empty,
 * no echo of the question in quotes, and no closing paragraph already used earlier in the
 * conversation.
 */
export function checkReply(turn: ConversationTurn, reply: string, earlierClosings: readonly string[]): string[] {
  const failures: string[] = [];
  if (!reply.trim()) failures.push('empty reply');
  for (const p of turn.mustContain ?? []) if (!found(reply, p)) failures.push(`missing ${String(p)}`);
  for (const p of turn.mustNotContain ?? []) if (found(reply, p)) failures.push(`contains ${String(p)}`);
  const echoed = restateQuestion(turn.user);
  if (echoed.length > 15 && reply.includes(`“${echoed}”`)) failures.push('echoes the question');
  const closing = closingOf(reply);
  if (closing && earlierClosings.includes(closing)) failures.push(`repeats the closing “${closing.slice(0, 60)}”`);
  return failures;
}

/**
 * Runs every conversation on `engine`, turn by turn, giving each turn the earlier turns as history
 * the way the chat module does (its stored messages, oldest first), and checks every reply.
 */
export async function runConversations(
  engine: AssistantEngine,
  conversations: readonly Conversation[],
  userId: number | null = null,
): Promise<TurnResult[]> {
  const results: TurnResult[] = [];
  for (const conversation of conversations) {
    const history: HistoryTurn[] = [];
    const closings: string[] = [];
    for (const [i, turn] of conversation.turns.entries()) {
      const { text } = await collectReply(engine, {
        message: turn.user,
        persona: conversation.persona ?? 'Friendly',
        profile: conversation.profile ?? {},
        userId,
        history: [...history],
      });
      const failures = checkReply(turn, text, closings);
      results.push({
        conversation: conversation.id,
        turn: i + 1,
        user: turn.user,
        reply: text,
        passed: failures.length === 0,
        failures,
      });
      history.push({ role: 'user', content: turn.user }, { role: 'assistant', content: text });
      const closing = closingOf(text);
      if (closing) closings.push(closing);
    }
  }
  return results;
}

/** The share of turns that passed, 0-1. */
export function passRate(results: readonly TurnResult[]): number {
  return results.length === 0 ? 0 : results.filter((r) => r.passed).length / results.length;
}
