import {
  type AnalyzeResumeBody,
  analyzeResumeBodySchema,
  type ConnectGithubBody,
  connectGithubBodySchema,
  INTELLIGENCE_SOURCE_LABELS,
  INTELLIGENCE_TOASTS,
  type IntelligenceSourceId,
  type IntelligenceSourceStatus,
  type OAuthProvidersResponse,
} from '@careerloom/contract';
import { AlertTriangle, Calendar, CheckCircle2, Code2, FileText, Mail, Users } from 'lucide-react';
import type { ChangeEvent, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Field, Form, Input, Textarea, useZodForm } from '../../../components/ui/form';
import { TokenForm } from '../../../components/ui/token-form';
import { formatDateTime } from '../../../lib/date-text';
import { toast } from '../../../lib/toast-store';
import { userFacingMessage } from '../../../lib/user-facing-message';
import { type ConnectCall, useConnectSource } from '../api/connect-source';

const ICONS: Record<IntelligenceSourceId, ReactNode> = {
  gmail: <Mail className="h-5 w-5" aria-hidden="true" />,
  calendar: <Calendar className="h-5 w-5" aria-hidden="true" />,
  github: <Code2 className="h-5 w-5" aria-hidden="true" />,
  linkedin: <Users className="h-5 w-5" aria-hidden="true" />,
  resume: <FileText className="h-5 w-5" aria-hidden="true" />,
};

const DESCRIPTIONS: Record<IntelligenceSourceId, string> = {
  gmail: 'Email patterns: professional mail, job applications and interview invitations.',
  calendar: 'Scheduling patterns: meetings, focus time and upcoming interviews.',
  github: 'Code activity: repositories, commits, stars, languages and skills your code shows.',
  linkedin: 'Professional network: your profile identity and, from your data export, connections.',
  resume: 'Career progression: experience level, skills, ATS score and industry match.',
};

const SETUP: Record<IntelligenceSourceId, string[]> = {
  gmail: [
    'Open the Google OAuth 2.0 Playground (developers.google.com/oauthplayground).',
    'Authorize the scope https://www.googleapis.com/auth/gmail.metadata (or gmail.readonly).',
    'Exchange the code for tokens and paste the access token here.',
    'We read senders, subjects and labels of your 200 most recent messages, never their text.',
  ],
  calendar: [
    'Open the Google OAuth 2.0 Playground.',
    'Authorize https://www.googleapis.com/auth/calendar.events.readonly.',
    'Paste the access token here. We read event times, titles and status, never descriptions.',
  ],
  github: [
    'Enter your GitHub username: your public repositories are read from the GitHub API.',
    'Optional: a fine-grained personal access token (read-only, public repositories) raises the rate limit.',
    'Languages and topics of your code become skills verified by code for job matching.',
  ],
  linkedin: [
    'Create an app at linkedin.com/developers with "Sign In with LinkedIn using OpenID Connect".',
    'Get an access token for the openid and profile scopes and paste it here.',
    "LinkedIn's API gives only your identity: for connections, request your data export (Settings, Data privacy, Get a copy of your data) and upload Connections.csv.",
  ],
  resume: [
    'Paste the text of your resume.',
    'It is analyzed by our career engine; only the results are kept, not the text.',
  ],
};

function failureMessage(error: unknown): string {
  return userFacingMessage(error, { status: false });
}

const FAILURE_TITLE: Record<IntelligenceSourceId, string> = {
  gmail: INTELLIGENCE_TOASTS.gmailFailed,
  calendar: INTELLIGENCE_TOASTS.calendarFailed,
  github: INTELLIGENCE_TOASTS.githubFailed,
  linkedin: INTELLIGENCE_TOASTS.linkedinFailed,
  resume: INTELLIGENCE_TOASTS.resumeFailed,
};
const SUCCESS: Record<IntelligenceSourceId, { title: string; description?: string }> = {
  gmail: INTELLIGENCE_TOASTS.gmailConnected,
  calendar: INTELLIGENCE_TOASTS.calendarConnected,
  github: INTELLIGENCE_TOASTS.githubConnected,
  linkedin: INTELLIGENCE_TOASTS.linkedinConnected,
  resume: INTELLIGENCE_TOASTS.resumeAnalyzed,
};

/** Runs a connect call with the spec's success and failure toasts (part 2 section 8). */
function useConnect(source: IntelligenceSourceId) {
  const mutation = useConnectSource();
  const run = (call: ConnectCall, onDone?: () => void, success = SUCCESS[source]) =>
    mutation.mutate(call, {
      onSuccess: () => {
        toast(success);
        onDone?.();
      },
      onError: (error) =>
        toast({ title: FAILURE_TITLE[source], description: failureMessage(error), variant: 'destructive' }),
    });
  return { run, pending: mutation.isPending };
}

const missing = (t: { title: string; description: string }) => {
  toast({ title: t.title, description: t.description, variant: 'destructive' });
};

