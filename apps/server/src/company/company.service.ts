import type { AtsConnection, CompanyBadge, CompanyDashboard } from '@careerloom/contract';
import { eq } from 'drizzle-orm';
import { connectionStore } from '../connectors/connection-store';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { AppError } from '../errors';
import { HarvestKeyRefusedError } from '../jobs/greenhouse/harvest-client';
import { BADGE_RULES, type BadgeRule, badgeRuleById } from './badge-rules';
import { companyBadgesRepository, type StoredBadge } from './company-badges.repository';
import { automationRuns, openRequisitionRank, postingsFacts } from './company-data.repository';
import type { CompanyFacts } from './company-facts';
import { companyMetrics, industryMetrics } from './company-metrics';
import { HARVEST_SOURCE, harvestSnapshots } from './harvest-snapshot';
import { fetchHarvestFacts } from './harvest-summary';

function badgeView(rule: BadgeRule, stored: StoredBadge | undefined): CompanyBadge {
  return {
    id: rule.id,
    name: rule.name,
    description: rule.description,
    tier: rule.tier,
    earnedAt: stored?.earnedAt?.toISOString() ?? null,
    isDisplayed: stored?.isDisplayed ?? true,
  };
}

/**
 * The company dashboard of the signed-in user: figures from their Greenhouse Harvest summary when
 * connected, else from the postings store and platform applications for their companyName;
 * badges earned by the rules of `badge-rules.ts`; the Harvest connection itself.
 */
export function companyService(ctx: AppContext) {
  const badges = companyBadgesRepository(ctx.db);
  const snapshots = harvestSnapshots(ctx);
  const connections = connectionStore(ctx);

  async function companyNameOf(userId: number): Promise<string> {
    const [row] = await ctx.db.select({ name: users.companyName }).from(users).where(eq(users.id, userId));
    return row?.name.trim() ?? '';
  }

  async function atsOf(userId: number): Promise<AtsConnection> {
    const connection = await connections.get(userId, HARVEST_SOURCE);
    return {
      provider: 'greenhouse_harvest',
      status: connection
        ? connection.status === 'needs_reconnect'
          ? 'needs_reconnect'
          : 'connected'
        : 'not_connected',
      lastSyncedAt: connection?.lastSyncedAt ?? null,
      lastError: connection?.lastError ?? null,
    };
  }

  /** Stores every badge whose rule is newly met, then returns the catalogue with stored state. */
  async function evaluateBadges(userId: number, facts: CompanyFacts | null, runs: { at: string; minutes: number }[]) {
    const now = ctx.clock();
    const stored = await badges.list(userId);
    for (const rule of BADGE_RULES) {
      if (stored.get(rule.id)?.earnedAt) continue;
      const metAt = rule.metAt({ facts, automationRuns: runs, now });
      if (!metAt) continue;
      const earnedAt = new Date(Math.min(Date.parse(metAt), now.getTime()));
      await badges.markEarned(userId, rule.id, earnedAt, now);
    }
    const after = await badges.list(userId);
    return BADGE_RULES.map((rule) => badgeView(rule, after.get(rule.id)));
  }

  async function syncWith(apiKey: string): Promise<CompanyFacts> {
    return fetchHarvestFacts({ apiBase: ctx.config.company.harvestApiBase, apiKey });
  }

  return {
    async dashboard(userId: number): Promise<CompanyDashboard> {
      const companyName = await companyNameOf(userId);
      const ats = await atsOf(userId);
      const harvest = ats.status === 'not_connected' ? null : await snapshots.get(userId);
      const facts = harvest ?? (await postingsFacts(ctx.db, companyName));
      const runs = await automationRuns(ctx.db, userId);
      const minutes = runs.reduce((sum, r) => sum + r.minutes, 0);
      const rank = await openRequisitionRank(ctx.db, companyName);
      return {
        companyName,
        source: facts?.source ?? 'none',
        metrics: companyMetrics(facts, minutes),
        industryMetrics: industryMetrics(facts, rank),
        badges: await evaluateBadges(userId, facts, runs),
        ats,
      };
    },

    /** Any badge of the catalogue may be set; for one not yet earned the choice applies once it is. */
    async toggleBadge(userId: number, badgeId: string, display: boolean): Promise<{ badge: CompanyBadge }> {
      const rule = badgeRuleById(badgeId);
      if (!rule) throw new AppError('NOT_FOUND', `There is no badge "${badgeId}"`);
      const stored = await badges.setDisplayed(userId, rule.id, display, ctx.clock());
      return { badge: badgeView(rule, stored) };
    },

    /**
     * Checks the key by reading the account (jobs, applications, offers), and only then stores it,
     * sealed, with the summary. A refused key is not stored and leaves an earlier connection as it was.
     */
    async connectHarvest(userId: number, apiKey: string): Promise<AtsConnection> {
      const facts = await syncWith(apiKey);
      await connections.save(userId, HARVEST_SOURCE, { token: apiKey, authMethod: 'token' });
      await snapshots.save(userId, facts);
      return atsOf(userId);
    },

    /** Reads the account again with the stored key; a refused key marks the connection for reconnecting. */
    async syncHarvest(userId: number): Promise<AtsConnection> {
      const apiKey = await connections.tokenOf(userId, HARVEST_SOURCE).catch(() => null);
      if (!apiKey)
        throw new AppError('NOT_FOUND', 'Greenhouse Harvest is not connected; connect it with an API key first');
      try {
        const facts = await syncWith(apiKey);
        await snapshots.save(userId, facts);
        await connections.markSynced(userId, HARVEST_SOURCE);
      } catch (error) {
        if (error instanceof HarvestKeyRefusedError)
          await connections.markNeedsReconnect(userId, HARVEST_SOURCE, error.message);
        throw error;
      }
      return atsOf(userId);
    },

    /** Forgets the key and the summary; the dashboard falls back to the postings store. */
    async disconnectHarvest(userId: number): Promise<AtsConnection> {
      await connections.remove(userId, HARVEST_SOURCE);
      await snapshots.remove(userId);
      return atsOf(userId);
    },
  };
}
