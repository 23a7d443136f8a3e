import { describe, expect, it } from 'vitest';
import { createOneAtATime } from './one-at-a-time';

/** A reply's first piece as the chat streams it: several hops of microtasks, then sent. */
async function firstPiece(events: string[], name: string): Promise<void> {
  for (let hop = 0; hop < 5; hop++) await null;
  events.push(`${name} composed`);
  for (let hop = 0; hop < 5; hop++) await null;
  events.push(`${name} sent`);
}

describe('one at a time', () => {
  it('sends each first piece before the next caller starts, in the order they asked', async () => {
    const line = createOneAtATime();
    const events: string[] = [];
    await Promise.all(
      ['a', 'b', 'c'].map(async (name) => {
        const end = await line.enter();
        await firstPiece(events, name);
        end();
      }),
    );
    expect(events).toEqual(['a composed', 'a sent', 'b composed', 'b sent', 'c composed', 'c sent']);
  });

  it('side by side (without the line) every caller composes before any sends', async () => {
    // What the line is for: the microtask queue takes each caller one step in turn.
    const events: string[] = [];
    await Promise.all(['a', 'b', 'c'].map((name) => firstPiece(events, name)));
    expect(events.slice(0, 3)).toEqual(['a composed', 'b composed', 'c composed']);
  });

  it('lets the next caller go when one waits on I/O, and ignores its later end', async () => {
    const line = createOneAtATime();
    const events: string[] = [];
    let slowEnd: (() => void) | undefined;
    const slow = (async () => {
      slowEnd = await line.enter();
      events.push('slow waits');
      await new Promise((resolve) => setTimeout(resolve, 20));
      events.push('slow sent');
      slowEnd();
    })();
    const quick = (async () => {
      const end = await line.enter();
      events.push('quick sent');
      end();
    })();
    await Promise.all([slow, quick]);
    expect(events).toEqual(['slow waits', 'quick sent', 'slow sent']);
    // Ending twice, or after the line moved on, changes nothing: a later caller still gets in.
    slowEnd?.();
    const end = await line.enter();
    end();
  });
});
