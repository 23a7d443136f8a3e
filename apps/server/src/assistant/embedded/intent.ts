import type { ChatIntent } from '@careerloom/contract';
import { normalizeText } from '../knowledge/text-analysis';

/** What a chat message is about, as the embedded engine understands it. */
export const ASSISTANT_INTENTS = [
  'greeting',
  'thanks',
  'about_assistant',
  'resume',
  'ats',
  'cover_letter',
  'interview',
  'behavioral',
  'salary_negotiation',
  'offer',
  'job_search',
  'networking',
  'linkedin',
  'career_change',
  'visa',
  'remote_work',
  'recruiting',
  'career_growth',
  'wellbeing',
  'general_career',
  'out_of_scope',
] as const;
export type AssistantIntent = (typeof ASSISTANT_INTENTS)[number];

/**
 * A request for one of our services rather than for advice: reviewing the user's resume or
 * searching job postings. The engine routes these to tools when they exist.
 */
export type ServiceAction = 'resume_review' | 'job_lookup';

/** The classification of one message. */
export type IntentResult = {
  /** The best intent; `general_career` when the message is about work but nothing specific. */
  intent: AssistantIntent;
  /** Other intents that scored at least half of the best one, best first. */
  secondary: AssistantIntent[];
  /** The best intent's summed keyword weight (0 when nothing matched). */
  score: number;
  action: ServiceAction | null;
  /** Whether the message looks like a pasted resume (long, with resume section headings). */
  pastedResume: boolean;
  /** Whether the message mentions work at all; with no intent and no match it is out of scope. */
  workRelated: boolean;
  /**
   * The message asks where to look for work ("where should I look for staff accountant jobs?",
   * "best sites for nursing jobs", "where do nurses find work"), with the trade it names, if any.
   */
  jobSources?: JobSourcesQuestion;
};

/** A question about where to look for work, and the role or field it names (as typed). */
export type JobSourcesQuestion = { role: string | null };

type Rule = { intent: AssistantIntent; pattern: RegExp; weight: number };

/**
 * A job one has started, taken or been offered, or is in, said before what it is like: "started a
 * (fully) ...", "in a remote role" (the job held, in a post about an offer from another company: "I
 * am currently working in a management position ... in a remote role").
 */
const OWN_JOB_BEFORE = String.raw`(?:\b(?:started|starting|start|got|accepted|offered|took|taken|landed|hired for|hired as)\s(?:(?:a|an|my|this|the|new|fully|full[- ]time|part[- ]time|permanent|temporary|100%)\s){0,3}|\bin (?:a|an|my) (?:fully )?)`;

const r = (intent: AssistantIntent, weight: number, ...patterns: RegExp[]): Rule[] =>
  patterns.map((pattern) => ({ intent, pattern, weight }));

// The hiring side's own voice: "we" hire, sponsor or onboard; "our" candidates, job ad or careers
// page; an owner or a clinic hiring nurses. A candidate speaks of "my" application and "the"
// company's ad, so these rarely fire for one (the guides' own questions by recruiters and owners
// found a recruiter's guide first for 47%: "we don't sponsor visas, should we say that in the job
// ad?" was answered with how to find a sponsor).
const HIRING_SIDE: readonly RegExp[] = [
  /\b(our|we)\b[^.?!]{0,30}\b(candidates?|applicants?|new hires?|job (ads?|adverts?|postings?|descriptions?|offers? to)|careers? (page|site)|offer acceptance)\b/,
  /\bour (hiring|interview|recruiting|recruitment) (process|panel|managers?|team)\b|\binterview invitations?\b/,
  // Not "why should we hire you", the interviewer's question the candidate asks how to answer.
  /\bwe('re| are| will| can| do| don'?t| won'?t| cannot| can'?t| usually| need to| want to| have to| should| could)? (hire|hiring|sponsor|onboard|recruit|reject|shortlist|interview)\b(?! you\b)/,
  /\b(hiring|to hire|recruiting|onboarding|sourcing) (nurses|cooks|chefs|drivers|developers|engineers|designers|staff|workers|people|someone|teachers|carers|cleaners|servers|new staff|new hires?)\b/,
  // An owner, unless the owner is the one looking for work: "Business Owner Re-Entering Job Market"
  // (re-entering is written "return") was answered from the guides for hirers.
  /^(?![\s\S]*(\b(former|ex|previous|retired)[- ](\w+ )?(restaurant|business|shop|store|clinic|practice|salon|cafe|company) owner|\breturn\b|\bjob (market|search|hunt\w*)\b|\b(looking for|find|finding|get|getting|land|landing) (a |an )?(new )?(job|work|role|position)\b|\bget hired\b|\bmy resume\b))[\s\S]*\b(restaurant|business|shop|store|clinic|practice|salon|cafe|company) owner\b/,
  /\b(ask|give|close|offer|tell|reject|hire|onboard|interview|keep|pay|screen|source|contact|email|call) (a|the|our|my|this|that) (candidate|applicant|new hire|new employee)s?\b/,
  /\bcandidates (keep|are|aren'?t|don'?t|never|drop|dropping|turn|turning|ghost|ghosting)\b/,
  /\b(our|my) (salary|pay) bands?\b|\b(our|my) (staff|employees|hires)\b/,
];

