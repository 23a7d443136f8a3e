import type { PersonaName } from '@careerloom/contract';

/**
 * The replies the client falls back to when the server does not answer in time, the socket is not
 * open, or sending fails (part 1 section 4): five per persona, in its tone. They never pretend to
 * have read the question; each says plainly that the full answer is unavailable and gives one
 * concrete step that helps almost any job search.
 */
export const CANNED_REPLIES: Record<PersonaName, readonly [string, string, string, string, string]> = {
  Professional: [
    "I can't reach my answer service at the moment, so here is a dependable step in the meantime: open the posting you care most about, list its five most repeated skills, and make sure each appears in your resume with evidence — a project, a number or a tool. Ask me again shortly and I'll go deeper.",
    "While I reconnect: rewrite your three strongest resume bullets as action, scope, result. 'Led the migration of 40 services to Kubernetes, cutting hosting costs by 22%' beats 'Responsible for infrastructure'. Then send me the posting you're targeting.",
    'A precise next step while my answer service is unavailable: prepare four STAR stories — a success, a conflict, a failure you learned from, and a time you led without authority. Keep each under two minutes and end with a measurable result.',
    "I'm answering offline for now. Before any salary conversation, gather three data points: a published range for the role, a figure from a peer in your network, and your current total compensation. Anchor in the upper third of the range and state it once, without apologising.",
    "My detailed answer isn't available right now. A structured week tends to beat sheer volume: ten tailored applications, three messages to people at target companies, and one hour of interview practice. Track each in a simple sheet with a follow-up date.",
  ],
  Friendly: [
    "Sorry, I couldn't fetch a full answer just now, but let's keep moving! A great small step: pick one job you'd genuinely love and write three sentences on why you'd be good at it. That becomes the heart of your cover letter and your 'tell me about yourself'.",
    "I'm having trouble reaching my answer service, but here's something that helps almost everyone: message one former colleague this week, something like 'I'm exploring roles in data analytics — could you spare 15 minutes to tell me how your team hires?' People are usually glad to help.",
    "While I reconnect, try this: read your resume as if you were a recruiter with 30 seconds. Is your most impressive result in the top third of the first page? If not, move it up. Ask me again in a moment and we'll polish it together.",
    "I couldn't get you a tailored answer right now, sorry! A friendly interview tip meanwhile: prepare two questions about how the team measures success in the first 90 days. It shows you're already thinking like part of the team.",
    "Looks like I'm offline for a moment. Meanwhile, set up saved searches with email alerts on two job boards for your target title and city, so new roles come to you. Applying in the first few days after a posting goes up really does improve your odds.",
  ],
  Casual: [
    "Hmm, can't reach my full answer right now. Quick win while you wait: swap every 'responsible for' on your resume with what you actually got done, plus a number if you've got one. Instant upgrade.",
    "My answer service is taking a break, so here's a shortcut: find a few people on LinkedIn who have the job you want, look at the skills they list, and compare with yours. The gaps are your to-do list.",
    "Can't pull up a proper answer at the moment. Little interview trick: say your 'tell me about yourself' out loud five times. Keep it to a minute — where you are, what you're great at, why this job.",
    "I'm offline for a sec. In the meantime, don't sweat applying to everything: five applications you actually tailored beat fifty copy-pastes, every time.",
    "No full answer right now, sorry about that. If you're after remote roles, filter by 'remote' plus your time zone, and name the async tools you've used (Slack, Notion, Jira) on your resume. Remote hiring managers look for exactly that.",
  ],
  Energetic: [
    "I can't reach my answer service this second, but let's keep the momentum going! Set a 25-minute timer and finish one application start to end: resume keywords, a short note to the hiring manager, submit. One done beats ten planned!",
    "Offline for a moment, so here's a power move: write down three wins from the last year with numbers attached — revenue, hours saved, users, tickets closed, anything! Those are your resume bullets AND your interview stories.",
    "I'll be back with a full answer shortly! Meanwhile, do a 10-minute mock interview: record yourself answering 'Why do you want this role?', watch it once, fix one thing, record again. You'll hear the difference right away!",
    'My answer service is out of reach right now, so go for quick outreach instead: send two short messages today to people at companies you admire, each with one specific question. Small asks get big replies!',
    "Can't fetch your tailored answer yet, but here's a challenge: change your LinkedIn headline from a job title to what you do and for whom, like 'Data analyst turning messy sales data into weekly decisions'. Recruiters search for those words!",
  ],
  Calm: [
    "I can't reach my answer service just now, and that's alright. Let's take one small step: choose a single role to focus on today and read its posting slowly, marking the skills you already have. You likely have more of them than it first seems.",
    "My full answer isn't available at the moment. If the search feels heavy, try a gentle rhythm: two focused hours on applications in the morning, then stop. Consistency over weeks matters far more than any single long day.",
    "While I reconnect, one steady step: before your next interview, write down three stories you're proud of and the result of each. On the day you only need those three; most questions can be answered with one of them.",
    "I'm answering offline for now. If you're weighing a career change, start with a small experiment rather than a leap: a short course, a weekend project, or a conversation with someone in the field. Each one tells you something real.",
    "I couldn't get a tailored answer this time. For a visa or work-permit question, write down exactly what you need to know and check the official immigration website of the country first; the employer's HR team or an immigration lawyer can then confirm the details for your situation.",
  ],
  Confident: [
    "My answer service is down for the moment, so here's what to do now: pick your top three target companies, find the hiring manager for your function at each, and send a four-line message with one result you've delivered that matters to them. Do it today.",
    "I can't pull the full answer right now. Here's the rule for your resume: every bullet needs a verb, a scope and a result. Delete anything that doesn't meet it. Shorter and stronger wins.",
    "Offline answer for now. When an offer comes, don't accept on the call. Thank them, ask for it in writing, and come back within 48 hours with one clear counter backed by market data. Most offers have room; you just have to ask.",
    "I can't reach my answer service, so take this: in interviews, answer first, then explain. Lead with the result — 'We cut churn by 15%' — then the how. Interviewers remember the headline.",
    "No tailored answer at the moment. Stop waiting for the perfect fit: apply when you meet about 70% of the requirements. Postings are wish lists, and the people who get hired often don't tick every box.",
  ],
  Empathetic: [
    "I'm sorry, I can't reach my full answer right now. Job searching can be exhausting, and it's okay to feel that. If today is a low-energy day, do one small thing, like improving a single resume bullet, and count that as progress.",
    "I couldn't get you a tailored answer this time, and I know waiting is frustrating. Something that often helps: ask someone who changed jobs recently what worked for them. You don't have to figure this out alone.",
    'My answer service is unavailable for a moment. If rejections are piling up, that says more about the numbers than about your worth. Try asking one recruiter for brief feedback; even a sentence can point to a pattern you can fix.',
    "I'm answering offline for now. If a gap in your work history worries you, keep the explanation short and honest — caring for family, health, study or a layoff are all understood — then move on to what you've done since and what you're ready to do next.",
    "Sorry, I can't pull up a full answer right now. If interviews make you anxious, practise with a friend using real questions from the posting, and remember it's fine to pause and say 'Let me think about that for a moment.' Interviewers respect it.",
  ],
  Cheerful: [
    "Oops, I can't reach my full answer right now, but here's a bright idea: start a 'brag list' of everything you've achieved at work, big or small. It's a confidence boost and a treasure chest for your resume and interviews!",
    "I'm offline for a moment! Meanwhile, a fun one: open your next cover letter with why you're excited about the company, not with 'I am applying for'. One specific detail about their product or mission makes it shine.",
    "Can't fetch a tailored answer yet, but every step counts! Each application you send is practice, and each 'no' brings you closer to the right 'yes'. Next step: pick one job to apply to today.",
    "My answer service is taking a little nap! Quick tip: after every interview, send a short thank-you note within 24 hours that mentions one thing you enjoyed discussing. It's friendly and memorable.",
    'Offline for just a moment! Here is a cheerful networking idea: leave thoughtful comments on two posts by people in your target field this week. Genuine engagement opens doors surprisingly often.',
  ],
  Authoritative: [
    'My answer service is unavailable, so here is the essential point: most large employers screen resumes with an applicant tracking system. Use a single-column layout, standard headings (Experience, Education, Skills) and the exact terms from the posting; graphics and tables often parse poorly.',
    "I can't reach the full answer right now. Referrals remain the highest-converting hiring channel. Identify two people at each target company and ask for a conversation rather than a referral; the referral usually follows.",
    'Offline answer for now. Negotiation is expected at most levels. Negotiate the whole package — base, bonus, equity, start date, remote days, learning budget — not base pay alone, and get the agreed terms in writing.',
    'My detailed answer is unavailable. Structured interviews score behavioural answers on situation, task, action and result. Spend most of your answer on the action — what you did personally — and finish with a quantified result.',
    "I can't retrieve a tailored answer right now. If you are hiring: write the posting around outcomes for the first six months, score every candidate against the same criteria, and keep interview panels consistent. It improves both quality and fairness.",
  ],
  Thoughtful: [
    "I can't reach my answer service just now. A useful question to sit with meanwhile: in your last two roles, which tasks gave you energy and which drained it? The pattern often points to the right next role more clearly than job titles do.",
    "My full answer isn't available at the moment. Before applying widely, it may be worth deciding what you're optimising for — growth, pay, stability, flexibility or mission — and ranking them. It makes choosing between roles much easier.",
    "I'm answering offline for now. When weighing an offer, consider asking to speak with someone who would be your peer. Ask what a typical week looks like and what they'd change; the answers reveal the culture better than any interview.",
    "I couldn't get a tailored answer this time. If you're considering a change of field, look for the overlap: skills you already use that the new field values. That bridge is your story, and it's usually wider than you think.",
    "My answer service is unavailable for a moment. One reflective exercise that pays off in interviews: for each job on your resume, write one sentence on what you'd do differently now. It prepares you for 'what did you learn' questions naturally.",
  ],
};
