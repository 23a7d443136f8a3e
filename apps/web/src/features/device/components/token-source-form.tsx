import { DEVICE_TOASTS } from '@careerloom/contract';
import { TokenForm } from '../../../components/ui/token-form';
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
  const connect = useConnectDeviceSource(source);

  function submit(token: string, clear: () => void) {
    if (!token.trim()) {
      toast({ ...REQUIRED[source], variant: 'destructive' });
      return;
    }
    connect.mutate({ source, accessToken: token.trim() }, { onSuccess: clear });
  }

  return (
    <TokenForm
      label={LABELS[source]}
      placeholder={source === 'slack' ? 'xoxp-…' : 'ntn_…'}
      pending={connect.isPending}
      submitVariant={connected ? 'secondary' : 'primary'}
      submitLabel={
        connect.isPending
          ? 'Connecting…'
          : connected
            ? 'Connected'
            : `Connect ${source === 'slack' ? 'Slack' : 'Notion'}`
      }
      onSubmit={submit}
    >
      {oauthStartPath && providerName && (
        <a
          href={oauthStartPath}
          className="inline-flex h-10 items-center rounded-md border border-slate-300 px-4 text-sm font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
        >
          Connect with {providerName}
        </a>
      )}
    </TokenForm>
  );
}