function StatusLine({ status }: { status: IntelligenceSourceStatus | undefined }) {
  if (!status || status.status === 'not_connected') return null;
  // The resume card reads the resume stored on the Resume tab (named by file and version), or the
  // text last pasted here, whichever is newer.
  if (status.source === 'resume' && status.status === 'connected')
    return (
      <p className="text-sm text-emerald-700 dark:text-emerald-400">
        {status.account
          ? `Analyzing your stored resume (${status.account}). Paste another below to analyze that one instead.`
          : 'Analyzing the resume you pasted here.'}
      </p>
    );
  if (status.status === 'connected')
    return (
      <p className="text-sm text-emerald-700 dark:text-emerald-400">
        Connected{status.account ? ` as ${status.account}` : ''}
        {status.fetchedAt ? ` · read ${formatDateTime(status.fetchedAt)}` : ''}
      </p>
    );
  return (
    <p role="alert" className="flex items-start gap-1.5 text-sm text-amber-700 dark:text-amber-400">
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      {status.message}
    </p>
  );
}

function SourceCard({
  source,
  status,
  children,
}: {
  source: IntelligenceSourceId;
  status: IntelligenceSourceStatus | undefined;
  children: ReactNode;
}) {
  const name = INTELLIGENCE_SOURCE_LABELS[source];
  return (
    <Card role="region" aria-label={name} className="flex flex-col">
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <h3 className="flex items-center gap-2 font-semibold">
            <span className="text-brand-600 dark:text-brand-400">{ICONS[source]}</span>
            {name}
          </h3>
          {status?.status === 'connected' && (
            <CheckCircle2 role="img" aria-label={`${name} connected`} className="h-5 w-5 text-emerald-600" />
          )}
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">{DESCRIPTIONS[source]}</p>
        <StatusLine status={status} />
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-3">
        <details className="rounded-md bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
          <summary className="cursor-pointer font-medium">Setup instructions</summary>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-600 dark:text-slate-300">
            {SETUP[source].map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </details>
        {children}
      </CardContent>
    </Card>
  );
}

type OAuthOffer = OAuthProvidersResponse['sources'][number];
type OAuthMissing = NonNullable<OAuthProvidersResponse['notConfigured']>[number];

/**
 * Why a source offers only a pasted token, for the person who can change it: which settings turn
 * on the provider's sign-in, and the redirect URI to register with the provider.
 */
function OAuthSetupNote({ missing, sourceName }: { missing: OAuthMissing; sourceName: string }) {
  const [id, secret] = missing.settings;
  return (
    <p className="text-xs text-slate-600 dark:text-slate-400">
      "Connect with {missing.providerName}" is not turned on for this server, so {sourceName} takes a pasted access
      token. An administrator can turn it on by setting <code>{id}</code> and <code>{secret}</code> from an OAuth client
      registered with {missing.providerName}, with <code className="break-all">{missing.redirectUri}</code> as its
      redirect URI, and restarting the server.
    </p>
  );
}

/** The provider's sign-in, a full-page navigation to the server's start route. */
function OAuthLink({ offer }: { offer: OAuthOffer }) {
  return (
    <a
      href={offer.startPath}
      className="inline-flex h-10 items-center rounded-md border border-slate-300 px-4 text-sm font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
    >
      Connect with {offer.providerName}
    </a>
  );
}

function SourceTokenForm({
  source,
  label,
  required,
  status,
  offer,
}: {
  source: 'gmail' | 'calendar' | 'linkedin';
  label: string;
  required: { title: string; description: string };
  status: IntelligenceSourceStatus | undefined;
  offer?: OAuthOffer | undefined;
}) {
  const { run, pending } = useConnect(source);
  const name = INTELLIGENCE_SOURCE_LABELS[source];
  const submit = (token: string, clear: () => void) => {
    if (!token.trim()) return missing(required);
    run({ kind: source, body: { accessToken: token.trim() } }, clear);
  };
  return (
    <TokenForm
      label={label}
      placeholder="Paste your access token"
      pending={pending}
      submitLabel={
        pending ? 'Connecting...' : status?.status === 'needs_reconnect' ? `Reconnect ${name}` : `Connect ${name}`
      }
      onSubmit={submit}
    >
      {offer && <OAuthLink offer={offer} />}
      {status?.status === 'connected' && <RefreshButton source={source} />}
    </TokenForm>
  );
}

function RefreshButton({ source }: { source: 'gmail' | 'calendar' | 'github' | 'linkedin' }) {
  const { run, pending } = useConnect(source);
  return (
    <Button variant="outline" disabled={pending} onClick={() => run({ kind: 'refresh', source })}>
      {pending ? 'Refreshing...' : `Refresh ${INTELLIGENCE_SOURCE_LABELS[source]}`}
    </Button>
  );
}

function GithubForm({ status, offer }: { status: IntelligenceSourceStatus | undefined; offer?: OAuthOffer }) {
  // A blank token is left out: it is optional, and the public profile is read without one.
  const form = useZodForm(
    connectGithubBodySchema,
    { githubUsername: '', accessToken: '' },
    ({ githubUsername, accessToken }: { githubUsername: string; accessToken: string }) => ({
      githubUsername,
      ...(accessToken.trim() ? { accessToken } : {}),
    }),
  );
  const { run, pending } = useConnect('github');
  return (
    <Form
      form={form}
      onSubmit={(body: ConnectGithubBody) => run({ kind: 'github', body })}
      // A missing username is a toast (part 2 section 5); a malformed one is told under the field.
      reportInvalid={() =>
        form.getValues('githubUsername').trim() ? false : missing(INTELLIGENCE_TOASTS.githubUsernameRequired)
      }
      className="grid gap-3"
    >
      <Field name="githubUsername" label="GitHub Username">
        {(p) => <Input {...p} autoComplete="off" placeholder="octocat" />}
      </Field>
      <Field name="accessToken" label="GitHub Token (optional)">
        {(p) => <Input {...p} type="password" autoComplete="off" />}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Connecting...' : 'Connect GitHub'}
        </Button>
        {offer && <OAuthLink offer={offer} />}
        {status?.status === 'connected' && <RefreshButton source="github" />}
      </div>
    </Form>
  );
}

function LinkedinExportUpload() {
  const { run, pending } = useConnect('linkedin');
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const connectionsCsv = await file.text();
    run({ kind: 'linkedinExport', body: { connectionsCsv } }, undefined, {
      title: INTELLIGENCE_TOASTS.linkedinConnected.title,
      description: 'Connections read from your LinkedIn export',
    });
  };
  return (
    <Field label="Connections.csv from your LinkedIn data export">
      {(ids) => (
        <input
          {...ids}
          type="file"
          accept=".csv,text/csv"
          disabled={pending}
          onChange={onFile}
          className="block w-full text-sm text-slate-600 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-brand-700 dark:text-slate-400"
        />
      )}
    </Field>
  );
}

