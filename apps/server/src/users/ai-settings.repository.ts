import { type AiSettings, DEFAULT_AI_SETTINGS } from '@careerloom/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { aiSettings } from '../db/schema';

/** A user's AI settings: the defaults of part 1 until they save their own. */
export async function aiSettingsOf(ctx: AppContext, userId: number): Promise<AiSettings> {
  const [row] = await ctx.db.select().from(aiSettings).where(eq(aiSettings.userId, userId));
  return { ...DEFAULT_AI_SETTINGS, ...row?.settings };
}

/** Saves a change on top of the current settings and returns the result. */
export async function saveAiSettings(
  ctx: AppContext,
  userId: number,
  change: Partial<AiSettings>,
): Promise<AiSettings> {
  const settings = { ...(await aiSettingsOf(ctx, userId)), ...change };
  const now = ctx.clock();
  await ctx.db
    .insert(aiSettings)
    .values({ userId, settings, updatedAt: now })
    .onConflictDoUpdate({ target: aiSettings.userId, set: { settings, updatedAt: now } });
  return settings;
}
