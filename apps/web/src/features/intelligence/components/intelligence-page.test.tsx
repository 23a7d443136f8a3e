import { INTELLIGENCE_TOASTS, type IntelligenceComprehensive, type OAuthProvidersResponse } from '@careerloom/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast-store';
import { renderWithProviders } from '../../../testing/render-with-providers';
import IntelligencePage from './intelligence-page';

vi.mock('../../../lib/toast-store', async (original) => ({
  ...(await original<typeof import('../../../lib/toast-store')>()),
  toast: vi.fn(),
}));

afterEach(() => {
  oauthProviders = { sources: [] };
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast).mockClear();
});

const sources = (github: 'not_connected' | 'connected' = 'not_connected') =>
  (['gmail', 'calendar', 'github', 'linkedin', 'resume'] as const).map((source) => ({
    source,
    status: source === 'github' ? github : ('not_connected' as const),
    account: source === 'github' && github === 'connected' ? 'octocat' : null,
    fetchedAt: null,
    message: null,
  }));

const EMPTY: IntelligenceComprehensive = {
  intelligenceScore: 0,
  scoreBreakdown: [{ part: 'GitHub', points: 0, max: 20 }],
  email: null,
  calendar: null,
  github: null,
  linkedin: null,
  resume: null,
  jobMarket: null,
  sources: sources(),
};
const WITH_GITHUB: IntelligenceComprehensive = {
  ...EMPTY,
  intelligenceScore: 14,
  github: {
    username: 'octocat',
    repositories: 4,
    commits: 10,
    stars: 9,
    languages: ['TypeScript', 'Python'],
    verifiedSkills: ['TypeScript'],
    followers: 20,
    reposDetailed: 2,
  },
  sources: sources('connected'),
};

type Reply = () => Response;
/** What the server says of provider sign-ins; none configured unless a test says otherwise. */
let oauthProviders: OAuthProvidersResponse = { sources: [] };
/** Answers fetch like the server: GET comprehensive from a list (one per call), POSTs from a map. */
function stubApi(comprehensive: IntelligenceComprehensive[], posts: Record<string, Reply> = {}) {
  const mock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url === '/api/intelligence/comprehensive')
      return Response.json(comprehensive.length > 1 ? comprehensive.shift() : comprehensive[0]);
    if (method === 'GET' && url === '/api/oauth/providers') return Response.json(oauthProviders);
    const reply = method === 'POST' ? posts[url] : undefined;
    return reply ? reply() : new Response('unexpected call', { status: 599 });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

function renderPage() {
  return renderWithProviders(<IntelligencePage />);
}

const posted = (mock: ReturnType<typeof stubApi>) => mock.mock.calls.filter(([, init]) => init?.method === 'POST');
const destructive = (t: { title: string; description: string }) => ({ ...t, variant: 'destructive' });

