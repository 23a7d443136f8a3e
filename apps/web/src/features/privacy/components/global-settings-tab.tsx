import {
  type GlobalPrivacySettings,
  type PrivacySettings,
  RETENTION_DAYS_CHOICES,
  RETENTION_LABELS,
} from '@careerloom/contract';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Field, Select } from '../../../components/ui/form';
import { useUpdatePrivacySettings } from '../api/update-privacy-settings';
import { SettingSwitch } from './setting-switch';

type SwitchKey = Exclude<keyof GlobalPrivacySettings, 'dataRetentionDays'>;

/** What each switch does, said plainly: the ones we enforce say how, the others that they are a recorded choice. */
const SWITCHES: { key: SwitchKey; label: string; description: string }[] = [
  {
    key: 'thirdPartyIntegrations',
    label: 'Third-Party Integrations',
    description:
      'Allow your connected services (Gmail, Calendar, GitHub, LinkedIn, Slack, Notion) to be read. When off, none of them is read.',
  },
  {
    key: 'autoDeleteOldData',
    label: 'Auto-Delete Old Data',
    description:
      'Delete chat messages, activity, source figures and access-log entries older than your retention period (checked every hour).',
  },
  {
    key: 'globalDataSharing',
    label: 'Global Data Sharing',
    description: 'Careerloom shares your data with no one; this records whether you would allow sharing.',
  },
  {
    key: 'anonymousAnalytics',
    label: 'Anonymous Analytics',
    description: 'Careerloom collects no usage analytics; this records whether you would allow anonymous statistics.',
  },
  {
    key: 'requireExplicitConsent',
    label: 'Require Explicit Consent',
    description: 'Sources are read only after you connect them yourself; this records that you want to be asked first.',
  },
];

/** The Global Settings tab: the account-wide switches and the retention period. */
export function GlobalSettingsTab({ settings }: { settings: PrivacySettings }) {
  const update = useUpdatePrivacySettings();
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Global Privacy Settings</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">These apply to all of your data and sources.</p>
      </CardHeader>
      <CardContent className="grid gap-2">
        <div className="divide-y divide-slate-200 dark:divide-slate-800">
          {SWITCHES.map((s) => (
            <SettingSwitch
              key={s.key}
              label={s.label}
              description={s.description}
              checked={settings[s.key]}
              disabled={update.isPending}
              onChange={(value) => update.mutate({ [s.key]: value })}
            />
          ))}
        </div>
        <div className="max-w-xs pt-2">
          <Field label="Data Retention Period" hint="Used by Auto-Delete Old Data">
            {(ids) => (
              <Select
                {...ids}
                value={String(settings.dataRetentionDays)}
                disabled={update.isPending}
                onChange={(e) => update.mutate({ dataRetentionDays: Number(e.target.value) })}
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
      </CardContent>
    </Card>
  );
}
