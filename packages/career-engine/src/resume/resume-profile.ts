import type { RESUME_SECTIONS, ResumeProfile } from '@careerloom/contract';

// The parsed profile's shape is the contract's (`resumeProfileSchema`), written once there; these
// are the names the parser's modules use for its parts.
export type { ResumeProfile, ResumeUnreadPart } from '@careerloom/contract';

/** Headings the parser recognises, normalised. */
export type ResumeSection = (typeof RESUME_SECTIONS)[number];
export type ResumeExperience = ResumeProfile['experience'][number];
export type ResumeEducation = ResumeProfile['education'][number];
