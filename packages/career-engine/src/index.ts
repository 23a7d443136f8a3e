// The career engine's public API: pure functions over text and bytes, no I/O of their own.
// The server, bench/ and the browser extension import from here; see README.md.

// ATS scoring of a resume against a job
export { ATS_WEIGHTS, type AtsOptions, analyseResume, jobFingerprint } from './ats/ats-score';
// Measured quality on the labelled sets (eval/figures, written by bench/)
export { MEASURED_FIGURE_FILES, measuredFigures } from './eval-figures';
// The evidence check of drafted text against the user's facts
export {
  CLAIM_KINDS,
  type ClaimKind,
  checkEvidence,
  type EvidenceAction,
  type EvidenceChange,
  type EvidenceOptions,
  type EvidenceResult,
  summariseEvidence,
  type UserFacts,
  userFactsFrom,
} from './evidence/check-evidence';
// Interview preparation and role families
export { inferLevel, inferRoleFamily } from './interview/role-family';
export { preparationTips, selectInterviewQuestions } from './interview/select-questions';
export { type CandidateLevel, ROLE_FAMILIES, type RoleFamily } from './interview/types';
// Job description reading: title, facts, sections and skill requirements
export { analyseJobDescription, jobDescriptionSkills } from './jd/analyse-job-description';
export type {
  DegreeLevel,
  JdSection,
  JdSectionKind,
  JobDescriptionAnalysis,
  Seniority,
  SkillRequirement,
} from './jd/types';
// Mail about the user's applications: what an employer's message says, and which application
export {
  type ApplicationMailClassification,
  classifyApplicationMail,
  looksLikeApplicationMail,
  type MailMessageInput,
} from './mail/classify-application-mail';
export {
  ATS_DOMAINS,
  CONSUMER_MAIL_DOMAINS,
  parseSender,
  type Sender,
  type SenderKind,
} from './mail/mail-sender';
export {
  type ApplicationCandidate,
  matchApplication,
  normaliseCompany,
  sameCompany,
  titleOverlap,
} from './mail/match-application';
// Job matching
export {
  experienceForYears,
  experienceSteps,
  fitsLevels,
  formatSalaryRange,
  isMatch,
  isStale,
  levelFromYears,
  MATCH_WEIGHTS,
  type MatchOptions,
  type MatchProfile,
  type MatchResult,
  postingAgeDays,
  profilePlaceFit,
  type SeniorityStep,
  scoreMatch,
  statedSalary,
  stepFromTitle,
  stepFromYears,
} from './matching/match-score';
export { type ProposedTitle, type ProposedTitleInput, proposedJobTitle } from './matching/proposed-title';
export {
  compareMatches,
  passesMatchFilters,
  type RankedMatch,
  rankMatches,
  sameJobKey,
} from './matching/rank-matches';
export {
  compareTitles,
  TITLE_MATCH_RANK,
  type TitleMatch,
  titleCore,
  titleQueryTerms,
} from './matching/title-match';
export { inWantedPlace, isRemoteWish, namesAPlace, placeFit, regionsOf } from './matching/where';
// Job titles to O*NET-SOC occupations, their specialties, how close two occupations are, and
// each occupation's software and tools
export {
  cleanJobTitle,
  isListedOccupationWord,
  type OccupationDescriptions,
  type OccupationMatch,
  type OccupationOverview,
  type OccupationProgram,
  type OccupationSkills,
  occupationCloseness,
  occupationOverview,
  occupationSkills,
  occupationSkillsOf,
  readOccupationDescriptions,
  resolveOccupation,
  socCloseness,
} from './occupations';
// Opportunity search planning
export { familyFromSkills, familySkills } from './opportunities/family-skills';
export { familyLabel, planOpportunitySearch } from './opportunities/plan-opportunity-search';
// Resume reading and parsing
export {
  type ExtractedResumeText,
  extractResumeText,
  MAX_PDF_PAGES,
  MAX_RESUME_BYTES,
  NO_TEXT_MESSAGE,
  type ResumeInput,
} from './resume/extract-text';
export { type ParseOptions, parseResume } from './resume/parse-resume';
export { RESUME_ERROR_STATUS, ResumeFormatError, type ResumeFormatErrorCode } from './resume/resume-format-error';
export type { ResumeEducation, ResumeExperience, ResumeProfile } from './resume/resume-profile';
// Skills taxonomy and extraction
export {
  createSkillExtractor,
  type ExtractedSkill,
  type ExtractOptions,
  getSkillExtractor,
  normaliseSkill,
  type SkillExtractor,
} from './skills/extract-skills';
export {
  createSkillExtractorWithOnet,
  mergeOnetSkills,
  ONET_ATTRIBUTION,
  type OnetTechnology,
  parseOnetTechnologySkills,
  recogniseOnetName,
} from './skills/onet';
export { loadTaxonomy } from './skills/taxonomy/index';
export type { Skill, SkillArea, Taxonomy } from './skills/types';
export { listInWords } from './text/list-in-words';
// Shared text helpers
export { MONTH_ABBREVIATIONS, MONTH_NAMES, monthNumber } from './text/month-names';
export { NUMBER_WORDS } from './text/number-words';
export { truncateText } from './text/truncate';
// Resume writing: a bullet rewrite that keeps the user's facts
export { type BulletRewrite, type BulletRewriteOptions, namesAPastRole, rewriteBullet } from './writing/bullet-rewrite';
// A drafted message in a less formal voice, its facts kept
export { DRAFT_TONES, type DraftTone, inCasualTone } from './writing/casual-tone';
// Short drafts from what the person told us, with [prompts] for every fact we lack
export {
  type ApplicationFollowUpFacts,
  type CounterOfferFacts,
  draftApplicationFollowUp,
  draftCounterOffer,
  draftCoverLetter,
  draftCoverLetterOpening,
  draftLinkedInText,
  draftRecruiterNote,
  draftResignationLetter,
  draftResumeSummary,
  draftThankYouNote,
  draftWorkplaceEmail,
  type LinkedInFacts,
  type OutreachDraft,
  type OutreachFacts,
  type ResignationFacts,
  type ResumeSummaryFacts,
  type ThankYouFacts,
  WORKPLACE_EMAIL_KINDS,
  type WorkplaceEmailFacts,
  type WorkplaceEmailKind,
} from './writing/outreach-drafts';
// A resume's role as a sentence writes it ("a front-end software engineer at Google")
export {
  employerName,
  endsJobTitles,
  indefiniteArticle,
  skillInProse,
  titleInProse,
} from './writing/role-in-prose';
