import { z } from 'zod';
import { tierSchema, trialPlanSchema } from './tier-schemas';
import { PASSWORD_MAX, PASSWORD_MIN, USER_ROLES, USERNAME_MAX, USERNAME_MIN } from './user-roles';

export const userRoleSchema = z.enum(USER_ROLES);

const username = z
  .string()
  .trim()
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
  .regex(/^[A-Za-z0-9._-]+$/, 'Username may contain letters, digits, dots, dashes and underscores');
const password = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);
const email = z.string().trim().max(254).email('Please enter a valid email address');
const fullName = z.string().trim().min(1, 'Full name is required').max(120);

/** The signed-in account as every endpoint returns it: never a password or a hash. */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: userRoleSchema,
  /** Effective tier: the purchased or granted tier, raised by a running trial. */
  subscriptionTier: tierSchema,
  trialTier: tierSchema.nullable(),
  trialEndsAt: z.string().nullable(),
  bio: z.string(),
  /** The person's own job title ("Senior Staff Accountant"): the default title of job searches. */
  headline: z.string(),
  skills: z.array(z.string()),
  location: z.string(),
  companyName: z.string(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** Registration payload (part 1 section 3) plus the optional trial plan of the rulings. */
export const registerBodySchema = z.strictObject({
  username,
  password,
  email,
  fullName,
  role: z.literal('jobseeker').default('jobseeker'),
  plan: trialPlanSchema.optional(),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

export const loginBodySchema = z.strictObject({
  username: z.string().trim().min(1, 'Username is required').max(USERNAME_MAX),
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/**
 * Fields a user may change on their own profile. Tier, admin flag and id are absent, and the
 * schema is strict, so sending them is refused rather than ignored. Changing the email or the
 * password needs the current password (ASVS 6.2.3).
 */
export const updateUserBodySchema = z
  .strictObject({
    fullName: fullName.optional(),
    email: email.optional(),
    role: userRoleSchema.optional(),
    bio: z.string().max(2000).optional(),
    headline: z.string().trim().max(120, 'Job title must be at most 120 characters').optional(),
    skills: z.array(z.string().trim().min(1).max(60)).max(100).optional(),
    location: z.string().trim().max(120).optional(),
    companyName: z.string().trim().max(120).optional(),
    newPassword: password.optional(),
    currentPassword: z.string().max(PASSWORD_MAX).optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Nothing to update' })
  .refine((b) => (b.newPassword === undefined && b.email === undefined) || b.currentPassword !== undefined, {
    message: 'Your current password is required to change your email or password',
    path: ['currentPassword'],
  });
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

export const userIdParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive().max(2147483647),
});
