import {
  PERMISSION_LEVEL_LABELS,
  PERMISSION_LEVELS,
  type PermissionLevel,
  RETENTION_DAYS_CHOICES,
  RETENTION_LABELS,
  type SourcePermissionView,
} from '@careerloom/contract';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Select } from '../../../components/ui/form';
import { useDeleteSourceData } from '../api/delete-source-data';
import { useUpdateSourcePermission } from '../api/update-source-permission';
import { SettingSwitch } from './setting-switch';

/** What deleting a source removes, said in the confirmation. */
function deletionScope(p: SourcePermissionView): string {
  const base = `This permanently deletes the ${p.sourceName} figures we computed and its connection, and revokes its access token.`;
  return p.sourceId === 'resume' ? `${base} Every resume version you stored is deleted too.` : base;
}

/**
 * One source in the Data Sources tab: enable, level (disabled while the source is off, section 4),
 * retention, per-data-type toggles, and deleting its data when there is any (canBeDeleted).
 */
export function SourcePermissionCard({ permission: p }: { permission: SourcePermissionView }) {
  const update = useUpdateSourcePermission();
  const remove = useDeleteSourceData();
  const [confirming, setConfirming] = useState(false);
  const change = (c: Parameters<typeof update.mutate>[0]['change']) =>
    update.mutate({ sourceId: p.sourceId, change: c });

  return (
    <Card className="grid gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-base font-semibold">{p.sourceName}</h3>
        <Badge variant="secondary" className="capitalize">
          {p.category}
        </Badge>
        {p.connected ? <Badge variant="success">Connected</Badge> : <Badge variant="outline">Not connected</Badge>}
      </div>
      <SettingSwitch
        label={`Enable ${p.sourceName}`}
        description={p.isEnabled ? 'May be read when you refresh or connect it.' : 'Never read while off.'}
        checked={p.isEnabled}
        disabled={update.isPending}
        onChange={(isEnabled) => change({ isEnabled })}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={`${p.sourceName} permission level`}>
          {(ids) => (
            <Select
              {...ids}
              value={p.permissionLevel}
              disabled={!p.isEnabled || update.isPending}
              onChange={(e) => change({ permissionLevel: e.target.value as PermissionLevel })}
            >
              {PERMISSION_LEVELS.map((l) => (
                <option key={l} value={l}>
                  {PERMISSION_LEVEL_LABELS[l]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={`${p.sourceName} data retention`}>
          {(ids) => (
            <Select
              {...ids}
              value={String(p.retentionDays)}
              disabled={update.isPending}
              onChange={(e) => change({ retentionDays: Number(e.target.value) })}
            >
              {RETENTION_DAYS_CHOICES.map((d) => (
                <option key={d} value={d}>
                  {RETENTION_LABELS[d]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <fieldset className="grid gap-1.5">
        <legend className="mb-1 text-sm font-medium">Data types</legend>
        {p.dataTypes.map((d) => {
          const blockedByLevel = d.content && p.permissionLevel === 'metadata_only';
          return (
            <label key={d.type} className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 h-4 w-4 accent-brand-600"
                checked={d.enabled}
                disabled={!p.isEnabled || update.isPending}
                onChange={(e) => change({ dataTypes: [{ type: d.type, enabled: e.target.checked }] })}
              />
              <span>
                {d.description}
                {blockedByLevel && (
                  <span className="text-slate-500 dark:text-slate-400"> (not read at Metadata only)</span>
                )}
              </span>
            </label>
          );
        })}
      </fieldset>
      {p.canBeDeleted && (
        <div>
          <Button variant="outline" size="sm" onClick={() => setConfirming(true)} disabled={remove.isPending}>
            <Trash2 className="h-4 w-4 text-red-600" aria-hidden="true" />
            Delete {p.sourceName} data
          </Button>
        </div>
      )}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${p.sourceName} data?`}
        description={deletionScope(p)}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => remove.mutate(p.sourceId, { onSettled: () => setConfirming(false) })}
          >
            Delete permanently
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
