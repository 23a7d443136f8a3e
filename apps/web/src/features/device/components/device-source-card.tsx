import type { DeviceSource } from '@careerloom/contract';
import { CheckCircle2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { BrowserDataForm } from './browser-data-form';
import { MobileDataForm } from './mobile-data-form';
import { TokenSourceForm } from './token-source-form';

const STATUS_TEXT: Record<DeviceSource['status'], string> = {
  not_connected: 'Not connected',
  connected: 'Connected',
  needs_reconnect: 'Reconnect needed',
  error: 'Error',
  disabled: 'Disabled in Privacy',
};

/** One source from the server: what it reads, how to set it up, and its connect form. */
export function DeviceSourceCard({
  source,
  oauth,
}: {
  source: DeviceSource;
  oauth?: { startPath: string; providerName: string };
}) {
  const connected = source.status === 'connected';
  return (
    <Card>
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <h3 className="flex items-center gap-2 text-lg font-semibold">
            {source.name}
            {connected && <CheckCircle2 className="h-5 w-5 text-emerald-600" aria-label="Connected" />}
          </h3>
          <Badge variant={connected ? 'success' : source.status === 'needs_reconnect' ? 'warning' : 'secondary'}>
            {STATUS_TEXT[source.status]}
          </Badge>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {source.category} · {source.platform} · reads {source.dataTypes.join(', ').replaceAll('_', ' ')}
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div>
          <h4 className="text-sm font-medium">Setup instructions</h4>
          <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm text-slate-600 dark:text-slate-400">
            {source.setupInstructions.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
        {source.lastError && source.status === 'needs_reconnect' && (
          <p className="text-sm text-amber-700 dark:text-amber-300">{source.lastError}</p>
        )}
        {source.status === 'disabled' ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Enable this source in the Privacy Control Center to connect it.
          </p>
        ) : source.id === 'slack' || source.id === 'notion' ? (
          <TokenSourceForm
            source={source.id}
            connected={connected}
            oauthStartPath={oauth?.startPath}
            providerName={oauth?.providerName}
          />
        ) : source.id === 'browser' ? (
          <BrowserDataForm connected={connected} />
        ) : source.id === 'mobile' ? (
          <MobileDataForm connected={connected} />
        ) : null}
      </CardContent>
    </Card>
  );
}
