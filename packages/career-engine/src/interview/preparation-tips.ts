import type { CandidateLevel, RoleFamily } from './types.js';

/** What to prepare for each family, written from what interviewers in that field actually probe. */
const FAMILY_TIPS: Record<RoleFamily, readonly string[]> = {
  'software-engineering': [
    'Practise two or three coding problems a day out loud, stating complexity before you code.',
    'Prepare one system you built that you can draw end to end: data flow, scaling limits and what you would change.',
    'Have a production incident story ready: detection, mitigation, root cause and follow-up.',
  ],
  frontend: [
    'Be ready to build a small component live (a searchable list, a modal) with keyboard and screen-reader support.',
    'Revise the event loop, rendering and re-render causes in your framework, and how you would profile them.',
    'Prepare numbers from a page you made faster: Core Web Vitals before and after, and what moved them.',
  ],
  backend: [
    'Practise an API or system design end to end: data model, endpoints, scaling, failure modes.',
    'Revise SQL query plans, indexes and transaction isolation with examples from your own work.',
    'Prepare a story about a service you kept reliable: metrics, alerts, an incident and what changed.',
  ],
  'data-science': [
    'Revise experiment design: sample size, power, guardrail metrics and pitfalls such as peeking.',
    'Practise SQL for cohorts, retention and window functions under time pressure.',
    'Prepare one project told as business impact first, method second, with the metric it moved.',
  ],
  'data-engineering': [
    'Be ready to design a pipeline end to end: ingestion, modelling, orchestration, quality checks and backfills.',
    'Revise idempotency, late data, partitioning and skew, with examples from jobs you ran.',
    'Know the cost and run time of your past pipelines; interviewers ask for numbers.',
  ],
  'devops-sre': [
    'Practise debugging out loud: a failing pod, a slow host, a broken deploy, naming exact commands.',
    'Prepare to discuss SLOs, error budgets and alerting with examples of alerts you removed or fixed.',
    'Have an incident you led ready, with timeline, communication and follow-up actions.',
  ],
  security: [
    'Prepare to threat-model a feature on a whiteboard using a structured method such as STRIDE.',
    'Revise the OWASP Top 10 with a concrete prevention for each, and incident response phases.',
    'Have a story where you got a risky issue fixed by explaining it in business terms.',
  ],
  mobile: [
    'Revise your platform’s lifecycle, memory management and concurrency model in depth.',
    'Prepare an app you shipped: architecture, release process, crash rate and how you improved it.',
    'Be ready to discuss offline support, backward-compatible APIs and staged rollouts.',
  ],
  qa: [
    'Practise designing test cases for an everyday feature (login, search, checkout) grouped by risk.',
    'Prepare a framework you built or improved: structure, flake rate, run time in CI.',
    'Have a story about a critical bug you found and how you communicated its risk.',
  ],
  'product-management': [
    'Practise product-sense questions with a structure: users, pains, solutions, prioritisation, metrics.',
    'Prepare a metric-drop investigation and a prioritisation trade-off from your own experience.',
    'Use the company’s product before the interview and note two improvements with how you would measure them.',
  ],
  'project-management': [
    'Prepare a project told through scope, schedule, budget, risks and how you kept stakeholders aligned.',
    'Bring an example status report or risk register you would use (with confidential details removed).',
    'Have a story about a project that slipped and how you recovered or re-planned it.',
  ],
  'ux-design': [
    'Prepare two portfolio case studies that spend more time on research and decisions than on final screens.',
    'Be ready for a live design exercise: clarify the user and goal before sketching.',
    'Have a story about disagreeing with product or engineering and how you settled it with evidence.',
  ],
  marketing: [
    'Bring numbers from campaigns you ran: spend, CAC, conversion and what you changed after testing.',
    'Study the company’s positioning, channels and competitors and prepare one idea to test.',
    'Be ready to explain your attribution approach and its limits.',
  ],
  sales: [
    'Know your numbers: quota attainment, average deal size, cycle length and pipeline coverage.',
    'Practise a short discovery call and handling a price objection for the company’s product.',
    'Research the company’s ideal customer and prepare how you would build pipeline in your first 90 days.',
  ],
  'customer-success': [
    'Prepare retention numbers you influenced: net revenue retention, churn saved, expansion.',
    'Have a story about turning around an at-risk account, step by step.',
    'Learn the company’s product and customers well enough to sketch an onboarding plan.',
  ],
  finance: [
    'Revise the three statements and how they link, DCF basics and variance analysis.',
    'Practise building or walking through a model quickly; be precise about assumptions.',
    'Read the company’s latest results or funding news and prepare two observations.',
  ],
  accounting: [
    'Revise journal entries for accruals, deferrals, revenue recognition and fixed assets.',
    'Prepare your close process, its timeline and an improvement you made.',
    'Be ready to discuss internal controls and an error you caught or corrected.',
  ],
  'hr-recruiting': [
    'Bring recruiting or people metrics you improved: time to fill, acceptance rate, retention, engagement.',
    'Prepare a sensitive employee-relations case told with confidentiality and fair process.',
    'Know the basics of employment law where the role is based.',
  ],
  operations: [
    'Prepare a process you improved with before-and-after metrics (cycle time, cost, error rate).',
    'Be ready for a case on capacity, inventory or a supplier failure, with a structured approach.',
    'Know the tools you used for data analysis and planning and be ready to show how.',
  ],
  healthcare: [
    'Prepare clinical scenarios told with a structured assessment (e.g. ABCDE) and escalation (e.g. SBAR).',
    'Revise medication safety, infection control and documentation standards for the setting.',
    'Have a patient-advocacy story and a story about learning from an error.',
  ],
  education: [
    'Prepare a sample lesson or unit plan showing objectives, differentiation and assessment.',
    'Be ready to teach a short demonstration lesson; rehearse it with a timer.',
    'Know safeguarding procedures and have a classroom-management example ready.',
  ],
  consulting: [
    'Practise case interviews aloud: structure, hypotheses, maths and a crisp recommendation.',
    'Rehearse mental maths and market sizing with stated assumptions.',
    'Prepare leadership and teamwork stories, since fit interviews carry as much weight as cases.',
  ],
  'retail-customer-service': [
    'Visit the store (or use the service) before the interview and notice how staff greet and help customers.',
    'Have a story ready about an upset customer you calmed down, and one about a busy rush you kept up with.',
    'Know your availability for evenings, weekends and holidays, and say it clearly.',
  ],
  'food-hospitality': [
    'Revise food hygiene basics (hand washing, temperatures, raw and cooked food apart) and how allergens are handled.',
    'Have a story about a rush you worked through and one about a guest complaint you turned around.',
    'Know which shifts you can work, including weekends and holidays, and bring any food handler or alcohol service certificate.',
  ],
  'warehouse-logistics': [
    'Be ready to explain safe lifting, equipment checks and how you report a hazard, in your own words.',
    'Bring your driving licence, forklift or other equipment certificates, and know your driving record.',
    'Know any pick rates, stop counts or targets you hit before, and which shifts you can work.',
  ],
  'skilled-trades': [
    'Be ready to walk through a fault you found and fixed, step by step, and your safe isolation or lockout routine.',
    'Bring copies of your licences, safety cards and training record, and photos of work you are proud of.',
    'Know the code or regulations you work to and what you are qualified (and not qualified) to do.',
  ],
  'care-support': [
    'Prepare examples of protecting someone’s dignity, noticing a change in their health and reporting it.',
    'Revise safeguarding: the signs of abuse or neglect and exactly who you would tell.',
    'Bring any care certificate, CNA licence, first aid or background check, and know your availability.',
  ],
  'cleaning-facilities-security': [
    'Be ready to explain how you use cleaning chemicals or equipment safely, or how you patrol and write an incident report.',
    'Have a story about working alone reliably and one about a hazard or incident you dealt with.',
    'Bring your security licence or other certificates, and know which night and weekend shifts you can work.',
  ],
  'office-admin': [
    'Be ready to describe how you juggle phones, visitors and requests, with an example of prioritising.',
    'Know your software: Word, Excel, Outlook or Google Workspace, and any booking or CRM systems; you may get a short test.',
    'Have examples of catching an error and of keeping information confidential.',
  ],
  general: [
    'Prepare five or six stories in STAR form that you can adapt to many behavioural questions.',
    'Read the job description line by line and match each requirement to evidence from your experience.',
    'Practise answers aloud and keep each under two minutes.',
  ],
};

