import {
  FIND_OPPORTUNITIES_DEFAULTS,
  type FindOpportunitiesResponse,
  findOpportunitiesBodySchema,
  JOB_SEARCH_LEVELS,
  JOBSEEKER_TOASTS,
  MATCH_SCORE_THRESHOLD,
  STALE_POSTING_DAYS,
  tierAtLeast,
} from '@careerloom/contract';
import { ExternalLink, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { CopyButton } from '../../../components/copy-button';
import { FormattedText } from '../../../components/formatted-text';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Field, Form, Input, Select, useZodForm } from '../../../components/ui/form';
import { useCurrentUser } from '../../../lib/auth';
import { formatMatchCount } from '../../../lib/match-count';
import { useFindOpportunities } from '../api/find-opportunities';
import { useOpportunitySummary } from '../api/get-opportunity-summary';
import { useToolRequest } from '../lib/use-tool-request';
import { FailureNotice } from './failure-notice';
import { PostingList } from './posting-list';
import { ResultSection, TextList } from './result-section';

type SearchValues = { keywords: string; location: string; experience: string; includeStale: boolean };
type SearchBody = z.output<typeof findOpportunitiesBodySchema>;

/** The fields that start from the person's own title, place and level. */
const DEFAULT_FIELDS = ['keywords', 'location', 'experience'] as const;
type DefaultField = (typeof DEFAULT_FIELDS)[number];

/**
 * Job Search tab: the stored postings that match the keywords, place and experience level, ranked
 * for the user, with where and how to look beyond them. The specification fixes location and
 * experience (part 2 section 7); decision 037 makes them editable, starting from the person's own
 * title, place and level (the summary's `searchDefaults`) once those load, unless already edited.
 * A field left blank is sent blank, and the server fills it the same way. Postings older than
 * STALE_POSTING_DAYS are left out unless the user asks for them (decision 038).
 */
