import type { CategoryBlock } from './define.js';

export const SOFT_SKILL_BLOCKS: CategoryBlock[] = [
  {
    area: 'soft',
    category: 'Communication',
    lines: `
Communication | communication skills, communicating, communicate, communicates, communicate effectively, effective communication, strong communication, excellent communication, communicator
Written communication | written communication skills, writing skills, business writing, written English
Verbal communication | verbal communication skills, oral communication, spoken communication, verbal skills
Public speaking | presentations, presenting, presentation skills, speaking engagements, keynote speaking, public presentations
Stakeholder management | stakeholder engagement, managing stakeholders, stakeholder communication, stakeholder relations, stakeholder relationships, communicate with stakeholders, stakeholders
Executive communication | communicating with executives, executive reporting, C-level communication
Active listening | listening skills
Interpersonal skills | interpersonal, people skills, interpersonal communication, social skills
Cross-cultural communication | intercultural communication, cultural awareness, cultural sensitivity, cultural competence
Technical communication | explaining technical concepts, communicate technical concepts, translating technical concepts
Storytelling skills
Persuasion | persuasive communication, influencing, influencing skills, influencing stakeholders
Negotiation | negotiating, negotiation skills, negotiate, negotiations
Conflict resolution | conflict management, resolving conflicts, managing conflict, mediation skills
Diplomacy | tact, tactful, diplomatic
Feedback skills | giving feedback, receiving feedback, constructive feedback, open to feedback
Documentation skills | documenting, documentation
Meeting management | running meetings, meeting facilitation skills
Customer focus | customer-centric, customer centric, customer orientation, customer obsession, customer-first
Client-facing skills | client facing, client-facing
Phone etiquette | telephone skills, telephone etiquette, phone skills
English proficiency | fluent English, fluency in English, English fluency, proficient in English, business English
`,
  },
  {
    area: 'soft',
    category: 'Collaboration and leadership',
    lines: `
Teamwork | team player, team work, working in teams, work in a team, collaborative, collaborate, collaborating, collaboration, team spirit, teamworking, collaborated
Leadership | leading teams, team leadership, lead teams, leadership skills, leading people, thought leadership
Mentoring [mentoring-skills] | mentoring others, mentor junior engineers, mentor junior developers, coaching others, mentoring, mentorship, coaching and mentoring, mentored
Delegation | delegating, delegate tasks
Decision making | decision-making, making decisions, sound judgment
Strategic vision
Motivating others | motivating teams, inspiring others, motivate
Team building | building teams, team development, hiring and developing teams
Empathy | empathetic, compassion, compassionate
Emotional intelligence | EQ, emotional awareness, self-awareness
Relationship management | build relationships, build strong relationships, building strong relationships, maintain relationships, develop relationships
Networking skills | networker
Influence without authority | leading without authority
Accountability | sense of ownership, take ownership, taking ownership, accountable
Integrity | honesty, ethics, trustworthy, trustworthiness
Respectfulness | respectful
Inclusiveness | inclusive leadership
Consensus building | building consensus, alignment building
Servant leadership
Coaching skills | coaching teams
Change leadership skills | leading change, driving change
People development | developing people, developing others, growing teams, talent growth
Cross-team collaboration | cross-functional collaboration, working across teams, partnering with teams, work cross-functionally, cross-functionally, partner with cross-functional teams
Remote collaboration | working remotely, remote work, work remotely, distributed collaboration
Customer empathy
`,
  },
  {
    area: 'soft',
    category: 'Thinking and problem solving',
    lines: `
Problem solving | problem-solving, problem solver, solving problems, solve problems, solve complex problems, problem-solving skills, solution-oriented, solutions-oriented, solving complex problems, solved complex problems
Critical thinking | critical thinker, think critically
Analytical skills | analytical thinking, analytical, analytical mindset, analytical ability, analytical abilities, strong analytical skills, analytic skills
Creativity | creative, creative thinking, innovative thinking, inventive, imagination
Attention to detail | detail-oriented, detail oriented, attention-to-detail, eye for detail, meticulous, thoroughness
Logical reasoning | logical thinking, reasoning
Systems thinking | systems thinker, holistic thinking, big-picture thinking, big picture
Research skills | researching, investigative skills, fact-finding
Numeracy | numerical skills, math skills, mathematical skills, numerical ability, mathematics
Data-driven decision making | data-driven, data driven, data-informed, evidence-based decision making, metrics-driven
Strategic thinking skills | think strategically, strategic mindset, strategic thinker
Conceptual thinking | abstract thinking, conceptual skills
Judgement under uncertainty | dealing with ambiguity, comfortable with ambiguity, ambiguity, navigate ambiguity, handle ambiguity
Curiosity | curious, inquisitive, intellectual curiosity, eager to learn, desire to learn, love of learning, continuous learning, lifelong learning, growth mindset
Quick learner [quick-learner] | fast learner, learn quickly, quick study, learns quickly, learning agility, willingness to learn
Innovation skills | innovating, ideation, brainstorming
Commercial awareness | business sense, commercial mindset, business savvy
Technical aptitude | technically minded, tech-savvy, tech savvy, mechanically inclined, mechanical aptitude
First-principles thinking | first principles
Scientific method | hypothesis-driven, experimental mindset
Pattern recognition
`,
  },
  {
    area: 'soft',
    category: 'Work style and self-management',
    lines: `
Time management | managing time, manage time, time-management, punctuality, punctual, meeting deadlines, meet deadlines, deadline-driven, deadline oriented, work to deadlines, tight deadlines
Prioritization | prioritizing, prioritising, prioritize, prioritise, setting priorities, competing priorities, manage priorities, managing priorities, manage competing priorities
Organizational skills | organisational skills, organization skills, organized, organised, well-organized, highly organized, organizing, planning and organizing
Multitasking | multi-tasking, multitask, multi-task, juggle multiple tasks, handle multiple tasks, juggling priorities
Adaptability | adaptable, flexibility, versatility, versatile, adapt to change
Resilience | resilient, perseverance, grit, tenacity, tenacious
Work ethic | hard-working, hardworking, hard working, dedication, diligent, diligence, dependable, dependability
Self-motivation | self-motivated, self motivated, self-starter, self starter, proactive, proactivity, take initiative, taking initiative, highly motivated
Independence | work independently, working independently, independently, autonomy, self-directed, self-sufficient, minimal supervision, independent worker
Stress management | work under pressure, working under pressure, under pressure, calm under pressure, composure, handle pressure
Results orientation | results-driven, results-oriented, results driven, results oriented, goal-oriented, goal oriented, outcome-oriented, achievement-oriented, get things done, getting things done, bias for action
Positive attitude | positivity, enthusiasm, enthusiastic, energetic, can-do attitude, optimism
Professionalism | professional demeanor, professional manner, business etiquette
Confidentiality | discretion, discreet, handle confidential information, confidential information
Patience | patient attitude
Self-reflection | self-improvement, introspection
Planning skills | planning skills, forward planning, organizing and planning
Goal setting | setting goals, target setting
Quality focus | quality-focused, high standards, high quality standards, pride in work, craftsmanship
Entrepreneurial mindset | entrepreneurial spirit, ownership mentality, startup mindset, hustle
Humility | humble, low ego
Sense of humor | sense of humour
Stamina | physical stamina, physically fit, lift heavy objects, standing for long periods, physical fitness, manual dexterity, dexterity, hand-eye coordination
Willingness to travel | willing to travel, ability to travel, able to travel
`,
  },
];
