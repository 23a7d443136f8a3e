import type { AssistantIntent } from './intent';

/**
 * One concrete next step per intent (several variants each), wrapped by the persona's closing.
 * They are things the user can do today without any service we do not yet offer.
 */
export const NEXT_STEPS: Readonly<Record<AssistantIntent, readonly string[]>> = {
  greeting: [],
  thanks: [],
  about_assistant: [],
  out_of_scope: [],
  resume: [
    'Rewrite your three most recent bullets as action, result and number, then paste the resume text here for a quick structural check.',
    'Hold your resume next to one posting you want and move the strongest matching evidence into the top third.',
    'Give a friend 30 seconds with your resume and ask what they remember; strengthen whatever they missed.',
  ],
  ats: [
    'Copy all the text of your resume file into a plain text editor: if it comes out complete and in order, an ATS can read it too.',
    "List the ten terms your target posting repeats most and check that each one you genuinely have appears on your resume in the employer's wording.",
  ],
  cover_letter: [
    'Draft a three-paragraph letter for one real posting: why this company, your best matching proof, and a short close, under 300 words.',
    'Write only the opening paragraph for your next application, naming the role and one specific reason you want it.',
  ],
  interview: [
    'Write down the five questions you are most likely to be asked and answer each out loud, with a timer, in under two minutes.',
    'Book a 30-minute mock interview with a friend and ask them to note where your answers wander.',
    'Prepare three questions of your own for the interviewer, based on something specific about the team or product.',
  ],
  behavioral: [
    'Write three STAR stories this week (a success, a conflict and a failure), each under two minutes spoken and ending with a measurable result.',
    'Pick one achievement and draft it in STAR form: a sentence each for situation and task, most of the time on your actions, then the result.',
  ],
  salary_negotiation: [
    'Find the range for the role from two or three sources (posted ranges, salary surveys, people in the role) and write down your target and walk-away numbers before the next conversation.',
    'Write a two-sentence script for your ask, with one specific number and the reason for it, and rehearse it out loud once.',
  ],
  offer: [
    'Ask for the offer in writing, list the whole package (base, bonus, equity, benefits, start date) and reply with thanks and the date by which you will decide.',
    'Compare the offer with your must-haves on one page before you respond.',
  ],
  job_search: [
    'Pick 10 to 15 target companies, set alerts for your role on two job boards, and track every application in one spreadsheet.',
    'Block two focused hours this week: one for tailored applications and one for reaching out to people at your target companies.',
  ],
  networking: [
    'Send one short, specific message this week to someone in a role you want, asking a single easy question.',
    'List ten people you already know who work near your target field and reconnect with two of them this week.',
  ],
  linkedin: [
    'Rewrite your headline as role, speciality and proof, and tighten the first two lines of your About section, which are all most visitors see.',
    'Add the five skills your target postings mention most, and set your open-to-work status to recruiters only if you are job hunting quietly.',
  ],
  career_change: [
    'Write down your target role, list the five skills its postings ask for most and mark the ones you can already prove; the rest is your learning plan.',
    'Talk to two people who already do the job you want before paying for a course or bootcamp.',
  ],
  visa: [
    "Confirm your current status and its deadlines with an official government source or your employer's immigration counsel, and ask recruiters early whether the role can sponsor.",
    'List employers in your field with a record of sponsoring, and raise work authorisation in the first recruiter call rather than at the offer.',
  ],
  remote_work: [
    'Filter your searches to remote roles in time zones you can really work in, and add one resume line that shows you have worked asynchronously.',
    'Prepare one concrete example of how you stay productive and visible when remote, ready for your next interview.',
  ],
  recruiting: [
    'Review one open posting: cut the requirements to true must-haves, state the salary range and describe the outcomes the person will own.',
    'Agree a short scorecard with the hiring manager before the first interview, so every candidate is judged on the same criteria.',
  ],
  career_growth: [
    'Write down three results you delivered this quarter, with numbers, and book a conversation with your manager about what the next level requires.',
    "Ask your manager what 'ready for the next level' looks like in concrete terms, and agree to check in again in three months.",
  ],
  wellbeing: [
    'Set a sustainable weekly target, for example five good applications and two conversations, and take at least one full day off the search.',
    "Write down one thing that went well this week, however small, and tell someone you trust how you're feeling.",
  ],
  general_career: [
    'Tell me a little more about your situation (your current role, your goal and your timeline) and I can point you to something more specific.',
    'Pick the one part of this that matters most to you right now and ask me about it directly; specific questions get specific answers.',
  ],
};
