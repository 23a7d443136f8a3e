/**
 * Text analysis for the career knowledge base: normalisation, tokenising, stop words, the Porter
 * stemmer, domain synonyms and a small typo map. Documents and queries go through the same
 * `analyze` pipeline so that whatever the rewrites do, both sides agree on the resulting terms.
 */
import { readAgesSaid } from './ages-said';
import { turnedAway } from './turned-away';
import { readWordSenses } from './word-senses';

/** A listed word and, when a British spelling folds it (see foldBritishSpellings), its folded form. */
function withFoldedSpelling(word: string): string[] {
  const folded = foldBritishSpellings(word);
  return folded === word ? [word] : [word, folded];
}

/** Words too common to say anything about relevance, in documents and queries alike. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a about above after again against all also am an and any are aren't as at be because been before being below
  between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each either
  else etc even ever every few for from further had hadn't has hasn't have haven't having he her here hers herself since
  him himself his how however i i'll if in into is isn't it it's its itself just let let's like ll me might more most
  much must mustn't my myself no nor not now of off often on once one only or other ought our ours ourselves out
  over own per quite rather re really s same she should shouldn't so some such t than that that's the their theirs
  them themselves then there there's these they they're this those through thus to too under until up upon us ve
  very via was wasn't we we're were weren't what what's when where which while who whom whose why will with won't
  would wouldn't yet you you'd you'll you're you've your yours yourselves d m i'm i've i'd im ive though although`
    .split(/\s+/)
    .filter(Boolean)
    .flatMap(withFoldedSpelling),
);

/**
 * Words that carry no topic in a chat message ("any tips on...", "please help me with...") but
 * can matter inside an article, so they are dropped from queries only. How to proceed asks what to
 * do next, whatever it is about ("How to proceed..." met a line of the H-1B guide); venting or a
 * rant says the mood of a post, not its subject ("Venting about management" met the line on not
 * venting in team channels, in the guide on being passed over).
 */
export const QUERY_STOP_WORDS: ReadonlySet<string> = new Set(
  `advice advise anyone appreciate best better good great hello help helpful hey hi idea ideas know kind
  lot need okay ok please plz question questions should something suggest suggestion suggestions
  thing things tip tips want way ways wondering guess get got go going seek seeking guidance
  totally absolutely completely literally seriously honestly basically actually definitely extremely
  hell damn freaking fucking think thinking thought finally possibly
  proceed vent venting rant ranting`
    .split(/\s+/)
    .filter(Boolean)
    .flatMap(withFoldedSpelling),
);

/**
 * Applications the person already sent, counted: "applied 250 jobs", "sent out 300 applications",
 * "applied to hundreds of jobs".
 * How the search went, told: read so by the guide search (below) and by the request reader (no
 * search of postings is asked).
 */
export const APPLICATIONS_COUNTED =
  /\b(?:applied|applying|sent|submitted|sent out)\s+(?:to\s+|for\s+)?(?:over\s+|more than\s+|about\s+|like\s+|at least\s+|almost\s+|nearly\s+)?(?:\d[\d,]*\+?|(?:hundreds|dozens|thousands) of)\s+(?:jobs?|applications?|positions?|roles?|places?|companies)\b|\b(?:\d[\d,]*\+?|(?:hundreds|dozens|thousands) of)\s+applications?\b/i;

/**
 * Shorthand, chat spelling and frequent typos, rewritten before tokenising. Applied to documents
 * too, which is harmless and keeps the two sides symmetric.
 */
const WORD_REWRITES: Record<string, string> = {
  abt: 'about',
  thru: 'through',
  coworker: 'colleague',
  coworkers: 'colleagues',
  u: 'you',
  ur: 'your',
  pls: 'please',
  plz: 'please',
  thx: 'thanks',
  ty: 'thanks',
  yrs: 'years',
  yr: 'year',
  mgr: 'manager',
  convo: 'conversation',
  recs: 'recommendations',
  cv: 'resume',
  cvs: 'resumes',
  jd: 'job description',
  dsa: 'data structures algorithms',
  leetcode: 'coding interview practice',
  jds: 'job descriptions',
  wfh: 'remote',
  comp: 'compensation',
  tc: 'total compensation',
  pto: 'paid timeoff',
  // Indian pay: lakhs per annum and cost to company are a salary ("16 lpa", "what ctc to ask").
  lpa: 'salary',
  ctc: 'salary',
  grad: 'graduate',
  grads: 'graduates',
  swe: 'software engineer',
  sde: 'software engineer',
  pm: 'product manager',
  hr: 'human resources',
  dei: 'diversity equity inclusion',
  ai: 'artificial intelligence',
  linkdin: 'linkedin',
  linkedln: 'linkedin',
  interveiw: 'interview',
  intervew: 'interview',
  interviw: 'interview',
  inteview: 'interview',
  salery: 'salary',
  sallary: 'salary',
  salaray: 'salary',
  negociate: 'negotiate',
  negotation: 'negotiation',
  recruter: 'recruiter',
  reccomendation: 'recommendation',
  recomendation: 'recommendation',
  resmue: 'resume',
  reume: 'resume',
  resum: 'resume',
  coverletter: 'cover letter',
  // A licence is a license: the guides write a driver's licence the British way, askers mostly not
  // ("can I provide a picture of my drivers license onboarding" never met the guide on new-hire ID).
  licence: 'license',
  licences: 'licenses',
  licenced: 'licensed',
  carreer: 'career',
  carrer: 'career',
  carear: 'career',
  // Decades of life as the guides write them, "in your 30s" (ages are read so, ages-said.ts).
  twenties: '20s',
  thirties: '30s',
  forties: '40s',
  fifties: '50s',
  sixties: '60s',
  seventies: '70s',
  experiance: 'experience',
  expirience: 'experience',
};

/**
 * Common English idioms, folded to what they mean. Their words mean something else together, and
 * taken one by one they mislead the search: "a call out of the blue" found the EU Blue Card guide,
 * "bite the bullet" resume bullets, "wear many hats" what to wear, "on the same page" resume length,
 * "jump ship" nothing at all. Folded on both sides of the index, like the other rewrites (the guides
 * seldom use them). Only idioms common in talk about work, and only where the phrase cannot be meant
 * literally in a career question. An idiom whose words are merely empty ("let go") is left alone:
 * folding it to a strong word ("fired") outweighed what the rest of the message was about.
 */