function ResumeForm() {
  const form = useZodForm(analyzeResumeBodySchema, { resumeContent: '' });
  const { run, pending } = useConnect('resume');
  return (
    <Form
      form={form}
      onSubmit={(body: AnalyzeResumeBody) => run({ kind: 'resume', body })}
      reportInvalid={() =>
        form.getValues('resumeContent').trim() ? false : missing(INTELLIGENCE_TOASTS.resumeContentRequired)
      }
      className="grid gap-3"
    >
      <Field name="resumeContent" label="Resume Content">
        {(p) => <Textarea {...p} rows={6} placeholder="Paste your resume here" />}
      </Field>
      <Button type="submit" disabled={pending}>
        {pending ? 'Analyzing...' : 'Analyze Resume'}
      </Button>
    </Form>
  );
}

/**
 * The five source cards of part 2 section 2.8, each with its setup instructions and connect form,
 * and the provider's sign-in beside the token field where the server offers it (`oauth`), or a
 * word on how an administrator turns it on where it does not.
 */
export function SourceCards({
  sources,
  oauth,
}: {
  sources: IntelligenceSourceStatus[] | undefined;
  oauth?: OAuthProvidersResponse | undefined;
}) {
  const status = (id: IntelligenceSourceId) => sources?.find((s) => s.source === id);
  const offer = (id: IntelligenceSourceId) => oauth?.sources.find((s) => s.source === id);
  const missing = (id: IntelligenceSourceId) => oauth?.notConfigured?.find((s) => s.source === id);
  const gmailSetup = missing('gmail');
  const calendarSetup = missing('calendar');
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      <SourceCard source="gmail" status={status('gmail')}>
        <SourceTokenForm
          source="gmail"
          label="Gmail Access Token"
          required={INTELLIGENCE_TOASTS.gmailTokenRequired}
          status={status('gmail')}
          offer={offer('gmail')}
        />
        {gmailSetup && <OAuthSetupNote missing={gmailSetup} sourceName="Gmail" />}
      </SourceCard>
      <SourceCard source="calendar" status={status('calendar')}>
        <SourceTokenForm
          source="calendar"
          label="Calendar Access Token"
          required={INTELLIGENCE_TOASTS.calendarTokenRequired}
          status={status('calendar')}
          offer={offer('calendar')}
        />
        {calendarSetup && <OAuthSetupNote missing={calendarSetup} sourceName="Calendar" />}
      </SourceCard>
      <SourceCard source="github" status={status('github')}>
        <GithubForm status={status('github')} offer={offer('github')} />
      </SourceCard>
      <SourceCard source="linkedin" status={status('linkedin')}>
        <SourceTokenForm
          source="linkedin"
          label="LinkedIn Access Token"
          required={INTELLIGENCE_TOASTS.linkedinTokenRequired}
          status={status('linkedin')}
        />
        <p className="text-xs text-slate-600 dark:text-slate-400">
          There is no "Connect with LinkedIn" to turn on: LinkedIn gives its API only to apps it approves, so the token
          comes from your own LinkedIn developer app (see the setup instructions), and your connections from your data
          export below.
        </p>
        <LinkedinExportUpload />
      </SourceCard>
      <SourceCard source="resume" status={status('resume')}>
        <ResumeForm />
      </SourceCard>
    </div>
  );
}
