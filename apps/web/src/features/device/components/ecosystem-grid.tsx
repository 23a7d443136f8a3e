import { type DeviceSource, ECOSYSTEM_MAX_SOURCES } from '@careerloom/contract';
import { Badge } from '../../../components/ui/badge';

/** The first 8 sources (part 2 sections 2.9 and 9), each marked Connected or Available. */
export function EcosystemGrid({ sources }: { sources: DeviceSource[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label="Ecosystem">
      {sources.slice(0, ECOSYSTEM_MAX_SOURCES).map((s) => {
        const connected = s.isConnected;
        return (
          <li
            key={s.id}
            className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <span className="font-semibold">{s.name}</span>
            <span className="text-xs capitalize text-slate-500 dark:text-slate-400">
              {s.category} · {s.platform}
            </span>
            <Badge variant={connected ? 'success' : 'outline'} className="justify-self-center">
              {connected ? 'Connected' : 'Available'}
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}
