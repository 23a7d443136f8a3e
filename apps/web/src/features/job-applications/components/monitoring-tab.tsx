import {
  GUESSED_JOB_TITLE_SOURCES,
  JOB_MONITORING_TEXTS,
  type JobMonitoringQuery,
  type JobMonitoringResponse,
  jobMonitoringQuerySchema,
  STALE_POSTING_DAYS,
} from '@careerloom/contract';
import { BellPlus, Pause, Play, Search } from 'lucide-react';
import { type InputHTMLAttributes, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Field, Form, Input, useZodForm } from '../../../components/ui/form';
import { Spinner } from '../../../components/ui/spinner';
import { settingsHref } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/auth';
import { formatMatchCount } from '../../../lib/match-count';
import { formatNumber } from '../../../lib/number-text';
import { postingAgesText } from '../../../lib/posting-ages-text';
import { toast } from '../../../lib/toast-store';
import { useAfterFirstCommit } from '../../../lib/use-after-first-commit';
import { profileVersionOf, useJobMonitoring, useMarkMatchesSeen } from '../api/job-monitoring';
import { serverMessage, toastFailure } from '../lib/failure-toast';
import type { LiveAlert } from '../lib/live-job-alerts';
import { AlertCard } from './alert-card';
import { SavedSearches } from './saved-searches';

type Props = {
  active: boolean;
  onToggle: (active: boolean) => void;
  liveAlerts: LiveAlert[];
  liveConnected: boolean;
  onAutoFill: (jobUrl: string) => void;
};

const EMPTY = { jobTitle: '', location: '', skills: '', salaryMin: '' };

/** What the form holds, as the query the server takes: blank fields are left to the profile. */
function toQuery(form: typeof EMPTY): JobMonitoringQuery {
  return Object.fromEntries(
    Object.entries(form).flatMap(([key, value]) => (value.trim() ? [[key, value.trim()]] : [])),
  );
}

/**
 * Job Monitoring tab: the user's criteria (blank ones default from the profile, part 2 section 5),
 * open postings ranked by match score with their reasons, refreshed every 30 s while monitoring
 * is on, saved searches that raise live alerts, and the alerts as they arrive.
 */
export function MonitoringTab({ active, onToggle, liveAlerts, liveConnected, onAutoFill }: Props) {
  const [criteria, setCriteria] = useState<JobMonitoringQuery>({});
  // Postings over STALE_POSTING_DAYS old are hidden unless the user asks for them (decision 038).
  const [includeStale, setIncludeStale] = useState(false);
  const { user } = useCurrentUser();
  const monitoring = useJobMonitoring(
    includeStale ? { ...criteria, includeStale: 'true' } : criteria,
    active,
    profileVersionOf(user),
  );
  const markSeen = useMarkMatchesSeen();

  const toggle = () => {
    onToggle(!active);
    toast({ title: active ? JOB_MONITORING_TEXTS.stopped.title : JOB_MONITORING_TEXTS.started.title });
  };

  const data = monitoring.data;
  const now = new Date(monitoring.dataUpdatedAt || Date.now());
  // No title from the user, their profile or resume: the spec's last fallback names no job, so
  // nothing is really being looked for, and the page says so rather than "Monitoring is on".
  const noTitle = data?.criteria.titleSource === 'fallback';
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h2 className="text-lg font-semibold">Job monitoring</h2>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {!active
                  ? 'Monitoring is paused: matches do not refresh until you start it again.'
                  : !data && monitoring.isPending
                    ? // Not "on" before the server has said what it watches for (issue 35 item 5).
                      'Checking what your search watches for…'
                    : noTitle
                      ? 'Monitoring is waiting for a job title: type the job you want below and press Find matches.'
                      : 'Monitoring is on: matches refresh every 30 seconds.'}
              </p>
            </div>
            <Button variant={active ? 'outline' : 'primary'} onClick={toggle}>
              {active ? (
                <Pause className="h-4 w-4" aria-hidden="true" />
              ) : (
                <Play className="h-4 w-4" aria-hidden="true" />
              )}
              {active ? JOB_MONITORING_TEXTS.stop : JOB_MONITORING_TEXTS.start}
            </Button>
          </div>
        </CardHeader>
        <CardContent>
          <CriteriaForm onSubmit={setCriteria} busy={monitoring.isFetching} />
        </CardContent>
      </Card>

      {monitoring.isError && !data && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-300"
        >
          Could not load your matches: {serverMessage(monitoring.error)}
        </p>
      )}
      {!data && !monitoring.isError && <Spinner label="Loading matches" className="h-6 w-6 text-brand-600" />}
      {data && (
        <MatchesCard
          data={data}
          now={now}
          onAutoFill={onAutoFill}
          onMarkSeen={() => markSeen.mutate(undefined, { onError: (e) => toastFailure('Update Failed', e) })}
          marking={markSeen.isPending}
          onShowStale={setIncludeStale}
        />
      )}

      <SavedSearches
        criteria={data?.criteria}
        liveAlerts={liveAlerts}
        liveConnected={liveConnected}
        onAutoFill={onAutoFill}
      />
    </div>
  );
}