export function JobSearchTab() {
  const find = useFindOpportunities();
  const { user } = useCurrentUser();
  const summary = useOpportunitySummary(user ? tierAtLeast(user.subscriptionTier, 'jobseeker') : false);
  const form = useZodForm(findOpportunitiesBodySchema, {
    keywords: '',
    location: '',
    experience: FIND_OPPORTUNITIES_DEFAULTS.experience,
    includeStale: false,
  } satisfies SearchValues);
  const defaults = summary.data?.searchDefaults;
  // What the form last took from the profile: a field still holding it follows the profile, one the
  // user has changed keeps what they typed, even typed before the defaults arrived (issue 35).
  const applied = useRef<Record<DefaultField, string>>({
    keywords: '',
    location: '',
    experience: FIND_OPPORTUNITIES_DEFAULTS.experience,
  });
  useEffect(() => {
    if (!defaults) return;
    for (const name of DEFAULT_FIELDS) {
      if (form.getValues(name) !== applied.current[name]) continue;
      form.setValue(name, defaults[name]);
      applied.current[name] = defaults[name];
    }
  }, [defaults, form]);
  const [includeStale, setIncludeStale] = useState(false);
  const [result, setResult] = useState<{ body: SearchBody; answer: FindOpportunitiesResponse } | null>(null);
  const { failure, run } = useToolRequest(find, {
    title: JOBSEEKER_TOASTS.jobSearchErrorTitle,
    description: JOBSEEKER_TOASTS.jobSearchError,
  });
  const search = (body: SearchBody) => run(body, (answer) => setResult({ body, answer }));
  const submit = (body: SearchBody) => search({ ...body, includeStale });
  // Shows or hides the older postings of the search on screen, searching it again.
  const showStale = (show: boolean) => {
    setIncludeStale(show);
    if (result) search({ ...result.body, includeStale: show });
  };

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">Job search</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Open postings that match, ranked for you, then the boards worth your time, search strings to paste into
            them, and people to reach out to.
          </p>
        </CardHeader>
        <CardContent>
          <Form form={form} onSubmit={submit} className="grid gap-4">
            <Field
              name="keywords"
              label="Keywords"
              hint="A job title; it starts as your own, from your profile or resume."
            >
              {(p) => (
                <Input
                  {...p}
                  maxLength={200}
                  placeholder={defaults?.keywords ?? FIND_OPPORTUNITIES_DEFAULTS.keywords}
                />
              )}
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                name="location"
                label="Location"
                hint="“remote”, a city or a country. A city also lists remote postings open to its country."
              >
                {(p) => (
                  <Input
                    {...p}
                    maxLength={200}
                    autoComplete="address-level2"
                    placeholder={defaults?.location ?? FIND_OPPORTUNITIES_DEFAULTS.location}
                  />
                )}
              </Field>
              <Field
                name="experience"
                label="Experience level"
                hint="Postings of other levels are left out; a title that names no level fits any."
              >
                {(p) => (
                  <Select {...p}>
                    {JOB_SEARCH_LEVELS.map((level) => (
                      <option key={level.value} value={level.value}>
                        {level.label}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
            </div>
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
                checked={includeStale}
                onChange={(event) => setIncludeStale(event.target.checked)}
              />
              <span>
                Include postings over {STALE_POSTING_DAYS} days old
                <span className="block text-xs text-slate-500 dark:text-slate-400">
                  Most are filled by then; they are listed after the fresh ones and marked.
                </span>
              </span>
            </label>
            <div>
              <Button type="submit" disabled={find.isPending} className="w-full sm:w-auto">
                {find.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
                {find.isPending ? 'Searching...' : 'Find Opportunities'}
              </Button>
            </div>
            <FailureNotice failure={failure} />
          </Form>
        </CardContent>
      </Card>

      {result && <StoredPostings result={result.answer} onShowStale={showStale} busy={find.isPending} />}
      {result && <Opportunities result={result.answer} />}
    </div>
  );
}

/** "remote, senior" or "Berlin, entry to mid-level": the place and level a result was searched for. */
function whereAndLevel(criteria: FindOpportunitiesResponse['criteria']): string {
  const level = JOB_SEARCH_LEVELS.find((l) => l.value === criteria.experience)?.label ?? criteria.experience;
  return `${criteria.location}, ${level.charAt(0).toLowerCase()}${level.slice(1)}`;
}

function StoredPostings({
  result,
  onShowStale,
  busy,
}: {
  result: FindOpportunitiesResponse;
  onShowStale: (show: boolean) => void;
  busy: boolean;
}) {
  const fresh = result.postings.filter((p) => !p.stale).length;
  const shown = result.postings.length;
  const staleShown = shown - fresh;
  const closest = result.closest ?? [];
  const { keywords } = result.criteria;
  const found = `${result.postingsFoundAtLeast ? 'at least ' : ''}${formatMatchCount(result.postingsFound)}`;
  const scope = whereAndLevel(result.criteria);
  const staleNote =
    staleShown > 0
      ? `${staleShown === 1 ? 'One posting' : `${staleShown} postings`} over ${STALE_POSTING_DAYS} days old ${staleShown === 1 ? 'follows' : 'follow'}, marked: probably filled, and not counted.`
      : result.staleFound > 0
        ? `${result.staleFound === 1 ? 'One more posting matches' : `${formatMatchCount(result.staleFound)} more postings match`} but ${result.staleFound === 1 ? 'is' : 'are'} over ${STALE_POSTING_DAYS} days old, probably filled, so ${result.staleFound === 1 ? 'it is' : 'they are'} hidden.`
        : null;
  return (
    <Card role="region" aria-labelledby="job-search-postings-title">
      <CardHeader>
        <h2 id="job-search-postings-title" className="text-lg font-semibold">
          Open postings
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {fresh > 0
            ? fresh === result.postingsFound && !result.postingsFoundAtLeast
              ? fresh === 1
                ? `The only open posting that matches "${keywords}" (${scope}).`
                : `All ${fresh} open postings that match "${keywords}" (${scope}), by match score.`
              : `The best ${fresh} of ${found} open postings that match "${keywords}" (${scope}), by match score.`
            : closest.length > 0
              ? `No open posting reaches a ${MATCH_SCORE_THRESHOLD}% match for "${keywords}" (${scope}). The closest, with what holds each back:`
              : result.supply?.message
                ? `${result.supply.message} The boards below list jobs for "${keywords}" meanwhile.`
                : `No ${result.staleFound > 0 ? 'fresh' : 'open'} posting in our store matches "${keywords}" (${scope}) yet. The boards below list more.`}
        </p>
        {staleNote && (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            <p>{staleNote}</p>
            <Button variant="outline" size="sm" disabled={busy} onClick={() => onShowStale(staleShown === 0)}>
              {staleShown === 0 ? 'Show them' : 'Hide older postings'}
            </Button>
          </div>
        )}
      </CardHeader>
      {fresh === 0 && closest.length > 0 && (
        <CardContent>
          <PostingList postings={closest} label={`Closest postings for ${keywords}`} />
        </CardContent>
      )}
      {shown > 0 && (
        <CardContent>
          <PostingList postings={result.postings} label={`Open postings for ${keywords}`} />
        </CardContent>
      )}
    </Card>
  );
}

function Opportunities({ result }: { result: FindOpportunitiesResponse }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Where to look</h2>
      </CardHeader>
      <CardContent className="grid gap-6">
        <FormattedText text={result.guidance} className="text-sm text-slate-700 dark:text-slate-300" />
        {result.skills.length > 0 && (
          <ResultSection title="Skills recognised">
            <ul className="flex flex-wrap gap-1.5">
              {result.skills.map((skill) => (
                <li key={skill}>
                  <Badge variant="secondary">{skill}</Badge>
                </li>
              ))}
            </ul>
          </ResultSection>
        )}
        <ResultSection title="Recommended job boards">
          <ul className="grid gap-3 sm:grid-cols-2">
            {result.recommended_boards.map((board) => (
              <li key={board.url} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
                <a
                  href={board.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 font-semibold text-brand-600 underline-offset-2 hover:underline dark:text-brand-100"
                >
                  {board.name}
                  <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
                </a>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{board.why}</p>
              </li>
            ))}
          </ul>
        </ResultSection>
        {result.search_queries.length > 0 && (
          <ResultSection title="Search queries">
            <ul className="grid gap-2">
              {result.search_queries.map((query) => (
                <li
                  key={query}
                  className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3 sm:flex-row sm:items-center sm:justify-between dark:bg-slate-800/60"
                >
                  <code className="text-sm break-words">{query}</code>
                  <CopyButton text={query} name={`Copy search query: ${query}`} />
                </li>
              ))}
            </ul>
          </ResultSection>
        )}
        <ResultSection title="Networking suggestions">
          <TextList items={result.networking_suggestions} />
        </ResultSection>
      </CardContent>
    </Card>
  );
}
