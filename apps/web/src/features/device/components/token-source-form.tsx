import { DEVICE_TOASTS } from '@careerloom/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/form';
import { toast } from '../../../lib/toast-store';
import { useConnectDeviceSource } from '../api/connect-device-source';

const REQUIRED = { slack: DEVICE_TOASTS.slackTokenRequired, notion: DEVICE_TOASTS.notionTokenRequired } as const;
const LABELS = { slack: 'Slack workspace API token', notion: 'Notion integration token' } as const;

/**
 * The pasted-token connect of Slack or Notion, with "Connect with <provider>" beside it when the
 * server has that provider's OAuth client (a full-page navigation to the server's start route).
 */
export function TokenSourceForm({
  source,
  connected,
  oauthStartPath,
  providerName,
}: {
  source: 'slack' | 'notion';
  connected: boolean;
  oauthStartPath?: string;
  providerName?: string;
}) {
  const [token, setToken] = useState('');
  const connect = useConnectDeviceSource(source);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!token.trim()) {
      toast({ ...REQUIRED[source], variant: 'destructive' });
      return;
    }
    connect.mutate({ source, accessToken: token.trim() }, { onSuccess: () => setToken('') });
  }

  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <Field label={LABELS[source]}>
        {(ids) => (
          <Input
            {...ids}
            type="password"
            autoComplete="off"
            value={token}
            onChange={(e) => setToken(e.target.value)}
            placeholder={source === 'slack' ? 'xoxp-…' : 'ntn_…'}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={connect.isPending} variant={connected ? 'secondary' : 'primary'}>
          {connect.isPending
            ? 'Connecting…'
            : connected
              ? 'Connected'
              : `Connect ${source === 'slack' ? 'Slack' : 'Notion'}`}
        </Button>
        {oauthStartPath && providerName && (
          <a
            href={oauthStartPath}
            className="inline-flex h-10 items-center rounded-md border border-slate-300 px-4 text-sm font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            Connect with {providerName}
          </a>
        )}
      </div>
    </form>
  );
}
