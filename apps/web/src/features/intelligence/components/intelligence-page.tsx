import {
  INTELLIGENCE_SOURCE_LABELS,
  INTELLIGENCE_TEXTS,
  type IntelligenceComprehensive,
  type IntelligenceSourceId,
  OAUTH_RESULT_PARAM,
} from '@careerloom/contract';
import { Brain, Database } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { userFacingMessage } from '../../../lib/user-facing-message';
import { useComprehensiveIntelligence } from '../api/get-comprehensive';
import { useOAuthProviders } from '../api/get-oauth-providers';
import { hasAnyInsight, InsightCards } from './insight-cards';
import { SourceCards } from './source-cards';

function ScoreCard({ data }: { data: IntelligenceComprehensive | undefined }) {
  const score = data?.intelligenceScore ?? 0;
  const connected = data?.sources.filter((s) => s.status === 'connected').length ?? 0;
  return (
    <Card>
      <CardContent className="grid gap-4 pt-6 sm:grid-cols-[auto_1fr] sm:items-center">
        <div className="flex items-center gap-4">
          <span className="rounded-full bg-brand-50 p-3 text-brand-600 dark:bg-brand-500/15 dark:text-brand-300">
            <Brain className="h-7 w-7" aria-hidden="true" />
          </span>
          <div>
            <h2 className="text-sm font-medium text-slate-600 dark:text-slate-400">{INTELLIGENCE_TEXTS.scoreTitle}</h2>
            <p
              role="img"
              className="text-3xl font-bold"
              aria-label={`${INTELLIGENCE_TEXTS.scoreTitle} ${score} of 100`}
            >
              {score}
              <span className="text-base font-medium text-slate-500">/100</span>
            </p>
            <p className="text-xs text-slate-500 dark:text-slate-400">{connected} of 5 sources connected</p>
          </div>
        </div>
        <div className="grid gap-2">
          <div
            role="progressbar"
            aria-label="Intelligence score"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={score}
            className="h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
          >
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${score}%` }} />
          </div>
          {data && (
            <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs text-slate-600 sm:grid-cols-3 dark:text-slate-400">
              {data.scoreBreakdown.map((p) => (
                <li key={p.part}>
                  {p.part}: {p.points} / {p.max}
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

const OAUTH_OUTCOMES: Record<string, string> = {
  connected: 'connected.',
  denied: 'was not connected: the sign-in was cancelled.',
  failed: 'was signed in to, but its data could not be read. Try again, or paste an access token.',
};

/** What a provider sign-in ended with, from the address the server sent the browser back to. */
function oauthOutcome(): string | null {
  const params = new URLSearchParams(window.location.search);
  const outcome = OAUTH_OUTCOMES[params.get(OAUTH_RESULT_PARAM) ?? ''];
  const source = params.get('source');
  if (!outcome || !source || !Object.hasOwn(INTELLIGENCE_SOURCE_LABELS, source)) return null;
  return `${INTELLIGENCE_SOURCE_LABELS[source as IntelligenceSourceId]} ${outcome}`;
}

/**
 * The Intelligence Dashboard (part 2 section 2.8): a score card, Connect Sources with the five
 * source cards, and View Insights with the six insight cards or the 'No Intelligence Data' state.
 */
export default function IntelligencePage() {
  const query = useComprehensiveIntelligence();
  const oauth = useOAuthProviders();
  const [oauthNote] = useState(oauthOutcome);
  const [tab, setTab] = useState('connect');
  if (query.isPending) return <PageSpinner />;
  const data = query.data;
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:py-10">
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold sm:text-3xl">{INTELLIGENCE_TEXTS.pageTitle}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Connect your mail, calendar, code, professional network and resume to turn them into career insights.
        </p>
      </header>
      {query.isError && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          Your intelligence data could not be loaded: {userFacingMessage(query.error)}
        </p>
      )}
      {oauthNote && (
        <p role="status" className="rounded-md bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800">
          {oauthNote}
        </p>
      )}
      <ScoreCard data={data} />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="connect">{INTELLIGENCE_TEXTS.connectTab}</TabsTrigger>
          <TabsTrigger value="insights">{INTELLIGENCE_TEXTS.insightsTab}</TabsTrigger>
        </TabsList>
        <TabsContent value="connect">
          <SourceCards sources={data?.sources} oauth={oauth.data} />
        </TabsContent>
        <TabsContent value="insights">
          {data && hasAnyInsight(data) ? (
            <InsightCards data={data} />
          ) : (
            <Card>
              <CardContent className="grid justify-items-center gap-3 py-12 text-center">
                <Database className="h-10 w-10 text-slate-400" aria-hidden="true" />
                <h2 className="text-lg font-semibold">{INTELLIGENCE_TEXTS.emptyTitle}</h2>
                <p className="max-w-md text-sm text-slate-600 dark:text-slate-400">
                  Connect a source or analyze your resume to see insights built from your own data.
                </p>
                <Button onClick={() => setTab('connect')}>{INTELLIGENCE_TEXTS.connectTab}</Button>
              </CardContent>
            </Card>
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
