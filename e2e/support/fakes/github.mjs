// Fake GitHub REST API (GET /users/{username}, /users/{username}/repos, /repos/{owner}/{repo}/languages
// and /commits) answering GitHub's documented response shapes for the user "octocat".
import { sendJson, startRecordingServer } from './recording-server.mjs';

export const portOffset = 12;

const LOGIN = 'octocat';
const owner = { login: LOGIN, id: 1, node_id: 'MDQ6VXNlcjE=', type: 'User', site_admin: false };
const repo = (name, language, stars, topics, pushedAt) => ({
  id: name.length * 1000,
  node_id: 'MDEwOlJlcG9zaXRvcnkxMjk2MjY5',
  name,
  full_name: `${LOGIN}/${name}`,
  owner,
  private: false,
  html_url: `https://github.com/${LOGIN}/${name}`,
  description: null,
  fork: false,
  url: `https://api.github.com/repos/${LOGIN}/${name}`,
  created_at: '2024-01-26T19:01:12Z',
  updated_at: pushedAt,
  pushed_at: pushedAt,
  size: 108,
  stargazers_count: stars,
  watchers_count: stars,
  language,
  forks_count: 0,
  topics,
  visibility: 'public',
  default_branch: 'main',
});
const now = Date.now();
const daysAgo = (d) => new Date(now - d * 86_400_000).toISOString().replace(/\.\d+Z$/, 'Z');
const REPOS = [
  repo('Hello-World', 'TypeScript', 42, ['react', 'docker'], daysAgo(2)),
  repo('data-tools', 'Python', 7, ['pandas'], daysAgo(10)),
  repo('Spoon-Knife', 'HTML', 3, [], daysAgo(40)),
];
const LANGUAGES = {
  'Hello-World': { TypeScript: 120_000, CSS: 8_000 },
  'data-tools': { Python: 54_000 },
  'Spoon-Knife': { HTML: 2_000 },
};
const COMMITS = { 'Hello-World': 12, 'data-tools': 5, 'Spoon-Knife': 0 };
const commit = (sha) => ({
  sha,
  node_id: 'MDY6Q29tbWl0',
  commit: {
    author: { name: 'Monalisa Octocat', email: 'octocat@github.com', date: daysAgo(3) },
    committer: { name: 'Monalisa Octocat', email: 'octocat@github.com', date: daysAgo(3) },
    message: 'Fix all the bugs',
    comment_count: 0,
  },
  author: owner,
  committer: owner,
  parents: [],
});

export async function start(port) {
  const server = await startRecordingServer(port, (_req, res, url) => {
    const path = url.pathname;
    if (path.toLowerCase() === `/users/${LOGIN}`)
      return sendJson(res, 200, {
        ...owner,
        name: 'Monalisa Octocat',
        company: 'GitHub',
        public_repos: REPOS.length,
        followers: 20,
        following: 0,
        created_at: '2008-01-14T04:33:35Z',
      });
    if (path === `/users/${LOGIN}/repos`) return sendJson(res, 200, url.searchParams.get('page') === '1' ? REPOS : []);
    const m = new RegExp(`^/repos/${LOGIN}/([^/]+)/(languages|commits)$`).exec(path);
    if (m?.[2] === 'languages') return sendJson(res, 200, LANGUAGES[m[1]] ?? {});
    if (m?.[2] === 'commits')
      return sendJson(
        res,
        200,
        Array.from({ length: COMMITS[m[1]] ?? 0 }, (_, i) => commit(`${m[1]}-${i}`)),
      );
    sendJson(res, 404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest', status: '404' });
  });
  return { env: { GITHUB_API_BASE: server.base }, close: server.close };
}
