import { cn } from '../../../lib/cn';
import type { ChatConnectionStatus } from '../lib/chat-socket';

const LABELS: Record<ChatConnectionStatus, { text: string; dot: string }> = {
  idle: { text: 'Not connected', dot: 'bg-slate-400' },
  connecting: { text: 'Connecting…', dot: 'bg-amber-500 animate-pulse' },
  open: { text: 'Connected', dot: 'bg-emerald-500' },
  reconnecting: { text: 'Reconnecting…', dot: 'bg-amber-500 animate-pulse' },
  closed: { text: 'Disconnected', dot: 'bg-slate-400' },
};

/** The socket state as a coloured dot and words, announced politely when it changes. */
export function ConnectionStatus({ status, onReconnect }: { status: ChatConnectionStatus; onReconnect: () => void }) {
  const { text, dot } = LABELS[status];
  return (
    <div className="flex items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
      <span role="status" className="inline-flex items-center gap-1.5">
        <span className={cn('h-2 w-2 rounded-full', dot)} aria-hidden="true" />
        <span>
          <span className="sr-only">Connection: </span>
          {text}
        </span>
      </span>
      {status === 'closed' && (
        <button
          type="button"
          onClick={onReconnect}
          className="rounded font-medium text-brand-600 underline-offset-2 hover:underline dark:text-brand-500"
        >
          Reconnect
        </button>
      )}
    </div>
  );
}