/** The criteria's fields: blank ones default from the profile. */
const CRITERIA_FIELDS = [
  {
    name: 'jobTitle',
    label: 'Job title',
    hint: 'Blank: your own title (profile or resume)',
    input: { maxLength: 200 },
  },
  { name: 'location', label: 'Location', hint: 'Blank: your location, or remote', input: { maxLength: 200 } },
  { name: 'skills', label: 'Skills', hint: 'Comma-separated; blank: your skills', input: { maxLength: 500 } },
  {
    name: 'salaryMin',
    label: 'Minimum salary',
    hint: 'Yearly, numbers only',
    input: { type: 'number', inputMode: 'numeric', min: 0, step: 1000 },
  },
] as const satisfies ReadonlyArray<{
  name: keyof typeof EMPTY;
  label: string;
  hint: string;
  input: InputHTMLAttributes<HTMLInputElement>;
}>;

const CRITERIA_LAYOUT = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4';

/**
 * The criteria form. react-hook-form sets a form up with a state update in a layout effect, which
 * React renders at once after running every passive effect of the commit: mounted with the page,
 * it would pull the whole page's effects into the task that shows it (decision 031). So the form
 * mounts a commit later, and in the page's first commit its inert twin (the same fields, disabled)
 * holds its place, so nothing moves when it arrives.
 */
function CriteriaForm({ onSubmit, busy }: { onSubmit: (criteria: JobMonitoringQuery) => void; busy: boolean }) {
  return useAfterFirstCommit() ? <LiveCriteriaForm onSubmit={onSubmit} busy={busy} /> : <InertCriteriaForm />;
}

function LiveCriteriaForm({ onSubmit, busy }: { onSubmit: (criteria: JobMonitoringQuery) => void; busy: boolean }) {
  const form = useZodForm(jobMonitoringQuerySchema, EMPTY, toQuery);
  return (
    <Form form={form} onSubmit={onSubmit} className={CRITERIA_LAYOUT}>
      {CRITERIA_FIELDS.map(({ name, label, hint, input }) => (
        <Field key={name} name={name} label={label} hint={hint}>
          {(p) => <Input {...p} {...input} />}
        </Field>
      ))}
      <FindMatchesButton disabled={busy} />
    </Form>
  );
}

function InertCriteriaForm() {
  return (
    <form aria-busy="true" className={CRITERIA_LAYOUT} onSubmit={(event) => event.preventDefault()}>
      {CRITERIA_FIELDS.map(({ name, label, hint, input }) => (
        <Field key={name} label={label} hint={hint}>
          {(p) => <Input {...p} {...input} disabled />}
        </Field>
      ))}
      <FindMatchesButton disabled />
    </form>
  );
}

function FindMatchesButton({ disabled }: { disabled: boolean }) {
  return (
    <div className="sm:col-span-2 lg:col-span-4">
      <Button type="submit" disabled={disabled}>
        <Search className="h-4 w-4" aria-hidden="true" />
        Find matches
      </Button>
    </div>
  );
}

