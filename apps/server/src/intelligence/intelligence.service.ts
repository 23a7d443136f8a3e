import {
  type AccessType,
  type CalendarInsights,
  type ConnectGithubBody,
  calendarInsightsSchema,
  type EmailInsights,
  emailInsightsSchema,
  type GithubInsights,
  githubInsightsSchema,
  INTELLIGENCE_SOURCE_IDS,
  type IntelligenceComprehensive,
  type IntelligenceConnectResponse,
  type IntelligenceSourceId,
  type IntelligenceSourceStatus,
  type LinkedinInsights,
  linkedinInsightsSchema,
  type ResumeInsights,
  resumeInsightsSchema,
  SOURCE_NAMES,
} from '@careerloom/contract';
import type { z } from 'zod';
import { checkApplicationMail } from '../applications/mail-status';
import { readCalendarInsights } from '../connectors/calendar/calendar';
import { connectionStore, type SourceConnection } from '../connectors/connection-store';
import { readGithubInsights } from '../connectors/github/github';
import { readGmailInsights } from '../connectors/gmail/gmail';
import { jobMarketInsights } from '../connectors/job-market/job-market';
import { connectionsFromExport, readLinkedinIdentity } from '../connectors/linkedin/linkedin';
import { resumeInsights } from '../connectors/resume/resume-insights';
import { snapshotStore } from '../connectors/snapshot-store';
import { SourceAuthError, withNewToken } from '../connectors/source-http';
import { withAccessToken } from '../connectors/token-refresh';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { defaultJobTitle } from '../jobs/matching/default-preferences';
import { candidateBasis } from '../jobs/matching/match-candidates';
import { openSourceForRead, readableDataTypes, sourcePermission } from '../privacy/source-access';
import { resumesService } from '../resumes/resumes.service';
import { intelligenceScore } from './intelligence-score';

type TokenSource = 'gmail' | 'calendar' | 'linkedin';
type Gate = Awaited<ReturnType<typeof openSourceForRead>>;
type ConnectFigures = IntelligenceConnectResponse['insights'] & { account?: string };

const PURPOSES: Record<IntelligenceSourceId, string> = {
  gmail: 'Email Patterns: totals, professional mail, job applications and interview invitations',
  calendar: 'Scheduling Patterns: meetings, productivity hours and interviews',
  github: 'Code Activity: repositories, commits, stars, languages and skills verified by code',
  linkedin: 'Professional Network: profile identity and connections',
  resume: 'Career Progression: experience level, skills, ATS score and industry match',
};

/**
 * The Intelligence Dashboard's logic: connecting a source reads it at once through the privacy
 * gate (`openSourceForRead`: a disabled source is refused before anything is fetched, and every
 * read is logged), stores the figures as the source's snapshot and the token sealed in the
 * connection. The comprehensive view only reads stored snapshots (a GET changes nothing and calls
 * no source); `refresh` reads a connected source again.
 */
