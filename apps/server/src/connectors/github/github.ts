import type { SkillExtractor } from '@careerloom/career-engine';
import { GITHUB_COMMIT_WINDOW_DAYS, GITHUB_REPOS_DETAILED, type GithubInsights } from '@careerloom/contract';
import { mapLimited } from '../gmail/gmail';
import { apiUrl, type SourceRequest, sourceFetchJson } from '../source-http';

/**
 * GitHub (REST API, public data by username; a token, when given, raises the rate limit and is
 * checked by GitHub): the profile, the user's own repositories (up to 300, most recently pushed
 * first), and for the GITHUB_REPOS_DETAILED most recently pushed non-fork repositories their
 * languages (bytes of code) and, when commits may be read, the user's commits in the window (one
 * page, so at most 100 counted per repository).
 * Code itself is never read.
 */
const NAME = 'GitHub';
const DAY_MS = 86_400_000;
const MAX_REPO_PAGES = 3;

type GithubUser = { login: string; public_repos?: number; followers?: number };
type GithubRepo = {
  name: string;
  fork?: boolean;
  size?: number;
  stargazers_count?: number;
  language?: string | null;
  topics?: string[];
  pushed_at?: string | null;
  owner?: { login?: string };
};

export type GithubReadOptions = {
  now: Date;
  /** Start of a `limited` permission's window; null reads the whole commit window. */
  since: Date | null;
  /** Whether the `commits` data type may be read. */
  commits: boolean;
  skills: SkillExtractor;
  timeoutMs?: number;
};

export async function readGithubInsights(
  base: string,
  username: string,
  token: string | undefined,
  options: GithubReadOptions,
): Promise<GithubInsights> {
  const request: SourceRequest = {
    sourceName: NAME,
    token,
    timeoutMs: options.timeoutMs,
    headers: { accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28' },
  };
  // GitHub's 404 for an unknown user is the user's mistake, not GitHub failing.
  const user = await sourceFetchJson<GithubUser>(apiUrl(base, `/users/${encodeURIComponent(username)}`), {
    ...request,
    notFound: `GitHub has no user named ${username}`,
  });
  const repos: GithubRepo[] = [];
  for (let page = 1; page <= MAX_REPO_PAGES; page++) {
    const batch = await sourceFetchJson<GithubRepo[]>(
      apiUrl(base, `/users/${encodeURIComponent(user.login)}/repos`, {
        type: 'owner',
        sort: 'pushed',
        per_page: 100,
        page,
      }),
      request,
    );
    repos.push(...batch);
    if (batch.length < 100) break;
  }
  const own = repos.filter((r) => !r.fork);
  const detailed = own
    .filter((r) => (r.size ?? 0) > 0)
    .sort((a, b) => (b.pushed_at ?? '').localeCompare(a.pushed_at ?? ''))
    .slice(0, GITHUB_REPOS_DETAILED);
  const windowStart = new Date(options.now.getTime() - GITHUB_COMMIT_WINDOW_DAYS * DAY_MS);
  const since = options.since && options.since > windowStart ? options.since : windowStart;
  const details = await mapLimited(detailed, 4, async (repo) => {
    const path = `/repos/${encodeURIComponent(repo.owner?.login ?? user.login)}/${encodeURIComponent(repo.name)}`;
    const languages = await sourceFetchJson<Record<string, number>>(apiUrl(base, `${path}/languages`), request);
    const commits = options.commits
      ? await sourceFetchJson<unknown[]>(
          apiUrl(base, `${path}/commits`, { author: user.login, since: since.toISOString(), per_page: 100 }),
          request,
        )
      : null;
    return { languages, commits: commits?.length ?? null };
  });
  const bytes = new Map<string, number>();
  for (const { languages } of details)
    for (const [language, size] of Object.entries(languages)) bytes.set(language, (bytes.get(language) ?? 0) + size);
  // Repositories without detail still say their main language.
  for (const repo of own) if (repo.language && !bytes.has(repo.language)) bytes.set(repo.language, 0);
  const languages = [...bytes].sort((a, b) => b[1] - a[1]).map(([language]) => language);
  const topics = own.flatMap((r) => r.topics ?? []);
  return {
    username: user.login,
    repositories: Math.max(user.public_repos ?? 0, own.length),
    commits: options.commits ? details.reduce((sum, d) => sum + (d.commits ?? 0), 0) : null,
    stars: own.reduce((sum, r) => sum + (r.stargazers_count ?? 0), 0),
    languages,
    verifiedSkills: verifiedSkills(options.skills, languages, topics),
    followers: user.followers ?? 0,
    reposDetailed: detailed.length,
  };
}

/**
 * Skills the code shows: the repositories' languages and topics that the skills taxonomy knows,
 * in its canonical spelling (so "typescript" and "TypeScript" are one skill), languages first.
 */
export function verifiedSkills(
  skills: SkillExtractor,
  languages: readonly string[],
  topics: readonly string[],
): string[] {
  const out = new Map<string, string>();
  for (const raw of [...languages, ...topics.map((t) => t.replace(/-/g, ' '))]) {
    const skill = skills.normalise(raw);
    if (skill && !out.has(skill.id)) out.set(skill.id, skill.name);
  }
  return [...out.values()];
}
