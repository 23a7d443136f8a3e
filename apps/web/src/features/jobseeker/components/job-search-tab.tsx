import {
  FIND_OPPORTUNITIES_DEFAULTS,
  type FindOpportunitiesResponse,
  findOpportunitiesBodySchema,
  JOBSEEKER_TOASTS,
  MATCH_SCORE_THRESHOLD,
} from '@careerloom/contract';
import { ExternalLink, Loader2 } from 'lucide-react';
import { useState } from 'react';
import type { z } from 'zod';
import { CopyButton } from '../../../components/copy-button';
import { FormattedText } from '../../../components/formatted-text';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Field, Form, Input, useZodForm } from '../../../components/ui/form';
import { formatMatchCount } from '../../../lib/match-count';
import { useFindOpportunities } from '../api/find-opportunities';
import { useToolRequest } from '../lib/use-tool-request';
import { FailureNotice } from './failure-notice';
import { PostingList } from './posting-list';
import { ResultSection, TextList } from './result-section';

/**
 * Job Search tab: the stored postings that match the typed keywords, ranked for the user, with
 * where and how to look beyond them. Location and experience are fixed by the spec (part 2
 * section 7), so they are shown but not editable; blank keywords send the default.
 */
export function JobSearchTab() {
  const find = useFindOpportunities();
  // Location and experience are fixed; blank keywords are left out, so the schema's default applies.
  const form = useZodForm(findOpportunitiesBodySchema, { keywords: '' }, ({ keywords }: { keywords: string }) => ({
    ...(keywords.trim() ? { keywords } : {}),
    location: FIND_OPPORTUNITIES_DEFAULTS.location,
    experience: FIND_OPPORTUNITIES_DEFAULTS.experience,
  }));
  const [result, setResult] = useState<{ keywords: string; answer: FindOpportunitiesResponse } | null>(null);
  const { failure, run } = useToolRequest(find, {
    title: JOBSEEKER_TOASTS.jobSearchErrorTitle,
    description: JOBSEEKER_TOASTS.jobSearchError,
  });
  const submit = (body: z.output<typeof findOpportunitiesBodySchema>) =>
    run(body, (answer) => setResult({ keywords: body.keywords, answer }));

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
              hint={`Leave blank to search for "${FIND_OPPORTUNITIES_DEFAULTS.keywords}".`}
            >
              {(p) => <Input {...p} maxLength={200} placeholder={FIND_OPPORTUNITIES_DEFAULTS.keywords} />}
            </Field>
            <dl className="grid gap-3 text-sm sm:grid-cols-2">
              <div className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
                <dt className="text-slate-500 dark:text-slate-400">Location</dt>
                <dd className="font-medium">{FIND_OPPORTUNITIES_DEFAULTS.location}</dd>
              </div>
              <div className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
                <dt className="text-slate-500 dark:text-slate-400">Experience</dt>
                <dd className="font-medium">{FIND_OPPORTUNITIES_DEFAULTS.experience}</dd>
              </div>
            </dl>
            <p className="-mt-2 text-xs text-slate-500 dark:text-slate-400">
              Location and experience level are fixed for this search.
            </p>
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

      {result && <StoredPostings keywords={result.keywords} result={result.answer} />}
      {result && <Opportunities result={result.answer} />}
    </div>
  );
}

function StoredPostings({ keywords, result }: { keywords: string; result: FindOpportunitiesResponse }) {
  const shown = result.postings.length;
  const closest = result.closest ?? [];
  return (
    <Card role="region" aria-labelledby="job-search-postings-title">
      <CardHeader>
        <h2 id="job-search-postings-title" className="text-lg font-semibold">
          Open postings
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {shown > 0
            ? `The best ${shown} of ${formatMatchCount(result.postingsFound)} open postings found for "${keywords}", by match score.`
            : closest.length > 0
              ? `No open posting reaches a ${MATCH_SCORE_THRESHOLD}% match for "${keywords}" here. The closest, with what holds each back:`
              : `No open posting in our store matches "${keywords}" yet. The boards below list more.`}
        </p>
      </CardHeader>
      {shown > 0 && (
        <CardContent>
          <PostingList postings={result.postings} label={`Open postings for ${keywords}`} />
        </CardContent>
      )}
      {shown === 0 && closest.length > 0 && (
        <CardContent>
          <PostingList postings={closest} label={`Closest postings for ${keywords}`} />
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