/** Headings and phrases of a job advertisement, as posted ("Responsibilities:", "What you'll bring"). */
const JOB_AD_MARKERS =
  /\b(responsibilities|requirements|qualifications|duties|benefits|perks|about (the|this) (role|job|position|company)|about us|what you('ll| will)? (bring|do|need)|who you are|nice to have|job (description|summary|type)|key skills|the ideal candidate|we are (hiring|looking for)|we'?re (hiring|looking for)|is looking for an? )\b/gi;

/**
 * Whether the message holds a pasted job advertisement: two or more of an ad's headings or phrases
 * in a message longer than a question. Its title, place and pay are the ad's, not a look-up asked
 * for: "We are hiring a Senior Data Analyst in Toronto. Salary: $95k-$110k. Responsibilities: ...
 * Is this a good job?" was answered with the stored postings' pay for that title.
 */
export function holdsJobAd(message: string): boolean {
  if (message.length < 140) return false;
  const markers = new Set([...message.matchAll(JOB_AD_MARKERS)].map((m) => m[0].toLowerCase()));
  return markers.size >= 2;
}

/**
 * The asker speaking as the one applying: "I applied", "my application", "hire me", "someone like
 * me". Then other candidates and "to hire someone" are the asker's competition and the employer's
 * decision, not the hiring side's voice: "is anyone likely to hire someone like me with these
 * restrictions?" and "in case not enough candidates applied" were answered from the guides for
 * hirers.
 */
const APPLICANT_VOICE =
  /\b(i|i'?ve|i have|i had) (just )?(applied|interviewed)\b|\bmy (job )?(application|candidacy)s?\b|\b(hire|hiring) me\b|\bsomeone like me\b/;

/** Whether the message speaks for the side that hires (then the recruiters' guides answer it). */
export function speaksForHiringSide(message: string): boolean {
  // A pasted ad speaks in its employer's voice ("we are hiring"), not the asker's.
  if (holdsJobAd(message)) return false;
  const text = normalizeText(message).replace(/\s+/g, ' ').trim();
  return !APPLICANT_VOICE.test(text) && HIRING_SIDE.some((pattern) => pattern.test(text));
}

/**
 * A message written to someone outside work: a landlord, a neighbour, family, a child's school, a
 * bank. Writing to them is not a work email, however much the words ("sick", "late") sound like one;
 * "the bank teller job" is a job, not the bank.
 */
export const PERSONAL_ADDRESSEE =
  /\b(?:e-?mail|text|write|message|letter|note|call|ask|tell)\b.{0,30}\b(?:my|our|the)\s+(?:landlord|landlady|neighbou?rs?|roommates?|flatmates?|tenants?|mom|mum|dad|parents?|wife|husband|spouse|in-laws?|(?:kids?|child|childs|children|son|daughter)['’]?s?\s+(?:school|teacher|daycare|daycare provider|coach|principal|doctor|pediatrician)|hoa|insurance company|bank(?!\s+(?:teller|tellers|manager|clerk|job|jobs|branch|role|position|officer|cashier|analyst|associate|teller's)\b))\b/;

// Patterns run on `normalizeText` output: lower case, "cv" already "resume", "h-1b" already
// "h1b", "linked in" already "linkedin", British spellings folded to American.
const RULES: Rule[] = [
  // ("what can you do with a political science degree" asks about a degree, not about us.)
  ...r(
    'about_assistant',
    3,
    /\b(who|what) are you\b/,
    /\bwhat can you (do|help)\b(?! with (?:an?|my|the|this) )/,
    /\bhow can you help\b/,
  ),
  ...r('about_assistant', 3, /\bare you (a |an )?(bot|robot|human|real|person|artificial intelligence|chatgpt)\b/),
  ...r('about_assistant', 2, /\b(your name|who (made|built|created) you|how do you work|what do you know)\b/),
  ...r('resume', 2, /\bresumes?\b/, /\bbullet points?\b/, /\bone[- ]page\b/, /\btwo pages?\b/, /\b\d pages?\b/),
  ...r('resume', 1.5, /\b(employment|career|work) gaps?\b/, /\bgaps? in my\b/, /\bskills section\b/),
  ...r('resume', 1.5, /\b(resume )?(summary|objective) (section|statement)\b/, /\bwork experience section\b/),
  ...r('resume', 1, /\bachievements?\b/, /\bquantify\b/, /\bmetrics\b/, /\bportfolio\b/, /\bgithub\b/),
  ...r('ats', 3, /\bats\b/, /\bapplicant tracking\b/),
  ...r('ats', 2, /\bkeywords?\b/, /\b(resume )?(scanners?|robots?|bots?)\b/, /\bpars(e|ed|ing|er)\b/),
  ...r('ats', 1, /\bfilter(ed)? out\b/, /\bauto(matic(ally)?)?[- ]?reject/),
  ...r('cover_letter', 4, /\bcover letters?\b/, /\bmotivation(al)? letter\b/, /\bletter of (interest|intent)\b/),
  ...r('cover_letter', 2, /\bapplication letter\b/, /\bdear hiring manager\b/),
  ...r('interview', 3, /\binterview(s|ed|ing|er|ers)?\b/, /\bphone screens?\b/, /\bscreening call\b/),
  ...r('interview', 3, /\btell me about yourself\b/, /\bwhy do you want\b/, /\b(greatest )?weakness(es)?\b/),
  ...r('interview', 2, /\bquestions? (to|i should) ask\b/, /\bpanel\b/, /\bcase stud(y|ies)\b/, /\bwhiteboard\b/),
  ...r('interview', 1.5, /\bwhere do you see yourself\b/, /\bstrengths?\b/),
  // The interviewer's question, quoted by the candidate: the candidate's subject, whatever "we hire" says.
  ...r('interview', 4, /\bwhy should (we|i|they|you) hire\b/),
  ...r('behavioral', 4, /\bstar\b/, /\bbehavior(al)?\b/, /\bsituation,? task,? action\b/),
  ...r('behavioral', 3, /\btell me about a time\b/, /\bdescribe a (time|situation)\b/, /\bgive (me )?an example of\b/),
  // A mistake or a conflict is a behavioral question's story only in talk of interviews: "I made a
  // stupid mistake as a freelancer" is a mistake at work.
  ...r(
    'behavioral',
    1.5,
    /^(?=.*\b(interview\w*|questions?|answer\w*|tell (me|us) about|describe|example)\b).*\b(failure|mistake|conflict|disagree(ment)?|difficult (coworker|colleague))\b/,
  ),
  ...r('salary_negotiation', 4, /\bsalary\b/, /\bnegotiat\w*\b/, /\bcounteroffer\b/, /\bcompensation\b/),
  // "A minimum wage job" names a kind of job, not a pay question.
  ...r('salary_negotiation', 2, /\b(pay|paid|(?<!min(imum)?[- ])wage|raise|equity|bonus|lowball(ed)?|underpaid)\b/),
  ...r('salary_negotiation', 2, /\bhow much (should|do|can) i (ask|get|request|earn|make)\b/, /\bexpected pay\b/),
  // "Ask for more money", "deserve more pay": a raise, however it is put.
  ...r('salary_negotiation', 3, /\bmore (money|pay)\b/, /\b(ask|asking) (for )?a (pay )?(rise|increase)\b/),
  // "The company only offers two weeks of PTO" is the verb: an employer offering something, not an
  // offer to weigh, unless it is offered to the asker ("they offer me 50k").
  ...r(
    'offer',
    4,
    /(?<!\b(company|employer|employers|companies|it|they|which|that|who|only|also|doesn't|don't|does not|do not|will|would|to|we|you) )\b(job |written |verbal )?offers?\b(?! (me|you|him|her|us|them)\b)|\b(they|company|employer) offers? (me|us)\b/,
    /\boffer letter\b/,
    /\brescind(ed)?\b/,
    /\bcounteroffer\b/,
  ),
  ...r('offer', 4, /\brsus?\b/, /\bstock options?\b/, /\bvest(ing|ed)?\b/, /\bequity\b/, /\bsigning bonus\b/),
  ...r('offer', 2, /\b(accept|decline|turn down|reject)(ing)? (an |the |a )?(job|role|position|offer)\b/),
  // Being offered a job, or having accepted one and wanting out, is the offer stage.
  ...r('offer', 4, /\b(was|been|got|get|getting|they) offered\b/, /\boffered (me )?(a |the )?(job|role|position)\b/),
  // Torn between two jobs or two places is weighing them ("confused to chose between job in Oman
  // ... or to stay in india"), which the guides on choosing and comparing offers answer.
  ...r('offer', 3, /\b(choos(e|es|ing)|chose|decid(e|es|ing)|torn|confused)\b[^.?!]{0,25}\bbetween\b/),
  ...r('offer', 3, /\baccepted (a |an |the )?(job|role|position|offer)\b/, /\b(retract|renege|back(ing)? out)\w*\b/),
  ...r('offer', 1, /\bstart date\b/, /\bnotice period\b/, /\bresign(ation)?\b/),
  // A start date to move is agreed with the employer as part of the offer, whatever else the story
  // tells ("Delay job start date? ... will that hinder my chances of getting hired?" read as the search).
  ...r(
    'offer',
    4,
    /\b(delay\w*|push(es|ed|ing)? back|postpon\w*|mov(e|es|ed|ing)|chang(e|es|ed|ing)|negotiat\w*) (my |the |a |our |their )?start(ing)? date\b/,
    /\bstart(ing)? (a |one |two |three |\d+ )?(weeks?|months?) later\b/,
  ),
  // References and background checks are the offer stage's checks (their guide is on offers). The
  // text analysis writes a background check as one word, so "background check" never matched here;
  // "for future reference" and "in reference to" are no referees.
  ...r(
    'offer',
    2,
    /\bbackgroundcheck\b/,
    /(?<!\b(for|future|in|with|quick|my own) )\b(references?|referees?)\b(?! (to|number|point|material)\b)/,
  ),
  ...r('job_search', 3, /\bjob (search|hunt|hunting|boards?|sites?|market)\b/, /\bhidden job market\b/),
  ...r('job_search', 2, /\b(find|get|land) (a |my )?(new |first )?(job|role|position|internship)\b/),
  ...r('job_search', 2, /\bapply(ing)? (for|to) (jobs|roles|positions)\b/, /\bapplications?\b/),
  ...r('job_search', 2, /\bghost(ed|ing)\b/),
  // Being hired is the candidate's side of hiring: "why won't anyone hire me" read as recruiting.
  ...r('job_search', 3, /\b(hire me|hiring me|get hired|getting hired|be hired|been hired)\b/),
  // Waiting for an answer after applying or interviewing is the search's follow-up stage; "two weeks
  // since my interview" outweighs the interview it names (it was answered from system design).
  // ("3 days after the interview" is not enough: a thank-you note is sent then.)
  ...r('job_search', 4, /\bsince (my|the|an|our|their|that|this) (\w+ )?interview\b/),
  ...r(
    'job_search',
    3,
    /\b(hear|heard|hearing) back\b/,
    /\bwaiting (to hear|for (a |an )?(response|reply|answer|call))\b/,
    /\b(no|any) (response|reply|answer) (yet|from)\b/,
  ),
  // "Not getting any interviews" is a search problem, not interview preparation.
  ...r(
    'job_search',
    5,
    /\b(no|zero|not getting any|not getting|never get|don'?t get( any)?) (callbacks|call ?backs|responses|replies|interviews)\b/,
    // ... and in the perfect: "still haven't gotten any interviews", "have not had a single callback".
    /\b(haven'?t|have not|hasn'?t|has not|didn'?t|did not) (gotten|got|get|had|received|landed)( any| a single| one| even one)? (callbacks?|call ?backs?|responses?|replies|reply|interviews?)\b/,
  ),
  ...r('job_search', 1.5, /\b(unemployed|entry[- ]level|internships?|graduat(e|ed|ing)|student)\b/),
  ...r(
    'job_search',
    3,
    /\b(looking for|find(ing)?|need|want|search(ing)? for|land(ing)?) (a )?new (job|role|position)\b/,
  ),
  ...r('job_search', 2, /\bmin(imum)?[- ]wage (jobs?|work|positions?|roles?)\b/, /\bpart[- ]time\b/),
  // Scams are asked about at the search and the offer stage alike; the scam guide is on both.
  ...r('job_search', 4, /\bscam(s|med|mer|mers)?\b/, /\b(fake|fraudulent) (job|offer|recruiter|company)s?\b/),
  ...r('job_search', 1, /\bjobs?\b/, /\bhiring\b/, /\bfollowup\b/, /\bopenings?\b/),
  // Dealing with recruiters and agencies as a candidate (a recruiter asking about their own work
  // says so: "I'm a recruiter", which the recruiting rules weigh more).
  ...r(
    'job_search',
    2,
    /\b(recruiters?|headhunt(ers?|ed|ing)|(staffing|recruitment|recruiting|temp|employment) agenc(y|ies))\b/,
  ),
  ...r('networking', 4, /\bnetwork(ing)?\b/, /\breferrals?\b/, /\brefer me\b/, /\binformational interviews?\b/),
  ...r('networking', 3, /\bcold (message|email|outreach|reach)\w*\b/, /\breach(ing)? out\b/, /\bcoffee chat\b/),
  ...r('networking', 2, /\balumni\b/, /\bmeetups?\b/, /\bconferences?\b/, /\bintrovert(ed)?\b/, /\bmentors?\b/),
  // LinkedIn is often only the channel ("message a recruiter on LinkedIn"), so it weighs less than
  // the other intents' core words.
  ...r('linkedin', 3, /\blinkedin\b/),
  ...r('linkedin', 2, /\bheadline\b/, /\babout section\b/, /\bopen to work\b/, /\bendorsements?\b/),
  ...r('linkedin', 1, /\brecommendations?\b/, /\bprofile (photo|picture)\b/),
  ...r('career_change', 4, /\bcareer (change|changer|switch|pivot|transition)\b/, /\bchang(e|ing) careers?\b/),
  ...r('career_change', 3, /\bswitch(ing)? (careers?|fields?|industr(y|ies))\b/, /\bpivot(ing)?\b/),
  ...r('career_change', 2, /\btransferable skills\b/, /\b(move|moving|transition(ing)?|get|getting) into\b/),
  // Breaking in is getting into a field ("is pharma sales still a good career and how do people break in").
  ...r('career_change', 2, /\bbreak(s|ing)?[- ]?in(to)?\b/),
  // Starting a career as or in something is entering a field ("start a career as a data scientist
  // after electrical engineering"), which the guides on changing careers walk through.
  ...r('career_change', 2, /\bstart(ing)? (a |my )?(new )?career (as|in)\b/),
  ...r('career_change', 2, /\bbootcamp\b/, /\bno (relevant )?experience\b/, /\bnew (field|industry)\b/),
  // Not knowing which way to go: a direction to choose, which the guides on choosing a path answer.
  ...r(
    'career_change',
    3,
    // (Not "I feel lost" alone: three weeks into a new job, that is the job, not the direction.)
    /\b(directionless|no direction|plan b|(don'?t|do not|no idea) (know )?what (to do with my life|career|job|i want to do))\b/,
    /\b(career|job) (choices?|options?|direction|paths? to (choose|take))\b/,
    /\bget out of (sales|retail|teaching|nursing|hospitality|food service|kitchens?|customer service|it|tech|finance|accounting|law|healthcare|construction|(this|my) (field|industry|career|line of work))\b/,
  ),
  // A minor's work permit (working papers, "a work permit in Texas at 14") is no visa.
  ...r(
    'visa',
    5,
    /\bvisas?\b/,
    /\bh1b\b/,
    /\bsponsor(ship|ed|s)?\b/,
    /^(?![\s\S]*\b(?:at|aged?|i'?m|i am|turning)\s+1[3-7]\b|[\s\S]*\b1[3-7]\s*(?:yo|y\/o|years? old)\b|[\s\S]*\b(?:teens?|teenagers?|minors?|under 18)\b)[\s\S]*\bwork (permit|authorization)\b/,
  ),
  ...r('visa', 4, /\bgreencard\b/, /\bopt\b/, /\bcpt\b/, /\bf1\b/, /\bimmigra(tion|nt)\b/, /\bright to work\b/),
  ...r('visa', 2, /\brelocat(e|ing|ion)\b/, /\b(move|moving) (abroad|to (the )?(us|uk|usa|canada|germany))\b/),
  // Remote as what a job one has started, taken or been offered is like ("I have recently started a
  // remote Technical Sales Specialist job and I'm really scared") describes the job, not the asking:
  // it weighs as the other setups do, and what is asked about that job can lead.
  ...r(
    'remote_work',
    4,
    new RegExp(String.raw`(?<!${OWN_JOB_BEFORE})\bremote(ly)?\b`),
    /\bdistributed (team|company)\b/,
    /\bdigital nomad\b/,
  ),
  ...r('remote_work', 2, new RegExp(String.raw`(?<=${OWN_JOB_BEFORE})\bremote\b`)),
  ...r('remote_work', 2, /\bhybrid\b/, /\bhome office\b/, /\btime ?zones?\b/, /\basync(hronous)?\b/),
  ...r('recruiting', 4, /\b(i'?m|i am|as) an? (recruiter|hiring manager|talent acquisition)\b/, /\bsourc(e|ing)\b/),
  ...r('recruiting', 3, /\bcandidates?\b/, /\b(write|writing) an? job (description|posting|ad)\b/),
  ...r('recruiting', 3, /\bstructured interviews?\b/, /\bscorecards?\b/, /\btime to (hire|fill)\b/),
  // "The hiring process" is the candidate's word too; the funnel and pipeline are the hirer's.
  ...r('recruiting', 3, /\bemployer brand(ing)?\b/, /\bhiring (funnel|bias|pipeline)\b/, /\bboolean\b/),
  ...r('recruiting', 2, /\b(we'?re|we are|my team is|i'?m) hiring\b/, /\bhire (a|an|someone(?! like me)|for)\b/),
  ...r('recruiting', 2, /\bdivers(e|ity)\b/, /\binclusive\b/, /\b(reject|rejecting) (applicants|people)\b/),
  ...r('recruiting', 4, ...HIRING_SIDE),
  ...r('career_growth', 4, /\bpromot(ed|ion)\b/, /\bperformance review\b/, /\bself[- ]assessment\b/),
  ...r('career_growth', 2, /\bfirst (90|30|60) days\b/, /\bcareer (path|growth|goals|ladder)\b/),
  ...r(
    'career_growth',
    2,
    /(?<!(looking for|find|finding|need|want|search for|searching for|land|landing) (a )?)new job\b/,
  ),
  ...r('career_growth', 2, /\b(my|a) (boss|manager)\b/, /\bupskill(ing)?\b/, /\bleadership\b/, /\bstuck\b/),
  // Quitting or resigning is about the job one has (its guide is on the workplace and growth):
  // "Feeling bad about quitting" read as nothing about work and found the guide on boredom.
  ...r('career_growth', 3, /\b(quit|quits|quitting)\b/),
  // Patterns see "coworker" as normalizeText writes it, "colleague".
  ...r('career_growth', 1.5, /\bskills to learn\b/, /\bnext step in my career\b/, /\bcolleagues?\b/),
  // What a job is like from inside (the hours people in it work, its day to day, what to call it) is
  // about the job one has or is weighing, not a search: "hours worked" and "What would you classify
  // my job as?" read as searches (the bare word "job") and met the guides on finding openings. The
  // day-to-day guide is on growth and the workplace.
  ...r(
    'career_growth',
    3,
    // (Not hours worked as a measure of pay or leave: "PTO based on hours worked", "paid for hours worked".)
    /(?<!\b(on|for|per|of|by|to|all|the) )\bhours (worked|working)\b/,
    /\bhow (many|much|long) hours (do|did|does|are) (you|they|people|most|(\w+ )?\w+s)\b(?! (get|got|need|have to) (paid|to pay))/,
    /\bday[- ]to[- ]day\b/,
    /\btypical (work ?)?day\b/,
  ),
  ...r('wellbeing', 4, /\bburn(ed|t)? ?out\b/, /\bimpost[eo]r\b/, /\boverwhelm(ed|ing)?\b/, /\bdepress(ed|ing)\b/),
  ...r('wellbeing', 3, /\b(stress(ed|ful)?|anxious|anxiety|nervous|discouraged|hopeless|exhausted)\b/),
  ...r(
    'wellbeing',
    3,
    /\blayoff\b/,
    /\b(got |been )?fired\b/,
    /\blost my job\b/,
    /\bwork[- ]life balance\b/,
    // Dismissal in its everyday words: "Let go after turning down another job", "they let me go".
    /^(?:i was |i got |got |was |been |just )?let go\b|\blet (?:me|us|him|her|them) go\b|\b(?:was|were|got|been|being) let go\b/,
  ),
  ...r('wellbeing', 2, /\breject(ed|ion|ions)\b/, /\btoxic\b/, /\bmotivat(ed|ion)\b/, /\bconfidence\b/),
  // The terms of a job one already has: hours, time off, sickness, health and pregnancy. Their
  // guides (time off and schedules, health at work) are about looking after oneself at work; a
  // shift is the asker's own ("my shift"), not one sought ("night shift jobs" is a search).
  ...r(
    'wellbeing',
    3,
    /\b(timeoff|pto|paid leave|unpaid leave|sick (days?|leave|pay|notes?)|call(ed|ing)? (in|out) sick|overtime|on[- ]call)\b/,
    /\b(my|our) (shifts?|schedule|rota|hours|workload)\b/,
    /\b\d+ hours? (a|per|each) (day|week|shift)\b/,
    /\b(pregnan\w*|maternity|paternity|parental leave|disabilit(y|ies)|disabled|diagnos(ed|is)|chronic|medical (condition|leave|issues?|appointments?)|health (conditions?|issues?|problems?)|doctor'?s note|fit note|accommodations? (at|for) work|reasonable (accommodations?|adjustments?))\b/,
  ),
  // How one is treated at work, and whether it is lawful, is the workplace's (its guides are on
  // harassment and discrimination, pay deductions, warnings).
  ...r(
    'career_growth',
    3,
    /\b(discriminat\w*|harass\w*|retaliat\w*|bull(y|ies|ied|ying)|taken advantage|mistreat\w*)\b/,
    // Only about work: "is this allowed? chicago" could be about anything.
    /^(?=.*\b(employers?|boss|manager|company|work|job|hr|pay|paid|shifts?|contract|fired|wages?)\b).*\b(is|was|are) (this|that|it|they) (even )?(legal|illegal|allowed|lawful)\b/,
    /\b(labou?r (laws?|board|department)|employment (law|lawyer|rights)|my rights|workers'? rights|wrongful(ly)? (dismiss\w*|terminat\w*|fired))\b/,
  ),
  // A line or prep cook is a job: "line cook wanting to move up to sous chef" is about work.
  ...r(
    'out_of_scope',
    4,
    /\b(weather|recipe|(?<!\b(?:line|prep|short order|head|lead|fry|grill|pastry|sous|cook and|a)\s)cook(ing)?(?!\s+(?:jobs?|positions?|roles?|shifts?|at|in a)\b)|movie|film|song|lyrics|poem|joke|horoscope)\b/,
  ),
  // ("who won't work in repairs" is not a sports question.)
  ...r('out_of_scope', 4, /\b(football|soccer|basketball|nba|nfl|who won(?!')|capital of|bitcoin|crypto)\b/),
  ...r('out_of_scope', 3, /\b(homework|solve (this|for)|calculate|translate|diagnos(e|is)|symptoms?)\b/),
  ...r('out_of_scope', 3, /\b(girlfriend|boyfriend|dating|president|election|stock tips?)\b/),
  // A message to someone outside work ("email my landlord about the broken heater", "write to my
  // kids school"): who it is for says it is not about work, unless a work word says otherwise.
  ...r('out_of_scope', 3, PERSONAL_ADDRESSEE),
];

/** Opening words of a greeting, checked on short messages only. */
const GREETING = /^(hi+|hello+|hey+|hiya|howdy|yo|greetings|good (morning|afternoon|evening|day)|sup|what'?s up)\b/;
/** Thanks that name the help given: these end a conversation whatever news comes with them. */
const THANKS_FOR_HELP =
  /^(?!.*\b(can|could|would) you\b|.*\bhelp me\b|.*\bplease\b).*(\b(thanks|thank you|thank u|thx|ty)( so much| a lot| again)? for (the |your |all (the |your )?)?(help|helping|advice|tips|support|everything)\b|\b(that|this|it|you) (really )?helped\b)/;
const THANKS = /\b(thanks|thank you|thank u|cheers|appreciate (it|that|you)|much appreciated|that (helped|helps))\b/;
const FAREWELL = /\b(bye|goodbye|see you|see ya|good night|take care|that'?s all)\b/;

const RESUME_REVIEW = [
  /\b(analy[sz]e|review|check|critique|rate|score|grade|look (at|over)|evaluate|feedback on|roast|proofread)\b.{0,40}\b(my|this|attached|the) resume\b/,
  /\b(my|this) resume\b.{0,40}\b(any good|good enough|feedback|review(ed)?|score|analy[sz](e|is)|ats[- ]friendly|pass)\b/,
];
const JOB_LOOKUP = [
  /\b(find|search|show|get|look(ing)? for|recommend|suggest|list)\b( me)?( some| any| a few| good)? (jobs|openings|roles|positions|postings|vacancies)\b/,
  /\b(any|are there( any)?) (jobs|openings|roles|positions|vacancies)\b.{0,30}\b(in|near|at|for)\b/,
  /\b(jobs|openings|roles|positions) (near me|in my area|hiring now)\b/,
];
// Asking where to look, not for the listings: "where should I look for X jobs", "where to find X
// work", "best sites for X jobs", "where do nurses find work". The work noun must end the phrase
// ("where do I find the job description" asks about something else).
const WORK_NOUN = '(?:jobs?|work|roles?|positions?|openings?|vacanc(?:y|ies)|gigs?|employment|opportunit(?:y|ies))';
const PHRASE_END = String.raw`(?=\s*(?:$|[?.!,;:]|\s(?:in|near|at|on|around|online|these|nowadays|now|today|if|as|when|with|without|after|that|other)\b))`;
const WHERE_TO_LOOK = [
  new RegExp(
    String.raw`\bwhere(?:\s+(?:should|can|could|do|does|would|will|to|is|are|might|else))*(?:\s+(?:i|we|you|one|people|someone))?(?:\s+(?:best|actually|even|usually))?\s+(?:look|looking|find|finding|search|searching|hunt|go|apply|check)(?:\s+for)?\s+(?:a\s+|an\s+|some\s+|good\s+|the\s+)?(.{0,60}?)\s*\b${WORK_NOUN}\b${PHRASE_END}`,
    'i',
  ),
  new RegExp(
    String.raw`\b(?:best|good|top|which|what|recommended|useful)\s+(?:job\s+)?(?:sites?|websites?|job\s+boards?|boards?|apps?|places?|platforms?|resources?)\s+(?:are\s+there\s+)?(?:for(?:\s+(?:finding|getting|looking\s+for|searching\s+for))?|to\s+find|to\s+look\s+for|to\s+search\s+for|to\s+get)\s+(?:a\s+|an\s+)?(.{0,60}?)\s*\b${WORK_NOUN}\b${PHRASE_END}`,
    'i',
  ),
  new RegExp(
    String.raw`\bwhere\s+(?:do|does|can|could|should|would)\s+(?!(?:i|we|you|one|people|someone)\s)(?:an?\s+|the\s+)?([a-z][a-z -]{1,40}?)\s+(?:find|get|look\s+for|search\s+for|hunt\s+for)\s+${WORK_NOUN}\b${PHRASE_END}`,
    'i',
  ),
];
/** Words that say what kind of work, not whose: no role to search for. */
const NO_ROLE =
  /^(?:new|other|more|any|some|good|better|remote|local|online|part[- ]time|full[- ]time|temporary|temp|summer|weekend|my|your|their|our|a|an|the)?$/i;

/**
 * Whether a message asks where to look for work, and the role or field it names ("Staff
 * Accountant", "nursing", "nurse" from "nurses"), null when it names none. Job listings asked for
 * outright ("find me nursing jobs") are a look-up, not this.
 */
export function readJobSourcesQuestion(message: string): JobSourcesQuestion | null {
  for (const [i, pattern] of WHERE_TO_LOOK.entries()) {
    const m = pattern.exec(message);
    if (!m) continue;
    let role = (m[1] ?? '').replace(/\s+/g, ' ').trim();
    // "where do nurses find work": the people named, one of them.
    if (i === 2) role = role.replace(/(?<=[^s])s$/i, '');
    return { role: NO_ROLE.test(role) ? null : role };
  }
  return null;
}

// The application's own nouns count too: "what should my resume say as a cook" names a trade.
const WORK_WORDS =
  /\b(work|works|working|career|careers|job|jobs|employ\w*|company|boss|office|colleagues?|roles?|hire|hiring|apply|applying|profession\w*|skills?|industry|team|manager|business|workplace|salary|resign\w*|quit|quits|quitting|intern\w*|become|becoming|qualif\w*|degree|certificat\w*|course|bootcamp|resumes?|interview\w*|recruiters?|linkedin|promot\w*|shifts?|mba|cpa|phd|masters?|bachelors?|diploma|licen[cs]e[sd]?|cdl|pmp|cfa|acca|apprentice\w*)\b/;
const RESUME_HEADINGS =
  /^\s*(experience|work experience|professional experience|employment history|education|skills|summary|profile|projects|certifications)\s*:?\s*$/gim;

/** Below this length a message is all subject: nothing in it is background. */
const MIN_MESSAGE_WITH_BACKGROUND = 120;

/**
 * A long message split into what it asks and its background: the opening sentence (a greeting
 * alone aside), where people state their subject as a title does, and every question are what it
 * asks; the other sentences tell the story around it. In a post of a few hundred characters a
 * passing "cover letter", "interview" or "pay" in the story outweighed the subject ("3hr take-home
 * test for a junior role ... after passing the CV and cover letter screening" read as a cover-letter
 * question). Short messages are all subject.
 */
export function subjectAndBackground(text: string): { subject: string; background: string } {
  if (text.length < MIN_MESSAGE_WITH_BACKGROUND) return { subject: text, background: '' };
  const sentences = text.match(/[^.?!\n]+(?:[.?!]+|\n|$)/g) ?? [text];
  const subject: string[] = [];
  const background: string[] = [];
  let opened = false;
  for (const sentence of sentences) {
    const opening = !opened && sentence.trim().split(/\s+/).length >= 3;
    if (opening) opened = true;
    (opening || /\?\s*$/.test(sentence) ? subject : background).push(sentence.trim());
  }
  return { subject: subject.join(' '), background: background.join(' ') };
}

/** How much a rule matched only in a message's background counts, against one in its subject. */
const BACKGROUND_WEIGHT = 0.25;

/** The rules that hear the hiring side's voice, which a pasted ad has whoever pastes it. */
const HIRING_VOICE_RULES: ReadonlySet<Rule> = new Set(
  RULES.filter(
    (rule) =>
      rule.intent === 'recruiting' && (HIRING_SIDE.includes(rule.pattern) || /candidate/.test(rule.pattern.source)),
  ),
);

/**
 * Classifies a chat message into the engine's intents by weighted keywords and patterns, plus
 * whether it asks for a service (resume review, job look-up) or is a pasted resume. Greetings,
 * thanks and farewells only win when nothing career-related is in the message, so "hi, how long
 * should my cover letter be?" is a cover-letter question.
 */
export function classifyIntent(message: string): IntentResult {
  const text = normalizeText(message).replace(/\s+/g, ' ').trim();
  const words = text.split(' ').filter(Boolean).length;
  const scores = new Map<AssistantIntent, number>();
  const { subject, background } = subjectAndBackground(text);
  // A pasted ad's own voice ("we're looking for", "candidates") is its employer's, not the asker's;
  // an applicant's "candidates" are the others applying.
  const notHiringVoice = holdsJobAd(message) || APPLICANT_VOICE.test(text);
  for (const rule of RULES) {
    if (notHiringVoice && HIRING_VOICE_RULES.has(rule)) continue;
    const weight = rule.pattern.test(subject)
      ? rule.weight
      : background && rule.pattern.test(background)
        ? rule.weight * BACKGROUND_WEIGHT
        : 0;
    if (weight > 0) scores.set(rule.intent, (scores.get(rule.intent) ?? 0) + weight);
  }
  const pastedResume = message.length > 400 && (message.match(RESUME_HEADINGS)?.length ?? 0) >= 2;
  // Where to look is the search's question, whatever the trade named: its words ("accountant")
  // matched the guide on becoming one.
  const jobSources = pastedResume ? null : readJobSourcesQuestion(message);
  if (jobSources?.role) scores.set('job_search', (scores.get('job_search') ?? 0) + 5);
  let action: ServiceAction | null = null;
  if (pastedResume || RESUME_REVIEW.some((p) => p.test(text))) action = 'resume_review';
  else if (!jobSources && JOB_LOOKUP.some((p) => p.test(text))) action = 'job_lookup';
  if (action === 'resume_review') scores.set('resume', (scores.get('resume') ?? 0) + 3);
  if (action === 'job_lookup') scores.set('job_search', (scores.get('job_search') ?? 0) + 3);
  const ranked = [...scores].sort(
    (a, b) => b[1] - a[1] || ASSISTANT_INTENTS.indexOf(a[0]) - ASSISTANT_INTENTS.indexOf(b[0]),
  );
  const career = ranked.filter(([intent]) => intent !== 'about_assistant' && intent !== 'out_of_scope');
  const best = ranked[0];
  const bestCareer = career[0];

  const smallTalk = (intent: AssistantIntent): IntentResult => ({
    intent,
    secondary: [],
    score: 0,
    action: null,
    pastedResume: false,
    workRelated: false,
  });
  // Thanks for the help, with the news it brought ("I got a raise! thanks for the help", "got the
  // job, thank you for the tips") and no question: a goodbye, not a question about raises.
  if (words <= 15 && !/\?/.test(message) && THANKS_FOR_HELP.test(text)) return smallTalk('thanks');
  if (!bestCareer && words <= 12) {
    if (best?.[0] === 'about_assistant') return { ...smallTalk('about_assistant'), score: best[1] };
    if (THANKS.test(text) || FAREWELL.test(text)) return smallTalk('thanks');
    if (GREETING.test(text)) return smallTalk('greeting');
  }
  if (best?.[0] === 'about_assistant' && (!bestCareer || bestCareer[1] < best[1])) {
    return { ...smallTalk('about_assistant'), score: best[1] };
  }
  // Out of scope wins only over weak career signals ("joke about interviews" is still career), and
  // never over a message that talks of work: "I was a cook for seven years before the post office"
  // names a trade, not a recipe.
  const outOfScope = scores.get('out_of_scope') ?? 0;
  if (outOfScope > 0 && (!bestCareer || bestCareer[1] < 3) && !WORK_WORDS.test(text)) {
    return { ...smallTalk('out_of_scope'), score: outOfScope };
  }
  if (!bestCareer) {
    const workRelated = WORK_WORDS.test(text) || action !== null;
    return { ...smallTalk('general_career'), action, pastedResume, workRelated };
  }
  return {
    intent: bestCareer[0],
    secondary: career
      .slice(1)
      .filter(([, s]) => s >= bestCareer[1] / 2)
      .map(([intent]) => intent),
    score: bestCareer[1],
    action,
    pastedResume,
    workRelated: true,
    ...(jobSources ? { jobSources } : {}),
  };
}

const CLIENT_INTENT: Partial<Record<AssistantIntent, ChatIntent>> = {
  resume: 'resume_analysis',
  ats: 'resume_analysis',
  cover_letter: 'resume_analysis',
  interview: 'interview_prep',
  behavioral: 'interview_prep',
  salary_negotiation: 'job_insights',
  offer: 'job_insights',
  recruiting: 'job_insights',
  job_search: 'market_search',
  remote_work: 'market_search',
  networking: 'career_guidance',
  linkedin: 'career_guidance',
  career_change: 'career_guidance',
  visa: 'career_guidance',
  career_growth: 'career_guidance',
  wellbeing: 'career_guidance',
  general_career: 'career_guidance',
};

const CALENDAR = /\b(calendar|schedul(e|ing)|time management|plan my (week|day)|routine|deadlines?|reminders?)\b/;

/**
 * Maps an engine intent to one of the six client intents of `CHAT_INTENTS` (which pick the
 * interim acknowledgement), or null for small talk and out-of-scope messages. When `message` is
 * given, planning and scheduling wording maps to `calendar_optimization`, which has no
 * knowledge-base intent of its own.
 */
export function toClientIntent(intent: AssistantIntent, message?: string): ChatIntent | null {
  if (message && CALENDAR.test(normalizeText(message)) && intent !== 'out_of_scope') return 'calendar_optimization';
  return CLIENT_INTENT[intent] ?? null;
}

/**
 * The knowledge-base topic tags that answer each intent; retrieval boosts articles carrying
 * them. Several spellings are listed because tags are written by hand.
 */
export const INTENT_TOPICS: Readonly<Record<AssistantIntent, readonly string[]>> = {
  greeting: [],
  thanks: [],
  about_assistant: [],
  resume: ['resume'],
  ats: ['ats'],
  cover_letter: ['cover-letter'],
  interview: ['interview', 'technical-interview'],
  behavioral: ['behavioral', 'star-method'],
  salary_negotiation: ['salary', 'negotiation'],
  offer: ['offer', 'negotiation', 'equity'],
  job_search: ['job-search'],
  networking: ['networking'],
  linkedin: ['linkedin'],
  career_change: ['career-change'],
  visa: ['visa', 'work-authorization'],
  remote_work: ['remote-work'],
  recruiting: ['recruiting', 'hiring'],
  career_growth: ['career-growth', 'workplace'],
  wellbeing: ['wellbeing'],
  general_career: [],
  out_of_scope: [],
};

/**
 * A canonical retrieval query per intent, used when the user's own words find nothing solid
 * ("find a job in Berlin": the city is unknown, the words left are generic) but the intent is
 * clear: the engine then answers from the intent's core guides, and says it is doing so.
 */
export const INTENT_QUERIES: Readonly<Record<AssistantIntent, string>> = {
  greeting: '',
  thanks: '',
  about_assistant: '',
  resume: 'resume structure sections achievement bullets',
  ats: 'applicant tracking system resume parsing keywords formatting',
  cover_letter: 'cover letter structure opening tailoring',
  interview: 'interview preparation plan practise predictable questions',
  behavioral: 'behavioural interview star method stories',
  salary_negotiation: 'salary negotiation market pay range scripts',
  offer: 'evaluating job offer negotiate accept decline',
  job_search: 'job search strategy where to find job openings targeted applications',
  networking: 'networking outreach referrals informational interviews',
  linkedin: 'linkedin profile headline about section recruiters',
  career_change: 'career change transferable skills choosing target role',
  visa: 'visa work authorization sponsorship employers',
  remote_work: 'finding remote jobs remote work time zones',
  recruiting: 'recruiting hiring candidates structured interviews job descriptions',
  career_growth: 'career growth promotion manager performance review',
  wellbeing: 'job search burnout rejection anxiety wellbeing working hours time off',
  general_career: '',
  out_of_scope: '',
};

/**
 * Whether a classified message asks about entering a field, by its intents: choosing or changing
 * to it (`career_change`: getting or breaking into it, switching, what to learn for it) or being
 * interviewed for a job in it (`interview`: a first mental health role), as its best or a secondary
 * intent. A guide on entering a trade answers such a question whatever else it names; a question
 * from inside the trade (a title that does not fit the work, an MBA after a data science master's)
 * is answered from a guide on its own subject (see the embedded engine's `searchGuides`). The search (`job_search`)
 * is left out: it is as often a staffing agency's email or data jobs abroad as a first job in a trade.
 */
export function asksAboutEntering(reading: IntentResult): boolean {
  return ENTERING_INTENTS.has(reading.intent) || reading.secondary.some((i) => ENTERING_INTENTS.has(i));
}
const ENTERING_INTENTS: ReadonlySet<AssistantIntent> = new Set(['career_change', 'interview']);

/** A short human label for an intent, used when the reply names what the question is about. */
export const INTENT_LABELS: Readonly<Record<AssistantIntent, string>> = {
  greeting: 'getting started',
  thanks: 'wrapping up',
  about_assistant: 'what I can do',
  resume: 'your resume',
  ats: 'applicant tracking systems',
  cover_letter: 'cover letters',
  interview: 'interview preparation',
  behavioral: 'behavioural interview answers',
  salary_negotiation: 'pay and negotiation',
  offer: 'handling a job offer',
  job_search: 'your job search',
  networking: 'networking',
  linkedin: 'your LinkedIn profile',
  career_change: 'changing careers',
  visa: 'visas and work authorisation',
  remote_work: 'remote work',
  recruiting: 'recruiting and hiring',
  career_growth: 'growing in your career',
  wellbeing: 'looking after yourself at work and in the search',
  general_career: 'your career',
  out_of_scope: 'something outside careers',
};

/**
 * The intent each guide topic stands for: the first intent (in declaration order) that lists it, so
 * a guide's main topic names the intent the topic model learns it under and the opening announces.
 */
export const INTENT_OF_TOPIC: ReadonlyMap<string, AssistantIntent> = (() => {
  const byTopic = new Map<string, AssistantIntent>();
  for (const [intent, topics] of Object.entries(INTENT_TOPICS) as Array<[AssistantIntent, readonly string[]]>)
    for (const topic of topics) if (!byTopic.has(topic)) byTopic.set(topic, intent);
  return byTopic;
})();

/**
 * Labels for guide topics that are no intent's own: a guide on a coworker who mocks you is about
 * "work and the people around you", not "growing in your career" (the intent that lists it).
 */
const TOPIC_LABELS: Readonly<Record<string, string>> = {
  workplace: 'work and the people around you',
  application: 'your applications',
  students: 'starting out',
  onboarding: 'a new job',
  hiring: INTENT_LABELS.recruiting,
};

/**
 * What an answer drawn from a guide with these topics is about, in an opening's words ("For
 * <label>, here's what tends to work"): the first topic with a label of its own or an intent that
 * lists it. Undefined when no topic has one.
 */
export function guideTopicLabel(topics: readonly string[]): string | undefined {
  for (const topic of topics) {
    const own = TOPIC_LABELS[topic];
    if (own) return own;
    const intent = INTENT_OF_TOPIC.get(topic);
    if (intent) return INTENT_LABELS[intent];
  }
  return undefined;
}
