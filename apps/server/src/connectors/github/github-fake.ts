import type { Handler } from '../testing/fake-source';

/** GitHub REST API answers for `startFakeSource`. */
export const GITHUB_TOKEN = 'ghp_testcanary0000000000000000000000000';
const owner = (login: string) => ({ login, id: 1, node_id: 'MDQ6VXNlcjE=', type: 'User', site_admin: false });

/** A repository as `GET /users/{username}/repos` answers it (the fields we read and a few more). */
export function githubRepo(login: string, name: string, extra: Record<string, unknown> = {}) {
  return {
    id: name.length * 1000,
    node_id: 'MDEwOlJlcG9zaXRvcnkxMjk2MjY5',
    name,
    full_name: `${login}/${name}`,
    owner: owner(login),
    private: false,
    html_url: `https://github.com/${login}/${name}`,
    description: null,
    fork: false,
    url: `https://api.github.com/repos/${login}/${name}`,
    created_at: '2024-01-26T19:01:12Z',
    updated_at: '2025-10-26T19:14:43Z',
    pushed_at: '2025-10-26T19:06:43Z',
    size: 108,
    stargazers_count: 0,
    watchers_count: 0,
    language: null,
    forks_count: 0,
    open_issues_count: 0,
    topics: [],
    visibility: 'public',
    default_branch: 'main',
    ...extra,
  };
}

export function githubCommit(login: string, sha: string, date: string) {
  return {
    url: `https://api.github.com/repos/${login}/x/commits/${sha}`,
    sha,
    node_id: 'MDY6Q29tbWl0',
    html_url: `https://github.com/${login}/x/commit/${sha}`,
    commit: {
      author: { name: login, email: `${login}@example.com`, date },
      committer: { name: login, email: `${login}@example.com`, date },
      message: 'Fix all the bugs',
      comment_count: 0,
    },
    author: owner(login),
    committer: owner(login),
    parents: [],
  };
}

export type GithubAccount = {
  login: string;
  repos: ReturnType<typeof githubRepo>[];
  languages: Record<string, Record<string, number>>;
  commits: Record<string, number>;
};

export function githubHandler(account: GithubAccount): Handler {
  return (url) => {
    const { login } = account;
    if (url.pathname.toLowerCase() === `/users/${login.toLowerCase()}`)
      return {
        body: {
          ...owner(login),
          html_url: `https://github.com/${login}`,
          name: 'Monalisa Octocat',
          company: 'GitHub',
          public_repos: account.repos.length,
          public_gists: 1,
          followers: 20,
          following: 0,
          created_at: '2008-01-14T04:33:35Z',
          updated_at: '2008-01-14T04:33:35Z',
        },
      };
    if (url.pathname === `/users/${login}/repos`)
      return { body: url.searchParams.get('page') === '1' ? account.repos : [] };
    const repo = new RegExp(`^/repos/${login}/([^/]+)/(languages|commits)$`).exec(url.pathname);
    if (repo?.[2] === 'languages') return { body: account.languages[repo[1] as string] ?? {} };
    if (repo?.[2] === 'commits')
      return {
        body: Array.from({ length: account.commits[repo[1] as string] ?? 0 }, (_, i) =>
          githubCommit(login, `${repo[1]}${i}`, '2025-10-20T10:00:00Z'),
        ),
      };
    return null;
  };
}