const LEVEL_TIPS: Record<CandidateLevel, string> = {
  entry:
    'As an entry-level candidate, draw on projects, internships and coursework, and show how quickly you learn and take feedback.',
  mid: 'At mid level, show ownership of whole pieces of work end to end and name your personal contribution, not only the team’s.',
  senior:
    'At senior level, expect questions on influence, trade-offs and mentoring; prepare examples where you shaped decisions beyond your own work.',
};

/**
 * Concrete preparation tips for an interview: what to practise for the role family, how to research
 * the company (named, so the tips read as written for this application), and what the level changes.
 * The company name is required by the endpoint; a blank one falls back to "the company".
 */
export function preparationTips(input: {
  roleFamily: RoleFamily;
  companyName: string;
  level?: CandidateLevel;
}): string[] {
  const company = input.companyName.trim() || 'the company';
  const tips = [...FAMILY_TIPS[input.roleFamily]];
  tips.push(
    `Research ${company}: its products, customers, competitors and recent news, and prepare a specific answer to "Why ${company}?".`,
    `Prepare three questions for your ${company} interviewers about the team’s current challenges and how success in the role is measured.`,
  );
  if (input.level) tips.push(LEVEL_TIPS[input.level]);
  if (input.roleFamily !== 'general') {
    tips.push(
      'Prepare five or six STAR stories (situation, task, action, result) with numbers you can reuse across behavioural questions.',
    );
  }
  return tips;
}
