import { errorBodySchema } from '@careerloom/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from './billing/testing/fake-stripe';
import { sourcePermissions } from './db/schema';
import { createTestApp, type Registered, type TestApp, uniqueName } from './test/test-app';

/**
 * V1: whatever JSON a caller sends, the answer is never a 5xx, and every error has the
 * contract's `{ message, code, issues? }` shape. fast-check shrinks any failure to a minimal body.
 */
const RUNS = 200;

let t: TestApp;
let owner: Registered;
let deviceUser: Registered;
let stripe: FakeStripe;
beforeAll(async () => {
  // Billing on, against the fake Stripe, so checkout bodies reach the service rather than a 503.
  stripe = await startFakeStripe();
  t = await createTestApp(stripe.env);
  owner = await t.register({ password: 'the owner passphrase' });
  // Every API-reading source is disabled for this user: a valid token body stops at the privacy
  // gate (403), offline.
  deviceUser = await t.register();
  for (const source of ['slack', 'notion', 'gmail', 'calendar', 'github', 'linkedin'])
    await t.db.insert(sourcePermissions).values({ userId: deviceUser.user.id, source, isEnabled: false });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

/** Values that have broken JSON APIs before: NUL and lone surrogates, huge or odd numbers, markup, SQL. */
const nasty: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ stringUnit: 'binary', maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constantFrom<unknown>(
    '',
    '   ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '\u202e\u200b',
    '💥'.repeat(100),
    'x'.repeat(10_000),
    '<script>alert(1)</script>',
    "'; drop table users; --",
    'admin@example.com',
    -1,
    0,
    1.5,
    2 ** 31,
    2 ** 53,
    1e308,
    true,
    null,
    [],
    {},
  ),
);

/** Keys a caller might try to smuggle in next to legitimate ones. */
const SMUGGLED_KEYS = [
  'email',
  'newPassword',
  'currentPassword',
  'isAdmin',
  'tier',
  'subscriptionTier',
  'id',
  'userId',
  'role',
  'kind',
  'ip',
  'toString',
  'hasOwnProperty',
];

/** A valid body with each key kept, dropped or replaced, and maybe one extra key. */
function nearMiss(valid: () => Record<string, unknown>): fc.Arbitrary<unknown> {
  return fc
    .record({
      seed: fc.constant(null),
      actions: fc.array(fc.constantFrom('keep', 'keep', 'drop', 'replace'), { minLength: 12, maxLength: 12 }),
      values: fc.array(nasty, { minLength: 12, maxLength: 12 }),
      extra: fc.option(fc.tuple(fc.constantFrom(...SMUGGLED_KEYS), nasty)),
    })
    .map(({ actions, values, extra }) => {
      const body: Record<string, unknown> = {};
      Object.entries(valid()).forEach(([k, v], i) => {
        const action = actions[i] ?? 'keep';
        if (action === 'keep') body[k] = v;
        else if (action === 'replace') body[k] = values[i];
      });
      if (extra) body[extra[0]] = extra[1];
      return body;
    });
}

/** Strings that are valid JSON but that a database or a validator may choke on. */
const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\u202e\u200b', '  padded  ', '<b>x</b>', "o'brien"),
);

/** A valid body with exactly one string field replaced: the input most likely to reach the database. */
function oneFieldOff(valid: () => Record<string, unknown>): fc.Arbitrary<unknown> {
  return fc.record({ index: fc.nat(), value: nastyString }).map(({ index, value }) => {
    const body = valid();
    const keys = Object.keys(body).filter((k) => typeof body[k] === 'string');
    const key = keys[index % Math.max(keys.length, 1)];
    if (key) body[key] = value;
    return body;
  });
}

/** Any JSON document, a near-miss of a valid body, or a near-miss wrapped in something else. */
const bodies = (valid: () => Record<string, unknown>) =>
  fc.oneof(
    { weight: 1, arbitrary: nasty },
    { weight: 3, arbitrary: nearMiss(valid) },
    { weight: 3, arbitrary: oneFieldOff(valid) },
    { weight: 1, arbitrary: nearMiss(valid).map((b) => [b]) },
  );

type FuzzTarget = {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: () => string;
  valid: () => Record<string, unknown>;
  cookie?: () => string;
};

