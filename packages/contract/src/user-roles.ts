// Kept apart from user.ts (its schemas) so that pages needing only these constants do not load zod.

/**
 * Profile roles. Registration offers only `jobseeker` (part 1 section 6); the role dashboard reads
 * analyst, executive, manager and employee, so a user may set those on their profile.
 */
export const USER_ROLES = ['jobseeker', 'recruiter', 'analyst', 'executive', 'manager', 'employee'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Each role's name as the profile form and the role insights show it. */
export const USER_ROLE_LABELS: Readonly<Record<UserRole, string>> = {
  jobseeker: 'Job Seeker',
  recruiter: 'Recruiter',
  analyst: 'Analyst',
  executive: 'Executive',
  manager: 'Manager',
  employee: 'Employee',
};

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;
export const PASSWORD_MIN = 8;
/** Long passphrases are welcome (ASVS 6.2.9); the cap only bounds hashing work. */
export const PASSWORD_MAX = 256;
