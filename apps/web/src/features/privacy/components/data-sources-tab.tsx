import type { PrivacySettings } from '@careerloom/contract';
import { SourcePermissionCard } from './source-permission-card';

/** The Data Sources tab: one card per source, connected ones first. */
export function DataSourcesTab({ settings }: { settings: PrivacySettings }) {
  const ordered = [...settings.permissions].sort((a, b) => Number(b.connected) - Number(a.connected));
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Choose what each source may give us. A disabled source is never read; at Metadata only, no message, page or file
        contents are read; Limited reads the last 7 days.
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        {ordered.map((p) => (
          <SourcePermissionCard key={p.sourceId} permission={p} />
        ))}
      </div>
    </div>
  );
}
