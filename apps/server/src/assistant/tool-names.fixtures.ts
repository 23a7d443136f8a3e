/**
 * The tools every registry offers after its services' own (knowledge, resume, postings), in
 * registration order: written once for the tests that check a registry's names, so adding a
 * drafting tool changes one list, not four copies of it.
 */
export const DRAFTING_TOOL_NAMES = [
  'rewrite_bullet',
  'compare_roles',
  'tailor_summary',
  'draft_cover_letter',
  'draft_cover_letter_opening',
  'draft_recruiter_note',
  'draft_thank_you_note',
  'draft_counter_offer',
  'draft_application_follow_up',
  'draft_resignation_letter',
  'draft_workplace_email',
  'draft_linkedin_text',
  'draft_resume_summary',
  'interview_questions',
  'occupation_skills',
  'occupation_overview',
] as const;
