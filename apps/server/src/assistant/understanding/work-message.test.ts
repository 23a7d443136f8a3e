import { describe, expect, it } from 'vitest';
import { workMessageIn } from './work-message';

describe('workMessageIn', () => {
  it('turns what is asked of us into what the message is for, in the first person', () => {
    expect(workMessageIn('text my supervisor Dana saying i cant make it before 10')).toEqual({
      action: 'work_message',
      purpose: "to let you know I can't make it before 10",
      to: 'Dana',
      asText: true,
    });
    // An email is no text.
    expect(workMessageIn('email payroll about my missing overtime')?.asText).toBeUndefined();
    expect(workMessageIn('email payroll about my missing overtime')?.purpose).toBe('about my missing overtime');
    expect(workMessageIn('message my team lead asking if i can leave early friday')?.purpose).toBe(
      'to ask if I can leave early friday',
    );
    // Asking to do something is asking whether one may: "to ask about to leave early" read as no sentence.
    expect(workMessageIn('text to my supervisor asking to leave early friday')?.purpose).toBe(
      'to ask if I could leave early friday',
    );
  });

  it('names whom it goes to as any work email does: after the role, with a courtesy title, or said', () => {
    expect(workMessageIn('text my shift lead Marco saying im stuck in traffic')?.to).toBe('Marco');
    expect(workMessageIn('write a note to my boss mrs jones asking for next week off')?.to).toBe('Mrs Jones');
    expect(workMessageIn('text my manager saying i am sick, her name is Priya')).toEqual({
      action: 'work_message',
      purpose: 'to let you know I am sick',
      to: 'Priya',
      asText: true,
    });
    expect(workMessageIn('text my manager saying i am sick')?.to).toBeUndefined();
  });

  it('needs a message, someone at work and what it is for', () => {
    expect(workMessageIn('my boss is running late every day')).toBeUndefined();
    expect(workMessageIn('email my landlord about the rent')).toBeUndefined();
    expect(workMessageIn('write an email to my manager')).toBeUndefined();
  });
});
