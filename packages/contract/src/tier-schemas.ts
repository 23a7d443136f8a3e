import { z } from 'zod';
import { TIERS, TRIAL_PLANS } from './tiers';

// Kept apart from tiers.ts so that pages needing only the constants do not load zod.
export const tierSchema = z.enum(TIERS);
export const trialPlanSchema = z.enum(TRIAL_PLANS);