export function intelligenceService(ctx: AppContext) {
  const connections = connectionStore(ctx);
  const snapshots = snapshotStore(ctx);
  const resumes = resumesService(ctx);
  const base = ctx.config.intelligenceApiBase;
  const timeoutMs = ctx.config.intelligenceTimeoutMs;

  const gate = (userId: number, source: IntelligenceSourceId, accessType: AccessType, ipAddress: string) =>
    openSourceForRead(ctx, { userId, source, accessType, purpose: PURPOSES[source], ipAddress });

  /** Runs a read; a token the source refused marks an existing connection for reconnection. */
  async function reading<T>(userId: number, source: IntelligenceSourceId, read: () => Promise<T>): Promise<T> {
    try {
      return await read();
    } catch (error) {
      if (error instanceof SourceAuthError && (await connections.get(userId, source)))
        await connections.markNeedsReconnect(userId, source, error.message);
      throw error;
    }
  }

  function requireType(g: Gate, source: IntelligenceSourceId, type: string, what: string) {
    if (!g.dataTypes.includes(type))
      throw new AppError(
        'FORBIDDEN',
        `${what} of ${SOURCE_NAMES[source]} is turned off in your privacy settings; turn it on in the Privacy Control Center`,
      );
  }

  const readers = {
    gmail: (g: Gate, token: string): Promise<EmailInsights & { account: string }> => {
      requireType(g, 'gmail', 'message_metadata', 'Message metadata');
      return readGmailInsights(base.gmail, token, { since: g.since, timeoutMs });
    },
    calendar: (g: Gate, token: string): Promise<CalendarInsights> => {
      requireType(g, 'calendar', 'events', 'Events');
      return readCalendarInsights(base.calendar, token, {
        now: ctx.clock(),
        since: g.since,
        attendees: g.dataTypes.includes('attendees'),
        timeoutMs,
      });
    },
    linkedin: async (g: Gate, token: string, userId: number): Promise<LinkedinInsights> => {
      requireType(g, 'linkedin', 'profile', 'Profile identity');
      const identity = await readLinkedinIdentity(base.linkedin, token, { timeoutMs });
      const previous = await stored(userId, 'linkedin', linkedinInsightsSchema);
      return { ...emptyLinkedin(), ...previous, name: identity.name };
    },
    github: (g: Gate, username: string, token: string | undefined): Promise<GithubInsights> => {
      requireType(g, 'github', 'repositories', 'Repositories');
      return readGithubInsights(base.github, username, token, {
        now: ctx.clock(),
        since: g.since,
        commits: g.dataTypes.includes('commits'),
        skills: ctx.skills(),
        timeoutMs,
      });
    },
  };

  async function stored<S extends z.ZodType>(userId: number, source: IntelligenceSourceId, schema: S) {
    const snap = await snapshots.get<unknown>(userId, source);
    const parsed = snap ? schema.safeParse(snap.data) : null;
    return parsed?.success ? (parsed.data as z.output<S>) : null;
  }

  async function answer(
    userId: number,
    source: IntelligenceSourceId,
    insights: IntelligenceConnectResponse['insights'],
  ): Promise<IntelligenceConnectResponse> {
    await snapshots.save(userId, source, insights as unknown as Record<string, unknown>);
    const connection = await connections.get(userId, source);
    return { source: statusOf(source, connection, true, ctx.clock().toISOString()), insights };
  }

  async function connectWithToken(userId: number, source: TokenSource, token: string, ipAddress: string) {
    const g = await gate(userId, source, 'connect', ipAddress);
    const read = readers[source] as (g: Gate, token: string, userId: number) => Promise<ConnectFigures>;
    // A token the source refuses is the user's input being wrong: 400, and an existing connection
    // (with a token that still works) is left as it was.
    const result = await withNewToken(() => g.settle(() => read(g, token, userId)));
    const { account, ...insights } = { account: '', ...result };
    await connections.save(userId, source, { token, account, authMethod: 'token' });
    return answer(userId, source, insights as IntelligenceConnectResponse['insights']);
  }

  return {
    connectGmail: (userId: number, token: string, ip: string) => connectWithToken(userId, 'gmail', token, ip),
    connectCalendar: (userId: number, token: string, ip: string) => connectWithToken(userId, 'calendar', token, ip),
    connectLinkedin: (userId: number, token: string, ip: string) => connectWithToken(userId, 'linkedin', token, ip),

    async connectGithub(userId: number, body: ConnectGithubBody, ipAddress: string) {
      const g = await gate(userId, 'github', 'connect', ipAddress);
      const token = body.accessToken || undefined;
      const insights = await withNewToken(() => g.settle(() => readers.github(g, body.githubUsername, token)));
      await connections.save(userId, 'github', { token, account: insights.username, authMethod: 'token' });
      return answer(userId, 'github', insights);
    },

    /** Connections and network growth from the user's own LinkedIn export (no API can give them). */
    async uploadLinkedinExport(userId: number, csv: string, ipAddress: string) {
      const g = await gate(userId, 'linkedin', 'connect', ipAddress);
      requireType(g, 'linkedin', 'connections', 'Connections');
      const figures = connectionsFromExport(csv, ctx.clock());
      const previous = await stored(userId, 'linkedin', linkedinInsightsSchema);
      const insights: LinkedinInsights = {
        ...emptyLinkedin(),
        ...previous,
        ...figures,
        exportUploadedAt: ctx.clock().toISOString(),
      };
      if (!(await connections.get(userId, 'linkedin')))
        await connections.save(userId, 'linkedin', { authMethod: 'upload' });
      return answer(userId, 'linkedin', insights);
    },

    /** Career Progression from pasted resume text; only the figures are kept, not the text. */
    async analyzeResume(userId: number, content: string, ipAddress: string) {
      const g = await gate(userId, 'resume', 'connect', ipAddress);
      requireType(g, 'resume', 'analysis', 'Resume analysis');
      const insights: ResumeInsights = resumeInsights(content, ctx.skills(), ctx.clock());
      if (!(await connections.get(userId, 'resume')))
        await connections.save(userId, 'resume', { authMethod: 'upload' });
      return answer(userId, 'resume', insights);
    },

    /** Reads a connected source again with its stored token (or GitHub username). */
    async refresh(userId: number, source: 'gmail' | 'calendar' | 'github' | 'linkedin', ipAddress: string) {
      const connection = await connections.get(userId, source);
      if (!connection) throw new AppError('NOT_FOUND', `${SOURCE_NAMES[source]} is not connected`);
      if (source !== 'github' && !connection.hasToken)
        throw new AppError('CONFLICT', `Connect ${SOURCE_NAMES[source]} with an access token to refresh it`);
      const g = await gate(userId, source, 'sync', ipAddress);
      const insights = await reading(userId, source, () =>
        g.settle(async () => {
          if (source === 'github')
            return readers.github(g, connection.account, (await connections.tokenOf(userId, source)) ?? undefined);
          const read = readers[source] as (g: Gate, token: string, userId: number) => Promise<ConnectFigures>;
          // A Google token is renewed when due, and once more if the source answers 401.
          const result = await withAccessToken(ctx, userId, source, (token) => read(g, token, userId));
          const { account: _account, ...figures } = { account: '', ...result };
          return figures as IntelligenceConnectResponse['insights'];
        }),
      );
      await connections.markSynced(userId, source);
      // Fresh mail may carry employers' answers: move the user's applications along. A failure
      // there must not fail the Gmail refresh that succeeded; "Check mail for updates" on the
      // Applications tab runs the same check and shows its error.
      if (source === 'gmail')
        await checkApplicationMail(ctx, userId, ipAddress, { rateLimited: false }).catch(() => undefined);
      return answer(userId, source, insights);
    },

    /**
     * The stored figures of every source the user may read, each source's state (never a token),
     * the job market figures for the user's skills, and the score computed from them.
     */
    async comprehensive(userId: number): Promise<IntelligenceComprehensive> {
      const [list, snaps] = await Promise.all([connections.list(userId), snapshots.all(userId)]);
      const enabled = new Map<IntelligenceSourceId, boolean>();
      for (const source of INTELLIGENCE_SOURCE_IDS)
        enabled.set(source, readableDataTypes(await sourcePermission(ctx, userId, source)).length > 0);
      const figure = <S extends z.ZodType>(source: IntelligenceSourceId, schema: S): z.output<S> | null => {
        if (!enabled.get(source)) return null;
        const parsed = schema.safeParse(snaps.get(source)?.data);
        return parsed.success ? (parsed.data as z.output<S>) : null;
      };
      // The resume the user stored (Resume tab, extension) is read here too: the newer of it and a
      // pasted analysis gives Career Progression, so no one is asked for a resume they gave us.
      const stored = enabled.get('resume') ? await resumes.latestOrNull(userId) : null;
      const pastedAt = snaps.get('resume')?.fetchedAt;
      const fromStored = stored && (!pastedAt || Date.parse(stored.createdAt) > Date.parse(pastedAt)) ? stored : null;
      const figures = {
        email: figure('gmail', emailInsightsSchema),
        calendar: figure('calendar', calendarInsightsSchema),
        github: figure('github', githubInsightsSchema),
        linkedin: figure('linkedin', linkedinInsightsSchema),
        resume: fromStored
          ? resumeInsights(fromStored.text, ctx.skills(), ctx.clock())
          : figure('resume', resumeInsightsSchema),
      };
      const jobMarket = await marketFor(ctx, userId, figures.resume?.skillsIdentified ?? []);
      const { score, parts } = intelligenceScore({ ...figures, jobMarket });
      const sources = INTELLIGENCE_SOURCE_IDS.map((source) =>
        source === 'resume' && fromStored
          ? storedResumeStatus(fromStored)
          : statusOf(
              source,
              list.find((c) => c.source === source) ?? null,
              enabled.get(source) ?? true,
              snaps.get(source)?.fetchedAt ?? null,
            ),
      );
      return { intelligenceScore: score, scoreBreakdown: parts, ...figures, jobMarket, sources };
    },
  };
}

