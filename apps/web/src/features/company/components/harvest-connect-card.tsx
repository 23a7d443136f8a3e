import { type AtsConnection, connectHarvestBodySchema } from '@careerloom/contract';
import { Plug } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { TokenForm } from '../../../components/ui/token-form';
import { relativeTime } from '../../../lib/relative-time';
import { toast } from '../../../lib/toast-store';
import { userFacingMessage } from '../../../lib/user-facing-message';
import { useHarvestConnection } from '../api/harvest-connection';

const failed = (title: string) => (error: Error) =>
  toast({ title, description: userFacingMessage(error), variant: 'destructive' });

/**
 * Connects the company's Greenhouse account through a Harvest API key (stored encrypted, never
 * shown again); once connected the dashboard's figures come from it, with Sync Now and Disconnect.
 */
export function HarvestConnectCard({ ats }: { ats: AtsConnection }) {
  const { connect, sync, disconnect } = useHarvestConnection();
  const busy = connect.isPending || sync.isPending || disconnect.isPending;

  const onSubmit = (apiKey: string, clear: () => void) => {
    connect.mutate(
      { apiKey },
      {
        onSuccess: () => {
          clear();
          toast({ title: 'Greenhouse Connected', description: 'Your hiring figures now come from Greenhouse Harvest' });
        },
        onError: failed('Greenhouse Connection Failed'),
      },
    );
  };

  const connected = ats.status !== 'not_connected';
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <Plug className="h-5 w-5 text-brand-600" aria-hidden="true" /> Applicant Tracking System
          </h2>
          {ats.status === 'connected' && <Badge variant="success">Greenhouse connected</Badge>}
          {ats.status === 'needs_reconnect' && <Badge variant="warning">Reconnect needed</Badge>}
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {connected
            ? `Figures come from Greenhouse Harvest${ats.lastSyncedAt ? `, last synced ${relativeTime(ats.lastSyncedAt)}` : ''}.`
            : 'Connect Greenhouse Harvest for applications, hires and response rates. Without it, figures come from the public job postings we track and applications sent through Careerloom.'}
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {ats.status === 'needs_reconnect' && ats.lastError && (
          <p
            role="alert"
            className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-900/30 dark:text-amber-200"
          >
            {ats.lastError}
          </p>
        )}
        {ats.status !== 'connected' && (
          <TokenForm
            layout="inline"
            label="Harvest API key"
            schema={connectHarvestBodySchema.shape.apiKey}
            hint="Greenhouse: Configure > Dev Center > API Credential Management"
            pending={busy}
            submitLabel={
              connect.isPending
                ? 'Connecting...'
                : ats.status === 'needs_reconnect'
                  ? 'Reconnect Greenhouse'
                  : 'Connect Greenhouse'
            }
            onSubmit={onSubmit}
          />
        )}
        {connected && (
          <div className="flex flex-wrap gap-2">
            {ats.status === 'connected' && (
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() =>
                  sync.mutate(undefined, {
                    onSuccess: () => toast({ title: 'Greenhouse Synced' }),
                    onError: failed('Greenhouse Sync Failed'),
                  })
                }
              >
                {sync.isPending ? 'Syncing...' : 'Sync Now'}
              </Button>
            )}
            <Button
              variant="outline"
              disabled={busy}
              onClick={() =>
                disconnect.mutate(undefined, {
                  onSuccess: () => toast({ title: 'Greenhouse Disconnected' }),
                  onError: failed('Greenhouse Disconnect Failed'),
                })
              }
            >
              Disconnect
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