function MatchesCard({
  data,
  now,
  onAutoFill,
  onMarkSeen,
  marking,
  onShowStale,
}: {
  data: JobMonitoringResponse;
  now: Date;
  onAutoFill: (url: string) => void;
  onMarkSeen: () => void;
  marking: boolean;
  onShowStale: (show: boolean) => void;
}) {
  const c = data.criteria;
  const closest = data.closest ?? [];
  const matches = data.alerts.filter((alert) => !alert.stale);
  const stale = data.alerts.filter((alert) => alert.stale);
  const hidden = data.staleHidden ?? 0;
  const noTitle = c.titleSource === 'fallback';
  const ages = postingAgesText(data.totalJobs, data.postingAges);
  return (
    <Card role="region" aria-labelledby="matches-title">
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="matches-title" className="text-lg font-semibold">
              Ranked matches
            </h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {noTitle ? 'No job title yet' : `For "${c.jobTitle}"`} · {c.location}
              {c.salaryMin !== null && ` · from ${formatNumber(c.salaryMin)} a year`}
              {c.skills.length > 0 && ` · skills: ${c.skills.slice(0, 8).join(', ')}${c.skills.length > 8 ? '…' : ''}`}
            </p>
            {noTitle && (
              <p role="note" className="mt-1 text-sm text-amber-800 dark:text-amber-300">
                We don't know the job you want yet, so no postings are searched for you. Type a job title above, add
                yours in{' '}
                <Link href={settingsHref} className="underline">
                  Settings
                </Link>
                , or upload your resume.
              </p>
            )}
            {!noTitle && c.titleSource && GUESSED_JOB_TITLE_SOURCES.includes(c.titleSource) && (
              <p role="note" className="mt-1 text-sm text-amber-800 dark:text-amber-300">
                {c.titleSource === 'resume-inferred'
                  ? 'Your resume states no job title, so this one is inferred from it. Add your own title in '
                  : "We don't know your job title yet, so this search is a guess. Add your title in "}
                <Link href={settingsHref} className="underline">
                  Settings
                </Link>
                {c.titleSource === 'resume-inferred'
                  ? ', or type one above.'
                  : ', upload your resume, or type a title above.'}
              </p>
            )}
          </div>
          {data.newMatches > 0 && (
            <Button variant="outline" size="sm" onClick={onMarkSeen} disabled={marking}>
              <BellPlus className="h-4 w-4" aria-hidden="true" />
              Mark {data.newMatches} new as seen
            </Button>
          )}
        </div>
        <dl className="mt-2 grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
          <Figure label="Open postings" value={formatNumber(data.totalJobs)} />
          <Figure label="Matching" value={formatMatchCount(data.totalFound)} />
          <Figure label="New since last seen" value={formatNumber(data.newMatches)} />
          <Figure label="Applications sent" value={formatNumber(data.applicationsSent)} />
          <Figure label="Response rate" value={`${data.responseRate}%`} />
        </dl>
      </CardHeader>
      <CardContent>
        {data.totalJobs === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {data.supply?.message ??
              'No postings yet: the server syncs job boards in the background (add companies to watch in Settings), and matches will appear here.'}
          </p>
        ) : (
          <div className="grid gap-3">
            {ages?.all && (
              <p role="note" className="text-sm text-amber-800 dark:text-amber-300">
                {ages.text}
              </p>
            )}
            {matches.length === 0 && !noTitle && (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                No {hidden > 0 || stale.length > 0 ? 'fresh' : 'open'} postings match "{c.jobTitle}" yet. Try another
                title or fewer criteria.
              </p>
            )}
            {hidden > 0 && !c.includeStale && (
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
                <p>
                  {hidden === 1 ? 'One more posting matches' : `${formatMatchCount(hidden)} more postings match`} but{' '}
                  {hidden === 1 ? 'is' : 'are'} over {STALE_POSTING_DAYS} days old, probably filled, so{' '}
                  {hidden === 1 ? 'it is' : 'they are'} hidden.
                </p>
                <Button variant="outline" size="sm" onClick={() => onShowStale(true)}>
                  Show them
                </Button>
              </div>
            )}
            {matches.map((alert) => (
              <AlertCard key={alert.id} alert={alert} now={now} onAutoFill={onAutoFill} />
            ))}
            {closest.length > 0 && (
              <section aria-labelledby="closest-title" className="mt-2 grid gap-3">
                <div>
                  <h3 id="closest-title" className="font-medium">
                    Closest below the match threshold
                  </h3>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    Related to "{c.jobTitle}" but scoring under {data.matchThreshold ?? 'the threshold'}: not counted as
                    matches.
                  </p>
                </div>
                {closest.map((alert) => (
                  <AlertCard key={alert.id} alert={alert} now={now} onAutoFill={onAutoFill} />
                ))}
              </section>
            )}
            {c.includeStale && (
              <section aria-labelledby="stale-title" className="mt-2 grid gap-3">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <h3 id="stale-title" className="font-medium">
                      Over {STALE_POSTING_DAYS} days old: probably filled
                    </h3>
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      {stale.length > 0
                        ? 'Listed after every fresh posting and not counted as matches.'
                        : 'No older posting matches either.'}
                    </p>
                  </div>
                  <Button variant="outline" size="sm" onClick={() => onShowStale(false)}>
                    Hide older postings
                  </Button>
                </div>
                {stale.map((alert) => (
                  <AlertCard key={alert.id} alert={alert} now={now} onAutoFill={onAutoFill} />
                ))}
              </section>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800/60">
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