function emptyLinkedin(): LinkedinInsights {
  return {
    name: null,
    connections: null,
    profileViews: null,
    searchAppearances: null,
    networkGrowth: null,
    exportUploadedAt: null,
  };
}

/** The resume card's state when it reads the stored resume: connected, named by file and version. */
function storedResumeStatus(resume: { filename: string | null; version: number; createdAt: string }) {
  return {
    source: 'resume',
    status: 'connected',
    account: `${resume.filename ?? 'pasted resume'}, version ${resume.version}`,
    fetchedAt: resume.createdAt,
    message: null,
  } satisfies IntelligenceSourceStatus;
}

function statusOf(
  source: IntelligenceSourceId,
  connection: SourceConnection | null,
  enabled: boolean,
  fetchedAt: string | null,
): IntelligenceSourceStatus {
  const name = SOURCE_NAMES[source];
  if (!enabled)
    return {
      source,
      status: 'disabled',
      account: connection?.account || null,
      fetchedAt,
      message: `${name} is disabled in your privacy settings`,
    };
  if (!connection) return { source, status: 'not_connected', account: null, fetchedAt: null, message: null };
  const needsReconnect = connection.status !== 'connected';
  return {
    source,
    status: needsReconnect ? 'needs_reconnect' : 'connected',
    account: connection.account || null,
    fetchedAt,
    // The reason recorded when it stopped working (e.g. a refused renewal), else the general one.
    message: needsReconnect
      ? connection.lastError || `${name} no longer accepts the stored access token; reconnect ${name} with a new token`
      : null,
  };
}

/**
 * Job market figures for the user's skills: profile, newest stored resume and GitHub-verified
 * skills (via `candidateBasis`), plus the skills of the analysed resume; the person's own title
 * (or a keyword candidate), never a made-up "<skill> specialist".
 */
async function marketFor(ctx: AppContext, userId: number, resumeSkills: readonly string[]) {
  const basis = await candidateBasis(ctx, userId);
  if (!basis) return null;
  const skills = [...new Set([...basis.skills, ...resumeSkills.map((s) => ctx.skills().normalise(s)?.name ?? s)])];
  // The person's own title, or a keyword candidate; never "<skill> specialist" or the fallback phrase.
  const title = defaultJobTitle(basis);
  const known = title.source === 'skill' || title.source === 'fallback' ? null : title.title;
  return jobMarketInsights(ctx.db, { title: known, skills }, ctx.clock());
}