describe('IntelligencePage', () => {
  it('shows the score card, both tabs and the five source cards with setup instructions', async () => {
    stubApi([EMPTY]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Intelligence Dashboard' })).toBeTruthy();
    expect(screen.getByLabelText('Intelligence Score 0 of 100')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Connect Sources' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'View Insights' })).toBeTruthy();
    for (const name of ['Gmail', 'Calendar', 'GitHub', 'LinkedIn', 'Resume Analysis'])
      expect(screen.getByRole('region', { name })).toBeTruthy();
    expect(screen.getAllByText('Setup instructions')).toHaveLength(5);
  });

  it('shows every validation toast of section 5 and calls nothing', async () => {
    const api = stubApi([EMPTY]);
    renderPage();
    await screen.findByRole('button', { name: 'Connect Gmail' });
    fireEvent.click(screen.getByRole('button', { name: 'Connect Gmail' }));
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith(destructive(INTELLIGENCE_TOASTS.gmailTokenRequired)));
    fireEvent.click(screen.getByRole('button', { name: 'Connect Calendar' }));
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith(destructive(INTELLIGENCE_TOASTS.calendarTokenRequired)));
    fireEvent.click(screen.getByRole('button', { name: 'Connect GitHub' }));
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith(destructive(INTELLIGENCE_TOASTS.githubUsernameRequired)),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Connect LinkedIn' }));
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith(destructive(INTELLIGENCE_TOASTS.linkedinTokenRequired)));
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Resume' }));
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith(destructive(INTELLIGENCE_TOASTS.resumeContentRequired)));
    expect(toast).toHaveBeenCalledTimes(5);
    expect(posted(api)).toEqual([]);
  });

  it('shows the empty state when nothing is connected', async () => {
    stubApi([EMPTY]);
    renderPage();
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'View Insights' }));
    expect(await screen.findByRole('heading', { name: 'No Intelligence Data' })).toBeTruthy();
  });

  it('connects GitHub, toasts, refreshes the figures and shows the checkmark and Code Activity', async () => {
    const api = stubApi([EMPTY, WITH_GITHUB], {
      '/api/intelligence/connect/github': () =>
        Response.json({ source: WITH_GITHUB.sources[2], insights: WITH_GITHUB.github }),
    });
    renderPage();
    fireEvent.change(await screen.findByLabelText('GitHub Username'), { target: { value: 'octocat' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect GitHub' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(INTELLIGENCE_TOASTS.githubConnected));
    expect(JSON.parse(String(posted(api)[0]?.[1]?.body))).toEqual({ githubUsername: 'octocat' });
    expect(await screen.findByRole('img', { name: 'GitHub connected' })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'View Insights' }));
    const card = await screen.findByRole('region', { name: 'Code Activity' });
    expect(card.textContent).toContain('Total Commits');
    expect(card.textContent).toContain('10');
    expect(screen.getByRole('region', { name: 'Professional Network' }).textContent).toContain('Connect LinkedIn');
  });

  // Issue 35: only a pasted "Access Token", with no word that "Connect with Google" exists.
  it('tells how an administrator turns on "Connect with Google" where the server has no client', async () => {
    const redirect = (source: string) => `https://careers.example.org/api/oauth/${source}/callback`;
    oauthProviders = {
      sources: [],
      notConfigured: (['gmail', 'calendar'] as const).map((source) => ({
        source,
        providerName: 'Google',
        settings: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
        redirectUri: redirect(source),
      })),
    };
    stubApi([EMPTY]);
    renderPage();
    const gmail = await screen.findByRole('region', { name: 'Gmail' });
    await waitFor(() => expect(gmail.textContent).toContain('GOOGLE_CLIENT_ID'));
    expect(gmail.textContent).toContain(
      `"Connect with Google" is not turned on for this server, so Gmail takes a pasted access token. An administrator can turn it on by setting GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET from an OAuth client registered with Google, with ${redirect('gmail')} as its redirect URI, and restarting the server.`,
    );
    expect(screen.getByRole('region', { name: 'Calendar' }).textContent).toContain(redirect('calendar'));
    expect(screen.getByRole('region', { name: 'LinkedIn' }).textContent).toContain(
      'There is no "Connect with LinkedIn" to turn on',
    );
    expect(screen.queryByRole('link', { name: 'Connect with Google' })).toBeNull();
  });

  it('offers "Connect with Google" beside the token field where the server has a client', async () => {
    oauthProviders = {
      sources: [{ source: 'gmail', provider: 'google', providerName: 'Google', startPath: '/api/oauth/gmail/start' }],
      notConfigured: [],
    };
    stubApi([EMPTY]);
    renderPage();
    const gmail = await screen.findByRole('region', { name: 'Gmail' });
    const link = await within(gmail).findByRole('link', { name: 'Connect with Google' });
    expect(link.getAttribute('href')).toBe('/api/oauth/gmail/start');
    expect(gmail.textContent).not.toContain('GOOGLE_CLIENT_ID');
    expect(within(gmail).getByLabelText('Gmail Access Token')).toBeTruthy();
  });

  // Issue 35: the card asked for a resume the user had stored on the Resume tab.
  it('says the resume card reads the stored resume, named by file and version', async () => {
    stubApi([
      {
        ...EMPTY,
        sources: EMPTY.sources.map((s) =>
          s.source === 'resume'
            ? { ...s, status: 'connected' as const, account: 'jane.pdf, version 2', fetchedAt: '2025-11-01T00:00:00Z' }
            : s,
        ),
      },
    ]);
    renderPage();
    const card = await screen.findByRole('region', { name: 'Resume Analysis' });
    expect(card.textContent).toContain(
      'Analyzing your stored resume (jane.pdf, version 2). Paste another below to analyze that one instead.',
    );
    expect(screen.getByRole('img', { name: 'Resume Analysis connected' })).toBeTruthy();
  });

  it('a failed connect shows the source failure toast with the server message', async () => {
    stubApi([EMPTY], {
      '/api/intelligence/connect/gmail': () =>
        Response.json(
          { message: 'Gmail refused the access token (revoked or expired); reconnect Gmail', code: 'UPSTREAM_FAILED' },
          { status: 502 },
        ),
      '/api/intelligence/analyze/resume': () =>
        Response.json({ message: 'Resume analysis is disabled', code: 'FORBIDDEN' }, { status: 403 }),
    });
    renderPage();
    fireEvent.change(await screen.findByLabelText('Gmail Access Token'), { target: { value: 'ya29.bad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect Gmail' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Gmail Connection Failed',
        description: 'Gmail refused the access token (revoked or expired); reconnect Gmail',
        variant: 'destructive',
      }),
    );
    fireEvent.change(screen.getByLabelText('Resume Content'), { target: { value: 'Jane Doe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Resume' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Resume Analysis Failed',
        description: 'Resume analysis is disabled',
        variant: 'destructive',
      }),
    );
  });
});