const IDIOMS: Array<[RegExp, string]> = [
  [/\bonce in a blue moon\b/g, ' rarely '],
  [/\bout of the blue\b/g, ' unexpectedly '],
  [/\bblue[\s-]collar\b/g, ' manual trades '],
  [/\bon the fence\b/g, ' undecided '],
  [/\b(?:under the table|off the books)\b/g, ' unreported cash '],
  [/\bcold feet\b/g, ' doubts '],
  [/\b(?:a |my |your |their )?foot in the door\b/g, ' entry start '],
  [/\bon the same page\b/g, ' aligned '],
  [/\bout of the loop\b/g, ' uninformed '],
  [/\bin the loop\b/g, ' informed '],
  [/\bin the dark\b/g, ' uninformed '],
  [/\btouch(?:ed|ing)? base\b/g, ' check in '],
  [/\bballpark(?: figure| number| range)?\b/g, ' estimate '],
  [/\bwear(?:s|ing)? (?:many|multiple|several|lots of|a lot of|too many|different) hats\b/g, ' many responsibilities '],
  [/\bbit(?:e|ing) the bullet\b/g, ' accept it '],
  [/\bunder the weather\b/g, ' sick '],
  // Sick of something is fed up with it ("Workday Emails - I'm sick of them" found the guide on health at work).
  [/\bsick (?:and tired )?of\b/g, ' fed up with '],
  [/\b(?:thrown|threw|throw|throwing|throws) (?:me |him |her |them |us |you )?under the bus\b/g, ' blamed '],
  [/\bjump(?:ed|ing|s)? ship\b/g, ' leave job '],
  [/\bpull(?:ed|ing|s)? the plug\b/g, ' cancel '],
  [/\bleft (?:me )?on read\b/g, ' ignored '],
  [/\b(?:the )?grass is greener\b/g, ' better elsewhere '],
  [/\bdead[\s-]end\b/g, ' stuck '],
  [/\bcall(?:ed|ing)? it quits\b/g, ' quit '],
  // How useful something is, or how people would rate it, asks whether it is worth it, the word of the
  // guides that weigh certifications and degrees ("How useful would y'all rate a Six-Sigma
  // certification?" met the guide on choosing between two jobs through "rate"). Not "would you rate",
  // which the guide on reference checks asks a referee.
  [/\b(?:how useful|the usefulness of|usefulness of)\b/g, ' worth '],
  [/\b(?:how )?(?:would|do|did|could|will) (?:y'?all|you all|people|everyone|you guys|others) rate\b/g, ' worth '],
  // The market judged is the job market ("Didn't realize how insane the market is" met the failure
  // question's "the moment you realised"). Only as judged: the guides' "the market" is pay ("in line
  // with the market", "roles in this market"), and reading that too moved questions on the job market
  // elsewhere.
  [
    /\b(?:the|this|today'?s|the current|current) market(?= (?:is|was|has been|right now|these days)\b)/g,
    ' the job market ',
  ],
  // A big deal is something important ("Title not matching tasks, am I making it a big deal?" met the
  // negotiation scripts' "close the deal").
  [/\b(?:a |such a |that big of a |this big of a )?big deal\b/g, ' important '],
  // A "thanks but no thanks" email is a rejection ("if I receive "thanks but no thanks" email months
  // after application" met the guide on phone screens through "thanks").
  [/\bthanks,? but no,? thanks\b/g, ' rejection '],
  // The higher-ups are senior management ("Job advice, dealing with higher ups" met the guide on
  // first jobs through "higher").
  [/\bhigher[\s-]ups?\b/g, ' bosses management '],
  [/\bpick(?:ing)? (?:your|his|her|their|someone's|somebody's|a|my) brains?\b/g, ' ask advice '],
  [/\bhit the ground running\b/g, ' start quickly '],
  [/\bback to square one\b/g, ' start over '],
  [/\bwalk(?:ing)? on eggshells\b/g, ' tense '],
  [/\bin hot water\b/g, ' in trouble '],
  [/\brat race\b/g, ' corporate grind '],
  [/\bsink or swim\b/g, ' no training '],
  [/\b(?:learn(?:ing|ed|t)?|show(?:ing|ed)? (?:me|you|someone|him|her|them)) the ropes\b/g, ' learn basics '],
  [/\b(?:at )?the end of my (?:rope|tether)\b/g, ' desperate '],
  [/\bburn(?:ing|ed|t)? the candle at both ends\b/g, ' overwork '],
];

/** Multi-word and spelling variants folded to one canonical form, in order. */
const PHRASE_REWRITES: Array<[RegExp, string]> = [
  [/\bcurriculum vitae\b/g, 'resume'],
  // Dotted country abbreviations are one word: "U.K." was read as "u" and "k", and "u" is
  // shorthand for "you", so "(U.K.)" lost its country.
  [/\bu\.\s?k\.?(?![a-z])/g, ' uk '],
  [/\bu\.\s?s\.(\s?a\.?)?(?![a-z])/g, ' us '],
  // A virtual interview is a video interview ("Haven't heard back since the virtual interview" found
  // the guide on system design interviews); "virtual assistant" stays a job.
  [/\bvirtual (interviews?|calls?|meetings?|screens?)\b/g, ' video $1 '],
  // A criminal record is a conviction, not a recording: "record" alone matched recorded video interviews.
  [/\b(criminal|police|arrest|conviction|court|prison) records?\b/g, ' conviction '],
  [/\bfelon(y|ies|s)?\b/g, ' felony conviction '],
  // "Is it a bad idea to ...", "a good sign", "a smart move": a verdict asked for, not a topic; as
  // words, "bad" found the guide on a bad first job for a question on references.
  [/\b(bad|good|smart|wise|dumb|stupid|terrible|great) (idea|move|sign|look)s?\b/g, ' idea '],
  // A take-home test, task or challenge is the take-home assignment ("3hr take-home test for Junior
  // position" found the guide on moving into tech: "test" was rare there, "junior" and "role" not).
  // Take-home pay is pay: only the hiring exercise's nouns fold.
  [
    /\btake[\s-]?home (?:(?:coding|technical|written|design|writing|data|case) )?(?:tests?|exams?|exercises?|challenges?|projects?|tasks?|assignments?|assessments?|case stud(?:y|ies)|homework)\b/g,
    ' takehome assignment ',
  ],
  // Dates, titles or experience faked, stretched or padded on a resume are a lie about it ("Stretched
  // employment date on resume" found how ATS parsing works, "faked a work experience in my CV" the
  // graduate resume; the guide on resume honesty says "lied"). The verb only, before a resume's
  // nouns: a fake job offer is a scam, a stretched budget nothing of the kind.
  [
    /\b(?:fak(?:ed|ing)|fudg(?:ed|ing)|stretch(?:ed|ing)|padd(?:ed|ing)|embellish(?:ed|ing)|inflat(?:ed|ing))(?= (?:(?:a|an|the|my|some|our|his|her|their|work|job|employment|start|end|past|previous|old|few|couple|of) ){0,3}(?:dates?|titles?|experiences?|degrees?|employment|qualifications?|references?|resumes?|cvs?|gpa|salary|years?|jobs?)\b)/g,
    ' lie $&',
  ],
  // ... and so is a degree or a qualification claimed that one has not ("I have a degree in IT, said I
  // have a CS major, got the job": the guide on jobs for a degree led). Said of oneself only, with
  // a qualification's noun close after.
  [
    /\b(?:said|claimed|told (?:them|him|her|the \w+)|wrote|put(?: down)?|listed)(?: that)? (?:i (?:have|had|was|am|got|hold|held)|i'?ve|i'?d|to (?:have|hold)) (?:(?:a|an|the|my|in|\w+) ){0,3}(?:degrees?|majors?|diplomas?|bachelor'?s|master'?s|phd|certifications?|certificates?|licenses?|qualifications?)\b/g,
    ' lie $&',
  ],
  [/\bapplicant tracking systems?\b/g, ' ats '],
  [/\bh[\s-]?1[\s-]?b\b/g, ' h1b '],
  [/\bf[\s-]1\b/g, ' f1 '],
  [/\bo[\s-]1\b/g, ' o1 '],
  [/\bl[\s-]1\b/g, ' l1 '],
  [/\bj[\s-]1\b/g, ' j1 '],
  [/\bgreen[\s-]cards?\b/g, ' greencard '],
  [/\blinked[\s-]in\b/g, ' linkedin '],
  [/\bco-(workers?|founders?)\b/g, ' co$1 '],
  [/\bwork(?:ing)? from home\b/g, ' remote '],
  // Checking in on an application or an interview is following it up ("Checking in on interview"
  // found system design); checking in on one's team is not.
  [
    /\bcheck(?:ing|ed|s)? in (?:on|about|with|after) (?:my |the |an? |their |this )?(applications?|interviews?|status|offer|candidacy|recruiters?|hiring manager|employer|company)\b/g,
    ' followup $1 ',
  ],
  [/\bfollow[\s-]ups?\b/g, ' followup '],
  // Not hearing back is waiting on a follow-up: the asker's own word for it ("Haven't heard back since
  // the virtual interview" found the guide on panel interviews once "since" was no topic).
  [/\b(hear|heard|hearing) back\b/g, ' $1 back followup '],
  [/\bfollowing up\b/g, ' followup '],
  [/\bfollow(?:ed)? up\b/g, ' followup '],
  [/\bcounter[\s-]offers?\b/g, ' counteroffer '],
  [/\bnew[\s-]grads?\b/g, ' new graduate '],
  [/\be[\s-]?mails?\b/g, ' email '],
  [/\bon[\s-]?boarding\b/g, ' onboarding '],
  [/\bgap[\s-]years?\b/g, ' gap '],
  [/\blaid[\s-]off\b/g, ' layoff '],
  // A career transition, switch or pivot is a career change: "transition" widened to "switch" and
  // found the guide on switching teams ("Looking to quit kitchens, a good career transition?").
  [/\bcareer (transitions?|switch(es)?|pivots?|moves?)\b/g, ' career change '],
  // Trying to become something else is a career change too ("tell me about yourself, im a waitress
  // trying to become a receptionist" is a career changer's answer, not an experienced candidate's).
  [
    /\b(?:trying|want(?:ing)?|hoping|planning|looking) to (?:become|break into|get into|move into|switch (?:in)?to|transition (?:in)?to)\b/g,
    'career change $&',
  ],
  // Working more than one job at once is a second job ("how do people work more than one job?",
  // "Secretly working at 2 jobs").
  [
    /\b(work|works|working|have|has|having|hold|holds|holding|juggle|juggling) (?:at |in )?(more than one|two|2|multiple|several) jobs?\b/g,
    ' $1 secondjob ',
  ],
  // ... and so is a job picked up or taken on besides ("I picked up another job, do I have to say
  // where?" found day labour at temp agencies). Not "got another job", which is mostly a new one.
  [
    /\b(?:pick(?:ed|ing|s)? up|(?:take|takes|took|taking|taken) on) (?:a |an )?(?:another|second|2nd|extra|additional|other) (?:part[\s-]time )?(?:jobs?|gigs?)\b/g,
    ' $& secondjob ',
  ],
  // The cost of living is one thing, not "cost" and "living" ("How do people afford to live";
  // "live" alone is where one lives: "live in one country and work for a company in another").
  [
    /\b(costs? of living|living costs?|living wages?|afford(ing)? to (live|survive)|enough to (live|survive)( on)?)\b/g,
    ' livingcost ',
  ],
  // Re-entering the workforce is returning to work ("Business Owner Re-Entering Job Market" found
  // the guide on pivoting into tech; "re" and "entering" met nothing of the guide on returning).
  [/\bre-?(enter|enters|entering|entered|entry)\b/g, ' return '],
  // Getting back to work is returning to it ("How do I get back to work ?" met the guide on going back
  // to school once new guides made "back" commoner).
  [
    /\b(?:get|gets|getting|got|go|goes|going|went|come|coming|came) back (?:in)?to (?:work|the workforce)\b/g,
    ' $& return ',
  ],
  // Machine learning by its branches ("Are you using Reinforcement Learning at work?" met the guide
  // on showing remote readiness through "reinforce"), and AI-ML or AI/ML as the field, not the AI
  // tools recruiters screen with ("What is meant by support engineer(AI-ML)" led with bias in screening).
  [
    /\b(?:reinforcement|deep|supervised|unsupervised|self-supervised|federated|transfer|representation|statistical) learning\b/g,
    ' machine learning ',
  ],
  [/\bai\s*[-/&]\s*ml\b|\bml\s*[-/&]\s*ai\b/g, ' machine learning '],
  // Fields and degrees by their initials: "start a career as a DS if I graduated as an EE" met no
  // guide. DS-160, the US visa form, keeps its letters.
  [/\bds\b(?![-\s]?\d)/g, ' data science '],
  // Data science, the field, is one word: "science" alone is a science degree, and the field's name
  // met the section on coming from engineering or science (its heading says "science") for any
  // question an r/datascience asker put ("Stack necessary to transition to Senior DS"). Both sides
  // are read so; "data" stays.
  [/\bdata science\b/g, ' data datascience '],
  [/\bee\b/g, ' electrical engineering '],
  // Time off is one thing ("2 weeks straight with 4 days off" found the guide on rejection: "off"
  // is a stop word, and "time" and "days" are everywhere).
  [/\b(time|days?|weeks?) off\b|\btime from work\b/g, ' timeoff '],
  // "What jobs can I get with ..." asks what a degree or a background leads to ("What kind of job
  // should I apply for with post office and management experience?" found the guide on moving
  // from shift work into an office).
  [
    /\bwhat (?:kinds? of |types? of |sorts? of )?(?:(?:entry[\s-]level|good|decent|better|well[\s-]paying|high[\s-]paying|part[\s-]time|full[\s-]time|remote|other|real|first) ){0,2}(?:jobs?|careers?|roles?|work|positions?) (?:can|could|should|would|do|might|will) (?:i|you|someone|one|we|they) (?:do|get|apply for|go into|look for|find|pursue|have|land)?\s*with\b/g,
    ' career options background with ',
  ],
  // Not getting a promotion is being passed over for it, not getting a job a rejection: "Didn't get the
  // internal promotion that everyone said I had" found impostor syndrome ("get" is a chat stop word,
  // and the guide on being passed over never says "didn't get").
  [
    /\b(?:didn'?t|did not|don'?t|never|wasn'?t|was not|not) (?:get|got|getting|given|awarded) (?:the |a |an |that |this |my )?(?:internal )?(promotions?|promos?)\b/g,
    ' passed over promotion ',
  ],
  [
    /\b(?:didn'?t|did not|never|not) (?:get|got|getting|land|landed|landing) (?:the |a |an |that |this )?(jobs?|roles?|positions?)\b(?! (?:offers?|descriptions?|titles?|ads?|postings?|done|back)\b)/g,
    ' rejected $1 ',
  ],
  // A job taken in between, in the meantime or to pay the bills is a bridge job ("From daycare worker
  // to artist: what job should I take in between?" found the guide on juggling offers; "between" and
  // "meantime" are function words or rare, "bills" is debt). In between two offers, or jobs, is
  // not one (nor, read again after the offers rewrite, in between "compare job offers").
  [
    /\b(?:(?:bridge|survival|stop-?gap|in-?between|interim) jobs?|in[\s-]between(?! (?:two|2|three|3|the|these|those|jobs|offers|interviews|shifts|tasks|my|our|your|a|an|them|compare)\b)|in the meantime|meanwhile|(?:to|that) pays? (?:the|my) bills)\b/g,
    ' bridgejob job ',
  ],
  // Jobs recommended to the asker are options to choose from ("Job recommendations???" found the
  // guide on LinkedIn recommendations, which are references).
  [/\b(job|career) (recommendations?|recs|suggestions?|ideas)\b/g, ' career options '],
  // Feeling defeated is discouragement, the search guides' word ("Job hunt status: feeling defeated"
  // met the guide on keeping in touch with one's network through "job hunting").
  [
    /\b(?:feel(?:ing|s)?|felt) (?:so |pretty |very |really |completely |kind of |kinda )?defeated\b/g,
    ' discouraged burnout ',
  ],
  // Hopping to do something is hoping to, a common slip ("just hopping to start preparing for that" met
  // the guide on job hopping); hopping to another job or company stays.
  [
    /\bhopping(?= to (?:start|get|find|become|be|hear|land|learn|make|see|do|have|understand|improve|break|join|know|prepare|gain|build)\b)/g,
    'hoping',
  ],
  // The questions to ask an employer one applies to or interviews with are the interviewer's ("When
  // applying for a start-up - what questions should I ask?" met the guide on informational interviews).
  [
    /\b(?:applying|apply|applied|interview|interviews|interviewing|start-?ups?|employer|company|hiring manager)\b(?:[^.?!]{0,40}?)\bquestions? (?:should|can|do|could|would) i (?:be )?ask(?:ing)?\b/g,
    '$& interviewer',
  ],
  // "(vent)" and "RANT:" tag a post as letting off steam; as words they found the line on not venting
  // in team channels, in the guide on being passed over for promotion.
  [/[([]\s*(vent|venting|rant|ranting)\s*[)\]]|\b(vent|rant)\s*:/g, ' '],
  // Ready to give up is discouragement ("I'm about to give up (vent)" found the guide on being passed
  // over); "give up my car" is not.
  [
    /\b(about to|going to|ready to|want to|wanna|feel like|thinking of|almost) give up\b(?! (my|the|a|an|on (my|the) (car|house|apartment|flat)))/g,
    ' $1 discouraged ',
  ],
  [/\bgiving up (on (my|the) (job search|search|job hunt|career|dream)|hope)\b/g, ' discouraged '],
  // "By myself" is alone ("they leave me in charge of the shop by myself"; "myself" is a stop word).
  [/\bby (myself|yourself|himself|herself|themselves|ourselves)\b/g, ' alone '],
  // One word for a second job, so it is no "second interview" and the side-gig guide can name it.
  [/\b(?:second|2nd) jobs?\b/g, ' secondjob '],
  // Two offers at once are offers to compare ("Received 2 job offers, help decide" found the
  // negotiation scripts; the digit is no term).
  [/\b(two|2|multiple|several|three|3) (job )?offers\b/g, ' compare job offers '],
  // ... and so is asking which offer to take ("Which job offer should I accept?" found backing out of
  // an accepted offer, through "accept").
  [
    /\bwhich (?:job |of the |of my |of these |of the two |of both )?(?:offers?|jobs?)(?: should| do| would| to)(?: i)? (?:accept|take|choose|pick|go with|go for)\b/g,
    ' compare job offers ',
  ],
  // Telling the boss "I'm leaving" is resigning ("How to tell boss I'm leaving?" found the guide on
  // team communication).
  [/\b(i'?m|i am|im) (leaving|quitting)\b/g, ' $1 resigning '],
  // ... and thinking about leaving is thinking about quitting ("how do i tell my boss im thinking
  // about leaving?" found the guide on telling a coworker what to do).
  [
    /\b(?:thinking (?:about|of)|thought (?:about|of)|considering|planning (?:on|to)|going to|want(?:ing)? to|about to) (?:leaving|leave)(?= (?:my|the|this|soon|in|at|after|before|and|but|or)\b|\s*[?.!,;]|\s*$)/g,
    ' $& quitting ',
  ],
  // Being "let go" is being dismissed ("was almost let go today" read as letting go of a promotion).
  [/\b(be|been|was|were|being|get|gets|got|getting|almost|just|am|is) let go\b/g, ' $1 fired '],
  // ... and so is a title that opens with it ("Let go after turning down another job") or "they let me go".
  [/^\s*let go\b/g, ' fired '],
  [/\blet (me|us|him|her|them) go\b/g, ' fired $1 '],
  // Getting interviews from applications is a subject of its own ("I applied to Walmart and USPS so
  // how do I get an interview?" found panel interviews: "get" is chat filler, and "interview" alone
  // names every interview guide). The words stay; one term is added. Not "got an interview", which
  // is one already had.
  [
    /\b(?:get|gets|getting|land|landing|score|scoring)(?: (?:an|any|more|no|a single|even an?|even one|my first|a first))? interviews?\b/g,
    ' $& landinterviews ',
  ],
  // Being pushed out is being about to be fired ("is pushing to fire me without telling me" had found
  // the guide on resigning over how one is treated).
  [
    /\b(?:trying|pushing|going|planning|looking|about|wants?|wanting|want) to (?:fire|sack|let go of|get rid of|push out) me\b|\b(?:pushing|forcing|managing) me out\b/g,
    ' $& about to be fired ',
  ],
  // "What's wrong with my resume?" asks for its mistakes, not about a lie on it (it found the
  // guide on faked experience through "wrong").
  [/\bwhat(?:'?s| is) wrong with (?:my|this|the) (resume|cv)\b/g, ' $1 mistakes review '],
  // Fitting in and getting used to a new job is one subject however it is said ("How long to fit
  // and feel comfortable in new job?" found the guide on regretting one). The words stay.
  [
    /\bfit(?:ting)? in(?= (?:at|with|there|here|and)\b|\s*[?.!,;]|\s*$)|\b(?:feel(?:ing)? comfortable|settl(?:e|ed|ing) in|get(?:ting)? used to|adjust(?:ing)? to)\b/g,
    ' $& settlingin ',
  ],
  // Six Sigma is a certification, its belts its levels ("Usefulness of Six-Sigma" met the guide on
  // layoffs: "sigma" was corrected to "stigma", and "six" is a number's word).
  [/\b(?:lean )?six[\s-]?sigma(?: (?:green|black|yellow|white) belt)?\b/g, ' sixsigma certification '],
  // Six figures is a salary of 100,000 or more.
  [/\b(?:6|six)[\s-]figures?\b/g, ' sixfigure salary '],
  // What one should be earning or making is one's pay ("What should I be earning?" found the
  // section on earning a sponsor's support).
  [
    /\b(?:should|could|would|will) i (?:be )?(?:earning|making|earn|make)\b(?! (?:it|this|that|these|those|my|the|a|an|sure|them|him|her|friends|up|time|the most|more of)\b)/g,
    ' salary pay ',
  ],
  // Hating or dreading interviews is interview nerves ("I hate interviewing" found the guide on
  // hating a new job).
  [
    /\b(?:hate|hating|dread|dreading|fear|scared of|afraid of|terrified of) (?:job |phone |video )?interview(?:s|ing)?\b/g,
    ' interview nerves anxiety ',
  ],
  // Hired at last is a new job starting ("Finally hired" found the recruiters' hiring funnel).
  [
    /\b(?:finally|just|got|i was|i got|i've been|i have been|been|i am|i'm|im) (?:finally |just )?hired\b/g,
    ' new job starting ',
  ],
  // A job, role or position just started or joined is a new job starting, the guide on the first 90
  // days ("Just started a Data Scientist position on a company that has no structure, need advices"
  // met the data guide's section on master's degrees through the title's words).
  [
    /\b(?:just|recently|newly) (?:started|began|begun|joined)(?= (?:(?:a|an|the|my|this|new|first|\w+) ){0,4}(?:jobs?|roles?|positions?|company|team)\b)/g,
    ' $& new job starting ',
  ],
  // Finding a job at all is hard: the search is the subject ("What should I do if it's difficult for
  // me to get a job?" found a worked example on a difficult stakeholder).
  [
    /\b(?:hard|difficult|struggling|struggle|impossible|can'?t|cannot|unable|trouble|having a hard time) (?:for me )?(?:to |trying to )?(?:get|find|land|getting|finding|landing) (?:a |any )?(?:job|jobs|work)\b/g,
    ' $& job search no interviews ',
  ],
  // Applications counted by the hundred are a search that brings no interviews ("Applied 250 jobs,
  // still unemployed" led with searching while employed).
  [new RegExp(APPLICATIONS_COUNTED.source, 'gi'), ' $& applications landinterviews '],
  // Texts and messages about jobs out of nowhere are the job scams' first move.
  [
    /\b(?:getting|receiving|get|got|received) (?:random |spam |weird |these )?(?:texts?|text messages|whatsapp messages|messages) (?:about|for|offering|from) (?:low paying |remote |part[- ]time )?(?:jobs?|work|job offers?|recruiters?)\b/g,
    ' $& scam ',
  ],
  // Co-workers however typed are colleagues ("get along with my co workers" had read "co" and "worker").
  [/\bco[\s-]workers?\b/g, ' colleagues '],
  // Passing away is dying ("passed" alone is an exam or a check passed).
  [/\bpass(?:ed|es|ing)? (?:away|on)\b(?! (?:the|a|an|my|this|that|it)\b)/g, ' died '],
  // Sacked is fired in British and Irish English ("How to explain I got the sack during an
  // interview?" matched only "explain" and "interview").
  [/\b(?:sacked|the sack|sacking)\b/g, ' fired '],
  // An interview that was bombed, blown or flopped went badly ("Totally Bombed Interview" found the
  // guides on total compensation through "totally").
  [
    /\b(?:bomb(?:ed|ing)?|blew|blown|flopp?(?:ed)?|tanked|messed up|screwed up) (?:(?:the|my|an|a|that|this|today'?s|final|first|second|phone|video) ){0,3}interviews?\b|\binterviews? (?:went )?(?:terribly|horribly|badly|awful|bad)\b/g,
    ' interview went badly rejection ',
  ],
  // Nothing or not enough to do at work is the guide on boredom's subject ("Got absolutely nothing
  // to do at work" found job search burnout).
  [/\b(?:nothing|not enough|little|no work) to do\b/g, ' bored not enough work '],
  // One's job found lame, boring or miserable, or hated, is the guides' subject of being tired of a
  // job ("I feel like my job is lame" found moving up from admin roles through "feel", "How do you
  // make going to work everyday suck less?" performance reviews). The words stay. The job market or
  // the job hunt that sucks is the search's, a schedule hated is the hours', a new job hated is
  // regretting it, and a job that "sucks at communication" is about the team.
  [
    /\b(?:my|this|the|our) (?:current |entire |whole )?(?:job|work|career)s? (?:(?:is|feels|seems|has become|got|gets|getting|so|really|just|kinda|pretty|super|very|incredibly) ){0,3}(?:lame|boring|dull|pointless|meaningless|soul[\s-]?crushing|miserable|sucks?)\b(?! (?:at|with|when|because)\b)|\b(?:hate|hating|hated|dread|dreading|despise|can'?t stand) (?:my |this |going (?:in)?to |going in to )(?:current )?(?:job|work)\b(?! (?:schedule|hours|shifts?|rota)\b)|\b(?:job|work) (?:\w+ ){0,2}suck less\b/g,
    ' $& boredom ',
  ],
  // A raise forgotten or never applied is a payroll mistake ("Company forgot to apply raise????" found
  // the guide on asking for one), the bonuses guide's section on them.
  [
    /\b(?:forgot|forgotten|forget|forgets|failed|neglected)(?: to)? (?:apply|process|add|give|pay|put through)(?: (?:me|us))? (?:my |the |our |a |his |her )?(?:pay )?raises?\b|\braises? (?:(?:was|wasn'?t|has|hasn'?t|had|hadn'?t|been|not|never|still) ){1,3}(?:applied|processed|added|reflected|paid)\b/g,
    ' $& payroll mistake ',
  ],
  // Asking for more money is asking for a raise ("Best way as a housekeeper to ask for more money when
  // more tasks are added?" found what job ads' terms mean).
  [
    /\bask(?:ing|ed|s)? (?:(?:my|the|our|them|him|her|boss|manager|employer|client|clients|for) ){0,3}(?:more money|more pay|a pay (?:rise|increase|bump)|higher pay|a higher (?:wage|rate))\b/g,
    ' $& raise ',
  ],
  // Days of work missed through illness are calling in sick, the words of the health guide's section
  // on doctor's notes ("I have missed a few days of work this week due to being sick" met the signs
  // of burnout through days, week and sick).
  [
    /\b(?:missed|missing|miss|took|taken|take) (?:(?:a|few|couple|of|two|three|four|several|some|\d+) ){0,3}(?:days?|shifts?)(?: of work)?(?: (?:this|last) (?:week|month))? (?:due to|because of|because i was|from|while|being) (?:being )?(?:sick|ill|illness|unwell|the flu|covid)\b/g,
    ' $& calling in sick ',
  ],
  // Being made to look bad, incompetent or lazy is being undermined ("My colleague is making me ...
  // look incompetent towards my line manager" found impostor syndrome through "incompetent").
  [
    /\b(?:make|makes|making|made|trying to make|tries to make) me (?:[a-z]+ ){0,3}?(?:look|seem|appear) (?:bad|incompetent|stupid|lazy|useless|dumb|like an idiot|like a fool|unprofessional)\b/g,
    ' $& undermining ',
  ],
  // A schedule, hours or shifts hated are the schedule's subject, not the job's: "I hate my work
  // schedule" met the passage on hating remote work in the guide on regretting a new job, through
  // "hate" and "hate work". The hating word goes; what is hated stays, named as the schedule.
  [
    /\b(?:hate|hates|hating|hated|dread|dreading|despise|can'?t stand) (?:my|the|our|this|these|their) (?:new |current |work |job |crazy |awful |terrible ){0,2}(schedules?|hours|shifts?|rotas?|shift pattern)\b/g,
    ' my $1 working hours schedules ',
  ],
  // Out of state or out of town, of a job or an interview, is far away, the words
  // of the guide on searching and interviewing from far away ("Job interview out of state: travel
  // expense at my own expense" led with preparing for interviews).
  [/\bout[\s-]of[\s-](?:state|town)\b/g, ' $& far away '],
  // Work doubled is more work ("Promotion isn't happening, doubling
  // up on work" met the line on a record of wins that "doubles as" review material, in the guide on
  // impostor syndrome).
  [
    /\b(?:doubl(?:e|ed|es|ing) (?:up )?(?:on )?(?:(?:my|the|our|his|her|their) )?(?:work|workload|duties|responsibilities|tasks))\b/g,
    ' more work ',
  ],
  // Doing senior work, or work above one's level, title or pay grade, is working at the next level,
  // the case for a promotion ("Doing senior work as junior" met the guide on first roles in tech
  // through "senior" and "junior").
  [
    /\b(?:(?:doing|do|does|did) (?:(?:a|the) )?(?:senior|higher|manager|management|lead)(?:[\s-]level)? (?:work|job|duties|tasks|responsibilities)|(?:work|working|doing work|performing) (?:well )?above (?:my|your|his|her|their|our) (?:level|title|grade|pay grade|role|position))\b/g,
    ' $& next level ',
  ],
  // Lose spelled loose, a very common slip: "loosing my job", "no one wants loosers like me" (which
  // met "looser time zone requirements" in the guide on finding remote jobs). Loose and looser as adjectives
  // ("loose clothing", "loosely") stays; loose before what one has is losing it.
  [/\bloosing\b/g, ' losing '],
  [/\bloosers\b/g, ' losers '],
  [/\bloose(?= (?:my|your|our|his|her|their|the|a|an|this|that|it|everything|money|hope|motivation)\b)/g, ' lose '],
  // Talking to one's manager is the working relationship with them, the subject of its own guide
  // ("How to talk to my manager" met the burnout guide's heading on talking to your manager about
  // the workload). A talk about something said ("about a raise") is left to what it is about.
  [
    /\b(?:talk|talking|speak|speaking|communicate|communicating|approach|approaching) (?:to|with) (?:my|our|the) (?:line )?(?:manager|boss|supervisor)\b(?! (?:about|regarding|re|for|asking)\b)/g,
    ' $& working relationship ',
  ],
  // Sent home, taken off the schedule or let go at once after handing in notice is the subject of
  // the guide on being walked out after giving notice ("Immediately Removed for Schedule/Sent Home
  // After Submitting a Two Week Notice?" met the guide on hours cut and being sent home, and a
  // resignation letter). Either order; "walked" is that guide's own word.
  [
    /\b(?:sent home|taken off (?:the )?(?:schedule|rota)|removed (?:from|for|off) (?:the )?(?:schedule|rota)|told not to come (?:back|in)|let go (?:early|immediately|right away|on the spot))\b(?:[^.?!]{0,40}?)\bafter (?:giving|gave|given|submitting|submitted|putting in|put in|handing in|handed in|turning in|turned in)\b(?:[^.?!]{0,25}?)\bnotice\b|\b(?:gave|given|submitted|put in|handed in|turned in)\b(?:[^.?!]{0,25}?)\bnotice\b[^.?!]{0,60}?\b(?:sent (?:me )?home|took me off (?:the )?(?:schedule|rota)|taken off (?:the )?(?:schedule|rota)|removed (?:me )?(?:from|off) (?:the )?(?:schedule|rota)|told (?:me )?not to come (?:back|in))\b/g,
    ' $& walked ',
  ],
  // End of year, as the bonus or review it names.
  [/\beoy\b/g, ' year end '],
  // Handing in one's notice is resigning ("when to turn in my notice" found performance reviews).
  [
    /\b(turn|turned|turning|hand|handed|handing|put|putting|submit|submitted|submitting) in (my |your |our |a |the |their )?(two weeks'? |2 weeks'? )?(notice|resignation)\b/g,
    ' resign notice ',
  ],
  // A background check is one thing, a background (in chemistry, in sales) another: "Job help for
  // Chemistry background" was answered from the guide on background checks.
  [/\bbackground (checks?|screening|screens?|investigations?)\b/g, ' backgroundcheck '],
  [/\blay[\s-]?offs?\b/g, ' layoff '],
  [/\bstar (?:method|technique|format|framework|model|answer|structure)\b/g, ' star method '],
  [/\b401\s*\(?k\)?/g, ' 401k '],
  // Weeks or months "in" or "into" a job is a new job ("Should I quit this job a month in?" led with
  // how much notice to give; the guides on regretting a new job and a bad first job say "new"): the
  // span said at a clause's end, or before the job it is into; not "a month in advance".
  [
    /\b(?:a|one|two|three|four|five|six|few|couple(?: of)?|\d+) (?:days?|weeks?|months?) (?:in(?=\s*(?:[.,!?;:)]|$|and\b|but\b|now\b|so\b|at\b))|into (?:(?:the|this|my|a|an|our) )?(?:new )?(?:job|role|position|work))/g,
    '$& new job early ',
  ],
  // Being asked why one left a job is the interview question the guide on it answers ("What do I say
  // when they ask why I left my last job?"); "ask" alone is in most messages and is no word it is asked
  // with, so one term is added for the question however it is put.
  [
    /\b(?:ask(?:s|ed|ing)?(?: me| you)?|why did you|why you|explain(?:ing)? why (?:i|you|we|he|she|they)|reason (?:i|you) (?:left|quit))\s*(?:why (?:i|you|he|she|they) )?(?:left|leave|leaving|quit|quitting|was fired|got fired|were fired)\b/g,
    ' $& whyleft ',
  ],
  // Choosing an industry, sector or domain is asked as which, what kind, the best or another one, or as
  // choosing, moving or switching to one; one term is added that the guide on choosing one is asked
  // with. The words alone are mostly a setting ("a job in the tech industry", "industry experience",
  // "shaping industry solutions", "an industry job" after a PhD), and as the guide's asked-with words they took a TPM's question on
  // moving into tech and a request for a book on AI for managers.
  [
    /\b(?:which|what|what kind of|what type of|whichever|best|right|better|hot|hottest|growing|stable|another|a different|different|new|other|an)\s+(?:industry|industries|sectors?|domains?)\b(?![\s-]+(?:jobs?|roles?|positions?|interviews?|experience|work|careers?|knowledge|expert|expertise|standards?|events?|contacts?|connections?)\b)|\b(?:choos(?:e|es|ing)|chose|chosen|pick(?:s|ed|ing)?|switch(?:es|ed|ing)?|chang(?:e|es|ed|ing)|mov(?:e|es|ed|ing)|pivot(?:s|ed|ing)?)\s+(?:(?:to|into|between|across|of)\s+)?(?:(?:an?|the|my|your)\s+(?:industry|sector|domain)|industries|sectors|domains)\b|\b(?:industry|industries|sectors?|domains?)\s+(?:to work in|should|would you|is best|are best|pays? (?:the )?(?:most|best|more))\b/g,
    ' $& industrychoice ',
  ],
  // Hours cut are one thing however it is said ("my hours have been cut", "they cut our hours", "a cut
  // in hours", "reduced hours"): "job hours for part time ... why are my hours being cut?" led with
  // the guide on part-time jobs for teenagers, whose words "part time" and "hours" outweighed
  // "cut". The words stay; one term is added that the guide on hours cut carries in every mention.
  [
    /\bhours? (?:(?:have|has|had|are|were|was|is|got|get|gets|been|being|keep|keeps|kept|getting|just|all|suddenly|drastically|significantly) ){0,3}(?:cut|reduced|slashed|decreased|lowered)\b|\b(?:cut|cuts|cutting|reduce|reduces|reduced|reducing|slashed|slashing|lowered)(?: back)? (?:(?:my|our|your|his|her|their|the|staff|everyone'?s|employees'?|workers'?|down|on) ){0,2}hours\b|\b(?:cuts?|reductions?) (?:in|to|of) (?:(?:my|our|your|the|their) )?hours\b|\breduced hours\b/g,
    ' $& hourscut ',
  ],
  // A PIP at work is a performance improvement plan, said in full: as three letters only the sections
  // naming it met the question, and "put on a PIP after mat leave" led with leaving a bad first job
  // ("leave", "bad"). The UK disability benefit of the same letters (a PIP claim, award or
  // assessment, receiving or claiming PIP) stays as written.
  [
    /(?<!\b(?:claim|claims|claiming|claimed|receive|receives|receiving|received|awarded|for) )\bpips?\b(?! (?:payments?|benefits?|assessments?|claims?|awards?|tribunal)\b)/g,
    ' pip performance improvement plan ',
  ],
  [/\bmat(?:ernity)? leave\b/g, ' maternity leave '],
  // The US tax form: "W-2" was read as "w" and "2", both too short to be words, so "I never got my
  // W-2" named nothing but "never got".
  [/\bw-?2s?\b/g, ' w2 '],
  // IT as chat types it, in lower case, before the nouns that make it the field ("it support jobs",
  // "worked in the it field"); "does it support ..." stays the pronoun. A help or service desk is
  // one thing: "help" is a chat stop word, so "help desk" was "desk" alone, and met the front desk.
  [
    /(?<!\b(?:does|do|did|will|would|can|could|should|might|may|make|makes|made) )\bit(?= (?:support|help ?desks?|helpdesks?|service ?desks?|field|industry|sector|department|dept|jobs?|careers?|roles?|positions?|technicians?|specialists?|professionals?|degree|graduates?|certifications?|certs?|consulting|consultants?|admins?|administrators?|managers?|infrastructure|guy)\b)/g,
    ' infotech ',
  ],
  [/\b(?:help|service)[\s-]?desks?\b/g, ' helpdesk '],
  // Being asked to buy gift cards is the best-known scam, not a present at work ("they want me to buy
  // gift cards for equipment" read as the guide on gifts at work once it was written).
  [
    /\b(?:buy|buys|buying|bought|purchase|purchasing|purchased|send|sending|sent|pay (?:with|in|by))(?: (?:some|the|a|an|\w+ of|\$?\d+))? gift[\s-]?cards?\b/g,
    ' $& scam ',
  ],
  // Taking back one's own acceptance is backing out of an accepted offer ("Rescind job acceptance or
  // stay?"), not an offer the employer rescinded.
  [
    /\b(?:rescind(?:s|ed|ing)?|retract(?:s|ed|ing)?|withdr(?:aw|aws|awing|awn|ew)|revok(?:e|es|ed|ing)|(?:take|takes|took|taking|go|going|went) back(?: on)?) (?:(?:my|the|a|an|job|offer|of|this|that|an?)\s+){0,3}(?:acceptance|acceptation)\b/g,
    ' back out accepted offer ',
  ],
  // A job that needs, wants or asks for experience sets a requirement ("need more years experience than
  // possible"); experience had of one's own ("a TPM with 9 years experience") sets none.
  [
    /\b(?:needs?|needed|needing|wants?|wanted|wanting|asks? for|asked for|asking for|expects?|expected|expecting|demands?|demanded|demanding)(?= (?:(?:\d+\+?|one|two|three|four|five|a|an|some|at|least|more|years?|yrs?|of|prior|previous|relevant|work|professional|industry|real|the|min|minimum|than|possible)[\s-]+){0,5}experience\b)/g,
    ' $& requirement ',
  ],
  // Another company's offer or interviews are an offer from elsewhere, the word the guide on telling
  // employers about them is asked with ("another" alone is in most long messages); a second interview
  // is the same employer's.
  [
    /\b(?:(?:another|other|competing) (?:(?:job|written|verbal|formal) )?offers?|other interviews?|interviewing (?:with|at|for) (?:other|another|multiple|several|different) (?:companies|company|places|jobs|roles|employers|firms|positions)|interview(?:s|ed)? (?:with|at) (?:other|another|multiple|several|different) (?:companies|company|places|jobs|roles|employers|firms|positions))\b/g,
    ' $& elsewhere ',
  ],
  // An employer offering, giving or telling one about another or a different position than the one
  // applied for ("they gave me another position", "told me about another open position in the same
  // department") is redirecting one to it, a word the guide on that situation is asked with; "another"
  // alone is in most long messages ("getting another job in email marketing" is a new job) and is not.
  [
    /\b(?:(?:offer(?:s|ed|ing)?|gave|give|gives|giving|told|tell|tells|telling)(?: me| us| him| her| them)?|(?:interview(?:s|ed|ing)?|consider(?:s|ed|ing)?|mov(?:e|es|ed|ing)|put|puts|putting|place(?:s|d)?|placing) (?:me|us|him|her|them))(?: about| for| to| into| in)? (?:another|a different|an other|a lower|other) (?:(?:open|opening|available|entry[- ]level|junior|lower|part[- ]time|full[- ]time)\s+){0,2}(?:positions?|roles?|jobs?|openings?|posts?|titles?)\b/g,
    ' $& redirected ',
  ],
  // Taking a role as a manager is becoming one ("Taking over new role as DS manager"): the guide on it
  // is asked with "becoming" and "promoted", and "taking", "new" and "role" alone are in every story
  // (the title met the entry guide of the manager's trade, and without the trade a guide for recruiters
  // onboarding new hires). "My new manager" is someone else, so only a role, job or position taken as one.
  [
    /\b(?:(?:tak(?:e|es|ing)|took|taken|step(?:s|ped|ping)?|mov(?:e|es|ed|ing)) (?:over|on|up|into)|start(?:s|ed|ing)?|accept(?:s|ed|ing)?|offered|got|landed|new|first)\s+(?:(?:a|an|the|my|this|new|first)\s+){0,2}(?:roles?|jobs?|positions?|posts?)\s+as\s+(?:(?:a|an|the)\s+)?(?:[\p{L}\p{N}-]+\s+){0,3}?(?:manager|team\s+lead|supervisor|head\s+of\s+[\p{L}-]+)\b/gu,
    ' $& managerrole ',
  ],
  // A question put to people in a job about what they use in it ("Are you using Reinforcement Learning
  // at work?", "anyone here using dbt in production?") polls practitioners: the guide on what a job is
  // like day to day answers it. Its words are the technique's and "using", which stems to "us" and is
  // in every story, so the title alone met the entry guide of the technique's trade; one term is
  // added for the poll, said of where the thing is used (at work, in one's job, in production).
  [
    /\b(?:are|do|does|is|anyone|anybody|who(?:'s| is)?|how many (?:of you|companies|teams|people))\s+(?:(?:you|anyone|anybody|people|y'?all|others|you guys|your teams?|your companies)\s+)?(?:(?:here|actually|really|still|currently|regularly|ever)\s+)*(?:us(?:e|es|ing)|apply(?:ing)?|work(?:ing)? with)\b(?:\s+[\p{L}\p{N}+#.-]+){1,4}?\s+(?:at work|in (?:your|their|the|real) (?:jobs?|work|roles?|day[- ]to[- ]day|company|companies|world)|at (?:your|their) (?:jobs?|company|companies|workplace|work)|on the job|in production|in industry|day[- ]to[- ]day)\b/gu,
    ' $& usedatwork ',
  ],
  // An offer taken back or fallen through is rescinded ("can an employer take back a job offer" met
  // the guide on backing out of one: "take" and "back" are everywhere); taking back one's own
  // acceptance is backing out, and stays as it is.
  [
    /\b(?:(?:take|takes|took|taken|taking) back (?:(?:the|my|a|an|their|our|his|her|job|written|verbal) ){0,3}offers?|(?:take|takes|took|taken|taking) (?:(?:the|my|a|an|their|our|his|her|job|written|verbal) ){0,3}offers? back|offers? (?:fell|falls|fall|has fallen|had fallen|falling) through)\b/g,
    ' $& rescinded ',
  ],
  // "$30/hr", "17 an hr": an hourly rate, not human resources.
  [/(\d)\s*(?:\/\s*|per |an |a )hrs?\b/g, '$1 per hour '],
  // Being "written up" is a warning at work, not writing.
  [/\b(?:write|writes|wrote|written|writing)(?: me| you| him| her| them| us)?[\s-]ups?\b/g, ' writeup warning '],
  // The year-end holidays are one season named many ways ("Follow up after x-mas", "hear back
  // during the holiday period", "working on NYE", "nothing until after New Year", a holiday bonus
  // or shift, its noun kept): one word, so the guides on them are asked with it and a name said
  // twice ("Christmas/Holiday season") counts once. "A holiday" alone is also a British vacation
  // ("a holiday booked before I start"), and a deadline "before the new year" is no season: both
  // stay as they are.
  [
    /\b(?:(?:the|these|this|over|during|for) holidays|holiday (?:season|period|break|rush)|holiday(?= (?:shifts?|bonus(?:es)?|part(?:y|ies)|gifts?)\b)|festive (?:season|period|break)|christmas|x-?mas|thanksgiving|hanukkah|new years?'?s? (?:eve|day)|(?:after|until|till) (?:the )?new years?'?s?|nye)\b/g,
    ' holidayseason ',
  ],
  // Age discrimination and ageism are one subject, however it is said ("Have you experienced age
  // discrimination for technical product manager roles" led with bridging skills gaps: "age" and
  // "discrimination" apart are in many guides, "ageism" in the few on it).
  [
    /\b(?:age(?:[\s-]based)? discrimination|discriminat\w* (?:against (?:me|us|him|her|them) )?(?:because of|due to|based on|over) (?:my |our |their |his |her )?age)\b/g,
    ' $& ageism ',
  ],
  // A public holiday by any country's name for it; a paid holiday is also paid leave, so not that.
  [/\b(?:public|bank|stat|statutory|federal|national) holidays?\b/g, ' $& publicholiday '],
  ...IDIOMS,
];

/**
 * Lower-cases, strips accents, straightens quotes and applies the phrase and shorthand rewrites.
 * The result is plain ASCII-ish text ready for `tokenize`; it is never shown to users.
 */
export function normalizeText(text: string): string {
  if (text.length > MAX_REMEMBERED_TEXT) return normalize(text);
  let out = normalized.get(text);
  if (out === undefined) {
    out = normalize(text);
    if (normalized.size >= MAX_REMEMBERED_TEXTS) normalized.clear();
    normalized.set(text, out);
  }
  return out;
}

/**
 * A chat message is normalised several times on its way through a reply (its intent rules, both
 * models, the search and its typo correction, the hedges), each time through some sixty rewrites:
 * the latest short texts' results are kept.
 */
const normalized = new Map<string, string>();
const MAX_REMEMBERED_TEXTS = 256;
const MAX_REMEMBERED_TEXT = 2000;

function normalize(text: string): string {
  let out = readCapitalIT(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015]/g, '-');
  for (const [pattern, replacement] of PHRASE_REWRITES) out = out.replace(pattern, replacement);
  out = readAgesSaid(out);
  out = foldBritishSpellings(out);
  return readWordSenses(out.replace(/[a-z0-9']+/g, (word) => WORD_REWRITES[word] ?? word));
}

/**
 * British spellings folded to American ones (behaviour, organise, prioritisation) so either finds
 * both; the word lists above are folded the same way ("advise" is read as "advize").
 */
function foldBritishSpellings(text: string): string {
  return text
    .replace(/\b(\w{3,})our(s|ed|ing|al|ally)?\b/g, '$1or$2')
    .replace(/\b(\w{3,})is(e|es|ed|ing|ation|ations|er|ers)\b/g, '$1iz$2');
}

/**
 * "IT" in capitals is information technology, not the pronoun that lower-casing makes of it (a stop
 * word): "How do I get into IT with no experience" named nothing but "experience". Not in a message
 * written all in capitals, nor next to another word in capitals ("WHY IS IT SO HARD"), where case says
 * nothing; "IT'S" is the pronoun.
 */
function readCapitalIT(text: string): string {
  if (!text.includes('IT') || !/[a-z]/.test(text)) return text;
  return text.replace(/(?<![A-Z]{2,}[\s,]*)\bIT\b(?!'|[\s,]*[A-Z]{2,})/g, ' infotech ');
}

/**
 * Splits text into lower-case word tokens (after `normalizeText`), dropping possessive `'s`.
 * Stop words are kept; `analyze` removes them, since phrase checks sometimes need them.
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const match of normalizeText(text).matchAll(/[a-z0-9]+(?:'[a-z]+)?/g)) {
    let word = match[0];
    if (word.endsWith("'s")) word = word.slice(0, -2);
    if (word.length > 0) tokens.push(word);
  }
  return tokens;
}

// ---- Porter stemmer (M. F. Porter, 1980) -------------------------------------------------

function isConsonant(word: string, i: number): boolean {
  const c = word[i];
  if (c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u') return false;
  if (c === 'y') return i === 0 ? true : !isConsonant(word, i - 1);
  return true;
}

/** Porter's m: the number of vowel-consonant sequences in the stem. */
function measure(stem: string): number {
  let m = 0;
  let i = 0;
  const n = stem.length;
  while (i < n && isConsonant(stem, i)) i++;
  while (i < n) {
    while (i < n && !isConsonant(stem, i)) i++;
    if (i >= n) break;
    while (i < n && isConsonant(stem, i)) i++;
    m++;
  }
  return m;
}

function hasVowel(stem: string): boolean {
  for (let i = 0; i < stem.length; i++) if (!isConsonant(stem, i)) return true;
  return false;
}

function endsWithDoubleConsonant(word: string): boolean {
  const n = word.length;
  return n >= 2 && word[n - 1] === word[n - 2] && isConsonant(word, n - 1);
}

/** Consonant-vowel-consonant ending where the last consonant is not w, x or y (Porter's *o). */
function endsCvc(word: string): boolean {
  const n = word.length;
  if (n < 3) return false;
  const last = word[n - 1];
  return (
    isConsonant(word, n - 1) &&
    !isConsonant(word, n - 2) &&
    isConsonant(word, n - 3) &&
    last !== 'w' &&
    last !== 'x' &&
    last !== 'y'
  );
}

/** Replaces the first matching suffix when the remaining stem satisfies `condition`. */
function replaceSuffix(
  word: string,
  rules: ReadonlyArray<readonly [string, string]>,
  condition: (stem: string) => boolean,
): string {
  for (const [suffix, replacement] of rules) {
    if (word.endsWith(suffix)) {
      const stem = word.slice(0, word.length - suffix.length);
      return condition(stem) ? stem + replacement : word;
    }
  }
  return word;
}

const STEP2: ReadonlyArray<readonly [string, string]> = [
  ['ational', 'ate'],
  ['tional', 'tion'],
  ['enci', 'ence'],
  ['anci', 'ance'],
  ['izer', 'ize'],
  ['bli', 'ble'],
  ['alli', 'al'],
  ['entli', 'ent'],
  ['eli', 'e'],
  ['ousli', 'ous'],
  ['ization', 'ize'],
  ['ation', 'ate'],
  ['ator', 'ate'],
  ['alism', 'al'],
  ['iveness', 'ive'],
  ['fulness', 'ful'],
  ['ousness', 'ous'],
  ['aliti', 'al'],
  ['iviti', 'ive'],
  ['biliti', 'ble'],
  ['logi', 'log'],
];
const STEP3: ReadonlyArray<readonly [string, string]> = [
  ['icate', 'ic'],
  ['ative', ''],
  ['alize', 'al'],
  ['iciti', 'ic'],
  ['ical', 'ic'],
  ['ful', ''],
  ['ness', ''],
];
const STEP4 = [
  'al',
  'ance',
  'ence',
  'er',
  'ic',
  'able',
  'ible',
  'ant',
  'ement',
  'ment',
  'ent',
  'ion',
  'ou',
  'ism',
  'ate',
  'iti',
  'ous',
  'ive',
  'ize',
] as const;
const STEP4_LONGEST_FIRST = [...STEP4].sort((a, b) => b.length - a.length);

/** Acronyms that plural-stripping would mangle ("ats" → "at", a stop word). */
const UNSTEMMED: ReadonlySet<string> = new Set(['ats', 'kpis', 'okrs', 'aws', 'sas', 'dei', 'ess', 'gcp']);

/**
 * Words the Porter stemmer folds into another word of a different meaning, a known weakness of the
 * algorithm (over-stemming), here where the two meet in talk about work: "internal" and
 * "international" became "intern" (an "internal promotion" found internship guides, an
 * "international student" too), "positive" became a job "position", "communication" a
 * "community", "generous" and "generation" "general", "accounting" an "account", "personal" and
 * "personality" a "person", "organization" "organized", "productive" "product", "experiment"
 * "experience", "officer" "office". Each family gets a stem of its own, so its forms still meet
 * each other.
 */
const STEM_EXCEPTIONS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    // A reference (someone vouching for you; a referee in the UK) is not a referral: both stemmed
    // to "refer", questions on references were answered from the guide on asking for referrals.
    referenc: ['reference', 'references', 'referenced', 'referencing', 'referee', 'referees'],
    // Porter drops the final s of "bonus" and "status" but not of "bonuses" and "statuses", so the
    // singular never met the guides' plural ("Unexpected performance bonus" found phone screens).
    bonus: ['bonus', 'bonuses'],
    // Porter leaves "lie" but cuts "lied" and "lies" to "li" and "lying" to "ly": "lied about my
    // address on a background check" never met the guide's "lied about my degree".
    lie: ['lie', 'lies', 'lied', 'lying', 'liar', 'liars'],
    // Porter keeps "chose" and "chosen" apart from "choos" ("confused to chose between job in
    // Oman or in india" never met the guide on choosing between two jobs).
    choos: ['choose', 'chooses', 'choosing', 'chose', 'chosen'],
    status: ['status', 'statuses'],
    campus: ['campus', 'campuses'],
    focus: ['focus', 'focuses', 'focused', 'focusing'],
    referr: ['refer', 'refers', 'referred', 'referring', 'referral', 'referrals'],
    internal: ['internal', 'internally'],
    internation: ['international', 'internationally'],
    positiv: ['positive', 'positively', 'positivity'],
    communic: [
      'communication',
      'communications',
      'communicate',
      'communicated',
      'communicates',
      'communicating',
      'communicator',
    ],
    generous: ['generous', 'generously', 'generosity'],
    generat: ['generate', 'generated', 'generates', 'generating', 'generation', 'generations'],
    generic: ['generic'],
    accountant: ['accountant', 'accountants', 'accounting', 'accountancy'],
    accountabl: ['accountable', 'accountability'],
    personal: ['personal', 'personally'],
    personality: ['personality', 'personalities'],
    organization: ['organization', 'organizations', 'organizational'],
    organic: ['organic'],
    productiv: ['productive', 'productively', 'productivity', 'unproductive'],
    production: ['production'],
    experiment: ['experiment', 'experiments', 'experimental', 'experimenting'],
    officer: ['officer', 'officers'],
    // Marketing, the field, is not the job market: both stemmed to "market", so "the job market is
    // impossible for new grads" met the guide on marketing jobs.
    marketing: ['marketing', 'marketer', 'marketers'],
    // The guide for teens is titled so; its text says teenager (ages-said.ts adds "teen" to a teenager's age).
    teen: ['teen', 'teens', 'teenager', 'teenagers', 'teenage', 'teenaged'],
  }).flatMap(([stem, words]) => words.map((word): [string, string] => [word, stem])),
);

/**
 * The Porter stemmer: maps inflected and derived English words to a shared stem
 * ("negotiating", "negotiation" and "negotiate" all become "negoti"), so a question and an
 * article match whichever form each uses. Words of two letters or fewer, and tokens containing
 * digits ("h1b", "401k"), are returned unchanged.
 */
export function stem(input: string): string {
  let cached = stemCache.get(input);
  if (cached === undefined) {
    cached = porter(input);
    // The vocabulary of career writing is small; the cap only guards against hostile input.
    if (stemCache.size < 50_000) stemCache.set(input, cached);
  }
  return cached;
}

const stemCache = new Map<string, string>();

function porter(input: string): string {
  let w = input;
  if (w.length <= 2 || /\d/.test(w) || UNSTEMMED.has(w)) return w;
  const exception = STEM_EXCEPTIONS.get(w);
  if (exception) return exception;

  // Step 1a: plurals.
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (!w.endsWith('ss') && w.endsWith('s')) w = w.slice(0, -1);

  // Step 1b: -eed, -ed, -ing.
  let extraStep1b = false;
  if (w.endsWith('eed')) {
    if (measure(w.slice(0, -3)) > 0) w = w.slice(0, -1);
  } else if (w.endsWith('ed') && hasVowel(w.slice(0, -2))) {
    w = w.slice(0, -2);
    extraStep1b = true;
  } else if (w.endsWith('ing') && hasVowel(w.slice(0, -3))) {
    w = w.slice(0, -3);
    extraStep1b = true;
  }
  if (extraStep1b) {
    if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) w += 'e';
    else if (endsWithDoubleConsonant(w) && !/[lsz]$/.test(w)) w = w.slice(0, -1);
    else if (measure(w) === 1 && endsCvc(w)) w += 'e';
  }

  // Step 1c: terminal y after a vowel-containing stem.
  if (w.endsWith('y') && hasVowel(w.slice(0, -1))) w = `${w.slice(0, -1)}i`;

  w = replaceSuffix(w, STEP2, (s) => measure(s) > 0);
  w = replaceSuffix(w, STEP3, (s) => measure(s) > 0);

  // Step 4: longest matching suffix first, removed when m > 1.
  const step4Suffix = STEP4_LONGEST_FIRST.find((suffix) => w.endsWith(suffix));
  if (step4Suffix) {
    const s = w.slice(0, w.length - step4Suffix.length);
    if (measure(s) > 1 && (step4Suffix !== 'ion' || /[st]$/.test(s))) w = s;
  }

  // Step 5: final e and double l.
  if (w.endsWith('e')) {
    const s = w.slice(0, -1);
    const m = measure(s);
    if (m > 1 || (m === 1 && !endsCvc(s))) w = s;
  }
  if (measure(w) > 1 && w.endsWith('ll')) w = w.slice(0, -1);
  return w;
}

/**
 * Full analysis of a text into index terms: normalise, tokenise, drop stop words (and the
 * chat-only stop words when `forQuery`), stem. Single letters and bare numbers under 10 are
 * dropped as they carry no topic.
 */
export function analyze(text: string, options: { forQuery?: boolean } = {}): string[] {
  return analyzeTokens(tokenize(text), options);
}

/** `analyze` for text already split by `tokenize`, so a caller needing both tokenises once. */
export function analyzeTokens(tokens: readonly string[], options: { forQuery?: boolean } = {}): string[] {
  const terms: string[] = [];
  for (const token of tokens) {
    if (STOP_WORDS.has(token) || (options.forQuery && QUERY_STOP_WORDS.has(token))) continue;
    if (token.length === 1 || /^\d$/.test(token)) continue;
    terms.push(stem(token.replace(/'/g, '')));
  }
  return terms;
}

/**
 * Adjacent term pairs ("code interview", "cover letter") as single index terms, so a passage
 * using the user's phrase outranks one that merely contains both words far apart.
 */
export function termPairs(terms: readonly string[]): string[] {
  const pairs: string[] = [];
  for (let i = 1; i < terms.length; i++) if (terms[i - 1] !== terms[i]) pairs.push(`${terms[i - 1]}_${terms[i]}`);
  return pairs;
}

/**
 * Related terms added to a query at reduced weight (keyed and valued by surface words; they are
 * stemmed at use). They widen recall for the domain's many names for one idea without letting a
 * synonym outrank the user's own words.
 */
export const QUERY_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  resume: ['resume', 'cv'],
  salary: ['pay', 'compensation'],
  pay: ['salary', 'compensation'],
  compensation: ['salary', 'pay'],
  wage: ['salary', 'pay'],
  // A document mislaid is one to get a copy of ("I have misplaced my employment contract").
  misplaced: ['lost', 'copy'],
  mislaid: ['lost', 'copy'],
  raise: ['salary', 'pay', 'rise'],
  promotion: ['promoted', 'advancement', 'progression'],
  star: ['situation', 'task', 'action', 'result', 'behavioral'],
  behavioral: ['star', 'situation', 'example'],
  ats: ['keyword', 'parse', 'applicant', 'tracking'],
  keyword: ['ats'],
  h1b: ['visa', 'sponsorship', 'work', 'authorization'],
  visa: ['sponsorship', 'authorization', 'immigration', 'permit'],
  sponsor: ['visa', 'sponsorship'],
  sponsorship: ['visa', 'sponsor'],
  greencard: ['permanent', 'residence', 'visa'],
  f1: ['student', 'visa', 'opt'],
  opt: ['student', 'visa', 'f1'],
  relocate: ['relocation', 'move', 'visa'],
  remote: ['distributed', 'hybrid', 'async'],
  hybrid: ['remote', 'office'],
  recruiter: ['recruiting', 'hiring'],
  recruiting: ['recruiter', 'hiring', 'sourcing'],
  hire: ['hiring', 'recruiting', 'candidate'],
  hiring: ['recruiting', 'candidate'],
  candidate: ['applicant', 'hiring'],
  diverse: ['diversity', 'inclusive', 'inclusion', 'bias'],
  diversity: ['inclusive', 'inclusion', 'bias'],
  inclusive: ['diversity', 'inclusion', 'bias'],
  layoff: ['redundancy', 'terminated', 'job', 'loss'],
  fired: ['terminated', 'dismissed', 'layoff'],
  burnout: ['stress', 'wellbeing', 'exhausted'],
  stress: ['burnout', 'anxiety', 'wellbeing'],
  anxiety: ['nervous', 'stress', 'nerves'],
  nervous: ['anxiety', 'nerves', 'confidence'],
  rejection: ['rejected', 'setback', 'resilience'],
  rejected: ['rejection', 'setback'],
  switch: ['change', 'transition', 'pivot'],
  pivot: ['change', 'transition', 'switch'],
  transition: ['change', 'switch', 'pivot'],
  change: ['transition', 'switch'],
  ghosted: ['followup', 'silence', 'response'],
  hear: ['followup', 'response', 'heard'],
  heard: ['followup', 'response'],
  waiting: ['followup', 'response'],
  negotiate: ['negotiation', 'offer'],
  negotiation: ['negotiate', 'counteroffer'],
  counteroffer: ['negotiate', 'offer'],
  offer: ['negotiate', 'accept'],
  gap: ['break', 'gap'],
  portfolio: ['projects', 'work', 'samples'],
  legit: ['genuine', 'legitimate', 'scam'],
  // A sketchy, shady or dodgy recruiter, interview request or company is one the asker suspects of being a scam.
  sketchy: ['scam', 'legit'],
  shady: ['scam', 'legit'],
  dodgy: ['scam', 'legit'],
  // ... and so is one the asker finds suspicious, or doubts is legitimate ("I'm not sure a legitimate
  // company would do this" found the phone-screen guide).
  suspicious: ['scam', 'legit'],
  legitimate: ['legit', 'genuine', 'scam'],
  page: ['length', 'long'],
  pages: ['length', 'long'],
  long: ['length'],
  length: ['long', 'pages'],
  bother: ['need', 'worth', 'skip', 'matter'],
  quit: ['resign', 'leave', 'notice'],
  resignation: ['resign', 'notice', 'leave'],
  wear: ['clothes', 'dress'],
  outfit: ['clothes', 'dress'],
  credit: ['visibility', 'recognition', 'achievements'],
  thank: ['note', 'gratitude'],
  rsu: ['equity', 'stock', 'vesting'],
  rsus: ['equity', 'stock', 'vesting'],
  tomorrow: ['day', 'final', 'logistics'],
  weakness: ['weaknesses', 'improve'],
  strengths: ['strength'],
  introduce: ['introduction', 'pitch'],
  yourself: ['introduction', 'pitch', 'background'],
  posting: ['description', 'advert', 'job'],
  description: ['posting', 'advert'],
  interview: ['interviewer', 'interviewing'],
  reference: ['references', 'referee'],
  contract: ['freelance', 'contractor'],
  freelance: ['contract', 'freelancer', 'self-employed'],
  manager: ['boss', 'management'],
  job: ['employer', 'role'],
  jobs: ['employers', 'roles'],
  boss: ['manager'],
  // Choosing between offers is comparing them ("2 job offers, help decide which is better" found negotiation scripts).
  decide: ['choose', 'compare', 'decision'],
  deciding: ['choose', 'compare', 'decision'],
  vacation: ['time off', 'holiday', 'leave'],
  vacations: ['time off', 'holiday', 'leave'],
  verify: ['verification', 'references', 'backgroundcheck'],
  mock: ['practice', 'rehearse'],
  // A named condition is a health condition at work (the guide on health and disability at work).
  ...Object.fromEntries(
    'bipolar adhd autism autistic ptsd dyslexia dyslexic epilepsy diabetes cancer'
      .split(' ')
      .map((condition) => [condition, ['disability', 'health', 'condition']]),
  ),
  favoritism: ['favorite', 'unfair', 'politics'],
  favorite: ['favoritism'],
  // Tips kept, shared or stolen (word-senses.ts): the pay guide's other words for them.
  gratuity: ['tips', 'tipped', 'wages'],
  supervisor: ['manager', 'boss'],
  student: ['graduate', 'entry', 'internship'],
  graduate: ['student', 'entry', 'junior'],
  internship: ['intern', 'student'],
};

/**
 * A query as weighted stemmed terms: the user's own terms at weight 1 and their synonyms at
 * `synonymWeight` (never lowering a term the user typed). Used by BM25 and sentence selection.
 */
export function analyzeQuery(query: string, synonymWeight = 0.45, pairWeight = 0.7): Map<string, number> {
  const weights = new Map<string, number>();
  const all = tokenize(query);
  const { turning, subject } = turnedAway(all);
  const kept = all
    .map((token, at) => ({ token, away: subject.has(at), turning: turning.has(at) }))
    .filter((t) => !t.turning)
    .filter(({ token: t }) => !STOP_WORDS.has(t) && !QUERY_STOP_WORDS.has(t) && t.length > 1 && !/^\d$/.test(t));
  // A subject turned away from with nothing else asked ("anything but retail") is still the subject.
  const turnedFrom = kept.some((t) => !t.away) ? kept.filter((t) => t.away) : [];
  const tokens = kept.filter((t) => !turnedFrom.includes(t)).map((t) => t.token);
  const stems = tokens.map((token) => stem(token.replace(/'/g, '')));
  for (const term of stems) weights.set(term, 1);
  for (const pair of termPairs(stems)) weights.set(pair, pairWeight);
  // The words of a subject the question turns away from count a little, never as its own words,
  // and give no synonyms ("anything but retail" is not about retail).
  for (const { token } of turnedFrom) {
    const term = stem(token.replace(/'/g, ''));
    if (!weights.has(term)) weights.set(term, TURNED_AWAY_WEIGHT);
  }
  // Turning away from a kind of work asks what else there is: the other options.
  if (turnedFrom.length > 0)
    for (const term of TURNING_AWAY_MEANS)
      if ((weights.get(term) ?? 0) < synonymWeight) weights.set(term, synonymWeight);
  for (const token of tokens) {
    for (const synonym of QUERY_SYNONYMS[token] ?? []) {
      for (const term of analyze(synonym)) {
        if ((weights.get(term) ?? 0) < synonymWeight) weights.set(term, synonymWeight);
      }
    }
  }
  return weights;
}

/** Weight of the words of a subject a question turns away from (`turnedAway`). */
const TURNED_AWAY_WEIGHT = 0.3;
/** What turning away from a kind of work asks for, as terms: other careers to choose from. */
const TURNING_AWAY_MEANS = ['career', 'option', 'chang'];

/**
 * Edit distance with adjacent transpositions (optimal string alignment), stopping early once
 * every path exceeds `max`; used to forgive a typo in a query word against the known vocabulary.
 */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  // Three rolling rows: the transposition case looks two rows back.
  let prev2 = new Uint16Array(width);
  let prev = new Uint16Array(width);
  let row = new Uint16Array(width);
  for (let j = 0; j < width; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let rowMin = i;
    for (let j = 1; j < width; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (prev2[j - 2] ?? 0) + 1);
      row[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, row] = [prev, row, prev2];
  }
  return prev[b.length] ?? max + 1;
}