const TARGETS: Record<string, FuzzTarget> = {
  // Application assistant: a loopback jobUrl is refused by the guarded fetcher, so fuzzing never goes online.
  'POST /api/ai/auto-fill-application': {
    method: 'POST',
    url: () => '/api/ai/auto-fill-application',
    cookie: () => owner.cookie,
    valid: () => ({ jobUrl: 'http://127.0.0.1:9/' }),
  },
  // A loopback jobUrl here too: a fuzzed body that loses `pageHtml` makes the server fetch the page,
  // and a real host would mean a DNS query (a 502 offline, the network online) in some runs only.
  'POST /api/ai/auto-fill-application (page markup)': {
    method: 'POST',
    url: () => '/api/ai/auto-fill-application',
    cookie: () => owner.cookie,
    valid: () => ({
      jobUrl: 'http://127.0.0.1:9/acme/1/apply',
      pageHtml: '<title>Engineer at Acme</title><form><label>Email <input name="email" required></label></form>',
    }),
  },
  // The extension's page markup is read in process: nothing is fetched.
  'POST /api/ai/applications/:id/submitted': {
    method: 'POST',
    url: () => '/api/ai/applications/999999/submitted',
    cookie: () => owner.cookie,
    valid: () => ({ by: 'user', pageUrl: 'https://jobs.lever.co/acme/1/apply' }),
  },
  'POST /api/ai/applications/:id/status': {
    method: 'POST',
    url: () => '/api/ai/applications/999999/status',
    cookie: () => owner.cookie,
    valid: () => ({ status: 'interviewing', note: 'Phone screen' }),
  },
  'POST /api/ai/applications/check-mail': {
    method: 'POST',
    url: () => '/api/ai/applications/check-mail',
    cookie: () => owner.cookie,
    valid: () => ({}),
  },
  'POST /api/ai/application-mail-suggestions/:id/accept': {
    method: 'POST',
    url: () => '/api/ai/application-mail-suggestions/999999/accept',
    cookie: () => owner.cookie,
    valid: () => ({}),
  },
  'POST /api/ai/application-mail-suggestions/:id/dismiss': {
    method: 'POST',
    url: () => '/api/ai/application-mail-suggestions/999999/dismiss',
    cookie: () => owner.cookie,
    valid: () => ({}),
  },
  'POST /api/extension/tokens': {
    method: 'POST',
    url: () => '/api/extension/tokens',
    cookie: () => owner.cookie,
    valid: () => ({ name: 'Fuzz browser' }),
  },
  'DELETE /api/extension/tokens/:id': {
    method: 'DELETE',
    url: () => '/api/extension/tokens/999999',
    cookie: () => owner.cookie,
    valid: () => ({}),
  },
  'POST /api/extension/browsing': {
    method: 'POST',
    url: () => '/api/extension/browsing',
    cookie: () => owner.cookie,
    valid: () => ({
      date: '2026-11-24',
      minutes: { jobSites: 30, productive: 120, social: 15, other: 40 },
      productiveSites: 6,
    }),
  },
  'PUT /api/ai/application-settings': {
    method: 'PUT',
    url: () => '/api/ai/application-settings',
    cookie: () => owner.cookie,
    valid: () => ({ threshold: 90, autoSubmit: false }),
  },
  'POST /api/ai/generate-cover-letter': {
    method: 'POST',
    url: () => '/api/ai/generate-cover-letter',
    cookie: () => owner.cookie,
    valid: () => ({ jobTitle: 'Engineer', companyName: 'Globex', jobDescription: 'React' }),
  },
  'POST /api/ai/suggest-personalized-answers': {
    method: 'POST',
    url: () => '/api/ai/suggest-personalized-answers',
    cookie: () => owner.cookie,
    valid: () => ({ questions: ['Why us?'], jobContext: { company: 'Globex', position: 'Engineer', description: '' } }),
  },
  'POST /api/register': {
    method: 'POST',
    url: () => '/api/register',
    valid: () => {
      const username = uniqueName('fz');
      return {
        username,
        password: 'fuzzing passphrase',
        email: `${username}@example.com`,
        fullName: 'Fuzz',
        plan: 'jobseeker',
      };
    },
  },
  'POST /api/login': {
    method: 'POST',
    url: () => '/api/login',
    valid: () => ({ username: owner.username, password: 'not the password' }),
  },
  'POST /api/logout': {
    method: 'POST',
    url: () => '/api/logout',
    valid: () => ({}),
  },
  'PATCH /api/users/:id': {
    method: 'PATCH',
    url: () => `/api/users/${owner.user.id}`,
    cookie: () => owner.cookie,
    // Profile fields only, so that most bodies reach the database; email and password changes
    // are fuzzed by the smuggled and replaced keys.
    valid: () => ({
      fullName: 'Owner',
      bio: 'bio',
      skills: ['a', 'b'],
      location: 'here',
      companyName: 'co',
      role: 'analyst',
    }),
  },
  'POST /api/leads/inquiry': {
    method: 'POST',
    url: () => '/api/leads/inquiry',
    valid: () => ({
      company: 'Acme',
      industry: 'technology',
      employees: '10-50',
      revenue: '1-10M',
      name: 'N',
      email: 'n@example.com',
      phone: '1',
      requirements: 'r',
    }),
  },
  'POST /api/leads/demo': {
    method: 'POST',
    url: () => '/api/leads/demo',
    valid: () => ({
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.com',
      company: 'C',
      jobTitle: 'D',
      companySize: '50-100',
      industry: 'retail',
      phone: '',
      currentChallenges: 'long enough challenge text',
      timeline: 'immediate',
    }),
  },
  'POST /api/contact': {
    method: 'POST',
    url: () => '/api/contact',
    valid: () => ({ name: 'N', email: 'n@example.com', message: 'hello' }),
  },
  'DELETE /api/chat/messages': {
    method: 'DELETE',
    url: () => '/api/chat/messages',
    cookie: () => owner.cookie,
    valid: () => ({}),
  },
  // Most bodies are refused by validation; valid ones synthesise, within the per-minute limit.
  'POST /api/tts': {
    method: 'POST',
    url: () => '/api/tts',
    valid: () => ({ text: 'Hello there', voice: 'Friendly', speed: 1.25 }),
  },
  'POST /api/resumes': {
    method: 'POST',
    url: () => '/api/resumes',
    cookie: () => owner.cookie,
    valid: () => ({
      text: 'Jane Doe\njane@example.com\n\nExperience\nEngineer, Acme\n2020 - Present\n- Built things',
      filename: 'cv.txt',
    }),
  },
  // The fuzzing owner is on the free tier: valid bodies get 403, invalid ones 400, never a 5xx.
  'POST /api/jobseeker/interview-prep': {
    method: 'POST',
    url: () => '/api/jobseeker/interview-prep',
    cookie: () => owner.cookie,
    valid: () => ({ jobRole: 'Data Scientist', companyInfo: { name: 'Acme' }, jobDescription: 'SQL and Python' }),
  },
  'POST /api/jobseeker/cover-letter': {
    method: 'POST',
    url: () => '/api/jobseeker/cover-letter',
    cookie: () => owner.cookie,
    valid: () => ({ jobDescription: 'Data Scientist\nSQL and Python', companyInfo: { name: 'Acme' } }),
  },
  'POST /api/jobseeker/resume/optimize': {
    method: 'POST',
    url: () => '/api/jobseeker/resume/optimize',
    cookie: () => owner.cookie,
    valid: () => ({ resumeText: 'Jane Doe\nExperience\nEngineer, Acme\n2020 - Present', targetJob: 'Engineer\nReact' }),
  },
  'POST /api/jobseeker/chat': {
    method: 'POST',
    url: () => '/api/jobseeker/chat',
    cookie: () => owner.cookie,
    valid: () => ({ message: 'How do I prepare for an interview?' }),
  },
  'POST /api/jobseeker/find-opportunities': {
    method: 'POST',
    url: () => '/api/jobseeker/find-opportunities',
    cookie: () => owner.cookie,
    valid: () => ({ keywords: 'data analyst', location: 'remote', experience: 'entry to mid-level' }),
  },
  // Free tier: valid bodies spend the owner's quota, then get 429; never a 5xx either way.
  'POST /api/free/chat': {
    method: 'POST',
    url: () => '/api/free/chat',
    cookie: () => owner.cookie,
    valid: () => ({ message: 'How long should a resume be?', context: [] }),
  },
  'POST /api/free/data-integration': {
    method: 'POST',
    url: () => '/api/free/data-integration',
    cookie: () => owner.cookie,
    valid: () => ({ dataSource: 'export', dataType: 'sales', data: 'month,revenue\n2026-01,10\n2026-02,12\n' }),
  },
  'POST /api/free/automation': {
    method: 'POST',
    url: () => '/api/free/automation',
    cookie: () => owner.cookie,
    valid: () => ({ taskDescription: 'Remind me every Monday at 9 to update my tracker', taskType: 'scheduling' }),
  },
  'DELETE /api/automations/:id': {
    method: 'DELETE',
    url: () => '/api/automations/999999',
    cookie: () => owner.cookie,
    valid: () => ({}),
  },
  'POST /api/automations/:id/pause': {
    method: 'POST',
    url: () => '/api/automations/999999/pause',
    cookie: () => owner.cookie,
    valid: () => ({}),
  },
  'POST /api/automations/:id/resume': {
    method: 'POST',
    url: () => '/api/automations/999999/resume',
    cookie: () => owner.cookie,
    valid: () => ({}),
  },
  'POST /api/automations/:id/run': {
    method: 'POST',
    url: () => '/api/automations/999999/run',
    cookie: () => owner.cookie,
    valid: () => ({}),
  },
  'POST /api/notifications/read': {
    method: 'POST',
    url: () => '/api/notifications/read',
    cookie: () => owner.cookie,
    valid: () => ({}),
  },
  'PUT /api/work-ai/settings': {
    method: 'PUT',
    url: () => '/api/work-ai/settings',
    cookie: () => owner.cookie,
    valid: () => ({ automationLevel: 'Medium', dataPrivacy: 'Standard', notificationFrequency: 'Hourly' }),
  },
  'POST /api/work-ai/primary-action': {
    method: 'POST',
    url: () => '/api/work-ai/primary-action',
    cookie: () => owner.cookie,
    valid: () => ({}),
  },
  'POST /api/ai/job-searches': {
    method: 'POST',
    url: () => '/api/ai/job-searches',
    cookie: () => owner.cookie,
    valid: () => ({ jobTitle: 'Software Engineer', location: 'Berlin', skills: ['TypeScript'], salaryMin: 60000 }),
  },
  'DELETE /api/ai/job-searches/:id': {
    method: 'DELETE',
    url: () => '/api/ai/job-searches/999999',
    cookie: () => owner.cookie,
    valid: () => ({}),
  },
  'POST /api/ai/job-monitoring/mark-checked': {
    method: 'POST',
    url: () => '/api/ai/job-monitoring/mark-checked',
    cookie: () => owner.cookie,
    valid: () => ({}),
  },
  'POST /api/ai/company-watchlist': {
    method: 'POST',
    url: () => '/api/ai/company-watchlist',
    cookie: () => owner.cookie,
    valid: () => ({ source: 'greenhouse', board: 'acme' }),
  },
  'DELETE /api/ai/company-watchlist/:id': {
    method: 'DELETE',
    url: () => '/api/ai/company-watchlist/999999',
    cookie: () => owner.cookie,
    valid: () => ({}),
  },
  'POST /api/company/toggle-badge-display/:id': {
    method: 'POST',
    url: () => '/api/company/toggle-badge-display/hiring-launch',
    cookie: () => owner.cookie,
    valid: () => ({ display: false }),
  },
  // Signed out: the key is validated, and a valid one stops at 401, so fuzzing never calls Greenhouse.
  'POST /api/company/ats/greenhouse-harvest': {
    method: 'POST',
    url: () => '/api/company/ats/greenhouse-harvest',
    valid: () => ({ apiKey: 'a7183e1b7e9ab09b8a5cfa87d1934c3c' }),
  },
  'POST /api/company/ats/greenhouse-harvest/sync': {
    method: 'POST',
    url: () => '/api/company/ats/greenhouse-harvest/sync',
    cookie: () => owner.cookie,
    valid: () => ({}),
  },
  'DELETE /api/company/ats/greenhouse-harvest': {
    method: 'DELETE',
    url: () => '/api/company/ats/greenhouse-harvest',
    cookie: () => owner.cookie,
    valid: () => ({}),
  },
  // Device sources (issue 6): Slack and Notion are disabled for deviceUser, so nothing reaches them.
  'POST /api/device/connect/slack': {
    method: 'POST',
    url: () => '/api/device/connect/slack',
    cookie: () => deviceUser.cookie,
    valid: () => ({ accessToken: 'xoxp-fuzz' }),
  },
  'POST /api/device/connect/notion': {
    method: 'POST',
    url: () => '/api/device/connect/notion',
    cookie: () => deviceUser.cookie,
    valid: () => ({ accessToken: 'ntn_fuzz' }),
  },
  'POST /api/device/connect/browser': {
    method: 'POST',
    url: () => '/api/device/connect/browser',
    cookie: () => owner.cookie,
    valid: () => ({
      browserData: {
        totalTime: 300,
        productiveSites: 10,
        socialTime: 30,
        researchSessions: 2,
        bookmarkCount: 5,
        tabScore: 60,
      },
    }),
  },
  'POST /api/device/connect/mobile': {
    method: 'POST',
    url: () => '/api/device/connect/mobile',
    cookie: () => owner.cookie,
    valid: () => ({
      mobileData: {
        screenTime: 200,
        appUsage: [{ app: 'Notes', minutes: 20, category: 'productivity' }],
        notifications: 40,
        focusTime: 60,
        wellbeingScore: 70,
        productivityApps: ['Notes'],
      },
    }),
  },
  // Nothing is connected for the owner: 404 before any token is read or any source called.
  'POST /api/device/refresh/:source': {
    method: 'POST',
    url: () => '/api/device/refresh/slack',
    cookie: () => owner.cookie,
    valid: () => ({}),
  },
  // Privacy centre (issue 6). The account deletion is fuzzed with a wrong password: never the owner's.
  'PUT /api/privacy/settings': {
    method: 'PUT',
    url: () => '/api/privacy/settings',
    cookie: () => owner.cookie,
    valid: () => ({ dataRetentionDays: 90, anonymousAnalytics: false }),
  },
  'PUT /api/privacy/source/:sourceId': {
    method: 'PUT',
    url: () => '/api/privacy/source/github',
    cookie: () => owner.cookie,
    valid: () => ({ permissionLevel: 'limited', dataTypes: [{ type: 'code', enabled: false }], retentionDays: 30 }),
  },
  'DELETE /api/privacy/data/:sourceId': {
    method: 'DELETE',
    url: () => '/api/privacy/data/github',
    cookie: () => owner.cookie,
    valid: () => ({}),
  },
  'DELETE /api/account': {
    method: 'DELETE',
    url: () => '/api/account',
    cookie: () => owner.cookie,
    valid: () => ({ password: 'not the owner passphrase' }),
  },
  // Intelligence connects read the real APIs when valid: fuzzed as the user whose sources are all
  // disabled (403 at the privacy gate, never a call out); the routes that read no API as the owner.
  'POST /api/intelligence/connect/gmail': {
    method: 'POST',
    url: () => '/api/intelligence/connect/gmail',
    cookie: () => deviceUser.cookie,
    valid: () => ({ accessToken: 'ya29.token' }),
  },
  'POST /api/intelligence/connect/calendar': {
    method: 'POST',
    url: () => '/api/intelligence/connect/calendar',
    cookie: () => deviceUser.cookie,
    valid: () => ({ accessToken: 'ya29.token' }),
  },
  'POST /api/intelligence/connect/github': {
    method: 'POST',
    url: () => '/api/intelligence/connect/github',
    cookie: () => deviceUser.cookie,
    valid: () => ({ githubUsername: 'octocat', accessToken: 'ghp_token' }),
  },
  'POST /api/intelligence/connect/linkedin': {
    method: 'POST',
    url: () => '/api/intelligence/connect/linkedin',
    cookie: () => deviceUser.cookie,
    valid: () => ({ accessToken: 'AQV-token' }),
  },
  'POST /api/intelligence/linkedin/connections': {
    method: 'POST',
    url: () => '/api/intelligence/linkedin/connections',
    cookie: () => owner.cookie,
    valid: () => ({
      connectionsCsv: 'First Name,Last Name,URL,Email Address,Company,Position,Connected On\nA,B,,,C,D,01 Jan 2025\n',
    }),
  },
  'POST /api/intelligence/analyze/resume': {
    method: 'POST',
    url: () => '/api/intelligence/analyze/resume',
    cookie: () => owner.cookie,
    valid: () => ({ resumeContent: 'Jane Doe\nSoftware Engineer\nSkills: TypeScript, SQL' }),
  },
  // Not connected: 404 without calling a source.
  'POST /api/intelligence/refresh/:source': {
    method: 'POST',
    url: () => '/api/intelligence/refresh/gmail',
    cookie: () => owner.cookie,
    valid: () => ({}),
  },
  'POST /api/billing/trial': {
    method: 'POST',
    url: () => '/api/billing/trial',
    cookie: () => owner.cookie,
    valid: () => ({ plan: 'jobseeker' }),
  },
  'POST /api/billing/checkout': {
    method: 'POST',
    url: () => '/api/billing/checkout',
    cookie: () => owner.cookie,
    valid: () => ({ plan: 'professional' }),
  },
  'POST /api/billing/portal': {
    method: 'POST',
    url: () => '/api/billing/portal',
    cookie: () => owner.cookie,
    valid: () => ({}),
  },
  'POST /api/billing/notice/seen': {
    method: 'POST',
    url: () => '/api/billing/notice/seen',
    cookie: () => owner.cookie,
    valid: () => ({}),
  },
  // Unsigned: every body is a 400 before it is read.
  'POST /api/billing/webhook': {
    method: 'POST',
    url: () => '/api/billing/webhook',
    valid: () => ({ id: 'evt_fuzz', object: 'event', type: 'customer.subscription.updated', data: { object: {} } }),
  },
  // Multipart only: every JSON body is a 415.
  'POST /api/stt': {
    method: 'POST',
    url: () => '/api/stt',
    valid: () => ({}),
  },
};

