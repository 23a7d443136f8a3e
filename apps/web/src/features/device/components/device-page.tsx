import { DEVICE_TABS, OAUTH_RESULT_PARAM } from '@careerloom/contract';
import { Lightbulb, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { userFacingMessage } from '../../../lib/user-facing-message';
import { useDeviceComprehensive } from '../api/get-device-comprehensive';
import { useDeviceSources } from '../api/get-device-sources';
import { useOAuthProviders } from '../api/get-oauth-providers';
import { DeviceInsights } from './device-insights';
import { DeviceSourceCard } from './device-source-card';
import { EcosystemGrid } from './ecosystem-grid';

const OAUTH_MESSAGES: Record<string, string> = {
  connected: 'connected.',
  denied: 'was not connected: the sign-in was cancelled.',
  failed: 'signed in, but its data could not be read. Try again or paste a token.',
};

/** What the provider sign-in ended with, from the address the server sent the browser back to. */
function oauthOutcome(): string | null {
  const params = new URLSearchParams(window.location.search);
  const result = params.get(OAUTH_RESULT_PARAM);
  const source = params.get('source');
  if (!result || !source || !OAUTH_MESSAGES[result]) return null;
  return `${source === 'slack' ? 'Slack' : source === 'notion' ? 'Notion' : source} ${OAUTH_MESSAGES[result]}`;
}

/**
 * Device Intelligence (part 2 section 2.9): the score, source cards from the server, insight cards
 * computed from connected data only, the ecosystem grid and recommendations drawn from the data.
 */
export default function DevicePage() {
  const sources = useDeviceSources();
  const comprehensive = useDeviceComprehensive();
  const providers = useOAuthProviders();
  const [oauthNote] = useState(oauthOutcome);

  if (sources.isPending || comprehensive.isPending) return <PageSpinner />;
  if (sources.isError || comprehensive.isError)
    return (
      <div className="mx-auto max-w-3xl px-4 py-10" role="alert">
        Device Intelligence could not be loaded: {userFacingMessage(sources.error ?? comprehensive.error)}
      </div>
    );

  const data = comprehensive.data;
  const oauthFor = (id: string) => {
    const p = providers.data?.find((x) => x.source === id);
    return p ? { startPath: p.startPath, providerName: p.providerName } : undefined;
  };
  const connectable = sources.data.filter((s) => s.connectsHere);

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:py-10">
      <header className="grid gap-2">
        <h1 className="flex items-center gap-2 text-2xl font-bold sm:text-3xl">
          <Smartphone className="h-7 w-7 text-brand-600" aria-hidden="true" />
          Device Intelligence
        </h1>
        <p className="text-slate-600 dark:text-slate-400">
          Team chat, notes, browser and phone habits, computed only from the sources you connect.
        </p>
      </header>
      {oauthNote && (
        <p role="status" className="rounded-md bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800">
          {oauthNote}
        </p>
      )}

      <Card>
        <CardContent className="flex flex-wrap items-center gap-6 pt-6">
          <output
            className="grid h-24 w-24 place-items-center rounded-full border-8 border-brand-600/80 text-2xl font-bold"
            aria-label="Device Intelligence Score value"
          >
            {data.overallScore ?? '—'}
          </output>
          <div className="grid gap-1">
            <h2 className="text-xl font-semibold">Device Intelligence Score</h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {data.overallScore === null
                ? 'Connect a source to compute your score.'
                : `From ${data.sources.filter((s) => s.fetchedAt).length} connected source(s), out of 100.`}
            </p>
          </div>
        </CardContent>
      </Card>

      <Tabs defaultValue={DEVICE_TABS[0]}>
        <TabsList>
          {DEVICE_TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {tab}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="Connect Sources">
          <div className="grid gap-4 lg:grid-cols-2">
            {connectable.map((s) => (
              <DeviceSourceCard key={s.id} source={s} oauth={oauthFor(s.id)} />
            ))}
          </div>
        </TabsContent>
        <TabsContent value="Device Insights">
          <DeviceInsights data={data} />
        </TabsContent>
        <TabsContent value="Ecosystem View">
          <EcosystemGrid sources={sources.data} />
        </TabsContent>
      </Tabs>

      <Card>
        <CardHeader>
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <Lightbulb className="h-5 w-5 text-amber-500" aria-hidden="true" />
            AI Recommendations
          </h2>
        </CardHeader>
        <CardContent>
          <ul className="grid list-disc gap-2 pl-5 text-sm" aria-label="AI Recommendations">
            {data.recommendations.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