describe('V1: fuzzing every JSON body route', () => {
  it('V1: the fuzz targets cover every route that takes a JSON body', async () => {
    await t.app.ready();
    const bodyRoutes = t.routes
      .filter((r) => r.url.startsWith('/api/'))
      .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((m) => ({ key: `${m} ${r.url}`, r })))
      .filter(({ key }) => /^(POST|PUT|PATCH|DELETE) /.test(key))
      .map(({ key }) => key);
    // A route may have several targets (`KEY (variant)`).
    expect([...new Set(Object.keys(TARGETS).map((k) => k.replace(/ \(.*\)$/, '')))].sort()).toEqual(bodyRoutes.sort());
  });

  for (const [name, target] of Object.entries(TARGETS)) {
    it(`V1: ${name} never answers 5xx and every error matches errorBodySchema (${RUNS} runs)`, async () => {
      await fc.assert(
        fc.asyncProperty(bodies(target.valid), async (body) => {
          const res = await t.app.inject({
            method: target.method,
            url: target.url(),
            headers: { 'content-type': 'application/json', ...(target.cookie ? { cookie: target.cookie() } : {}) },
            payload: JSON.stringify(body),
          });
          expect(res.statusCode, res.body).toBeLessThan(500);
          if (res.statusCode >= 400) {
            const parsed = errorBodySchema.safeParse(res.json());
            expect(parsed.success, res.body).toBe(true);
          }
        }),
        { numRuns: RUNS },
      );
    });
  }

  it('V4: keys named __proto__ or constructor anywhere in a near-miss body are refused, never applied', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.keys(TARGETS)), nasty, async (name, value) => {
        const target = TARGETS[name];
        if (!target) return;
        const valid = JSON.stringify(target.valid());
        const poisoned = `{"__proto__":${JSON.stringify(value ?? null)},${valid.slice(1)}`.replace(',}', '}');
        const res = await t.app.inject({
          method: target.method,
          url: target.url(),
          headers: { 'content-type': 'application/json', ...(target.cookie ? { cookie: target.cookie() } : {}) },
          payload: poisoned,
        });
        // A route fuzzed signed out may refuse at the session check first; either way nothing applies.
        expect(target.cookie ? [400] : [400, 401], res.body).toContain(res.statusCode);
        expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      }),
      { numRuns: 50 },
    );
  });
});
