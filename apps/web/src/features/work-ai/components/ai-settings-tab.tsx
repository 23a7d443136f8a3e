import {
  type AiSettings,
  AUTOMATION_LEVELS,
  aiSettingsUpdateSchema,
  DATA_PRIVACY_LEVELS,
  NOTIFICATION_FREQUENCIES,
} from '@careerloom/contract';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Field, Form, Select, useZodForm } from '../../../components/ui/form';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast-store';
import { userFacingMessage } from '../../../lib/user-facing-message';
import { useUpdateAiSettings } from '../api/update-ai-settings';

type EditableSettings = Omit<AiSettings, 'assistantEnabled'>;
type AiSettingsUpdate = z.output<typeof aiSettingsUpdateSchema>;

/** One line each on what the setting does: the server applies these rules. */
const SETTINGS: readonly { key: keyof EditableSettings; label: string; hint: string; options: readonly string[] }[] = [
  {
    key: 'automationLevel',
    label: 'Automation Level',
    hint: 'High runs every automation step your plan includes; Medium runs reminders only; Low pauses scheduled automations.',
    options: AUTOMATION_LEVELS,
  },
  {
    key: 'dataPrivacy',
    label: 'Data Privacy',
    hint: 'Restricted keeps your resume and profile away from external AI models; Standard lets a configured model read them.',
    options: DATA_PRIVACY_LEVELS,
  },
  {
    key: 'notificationFrequency',
    label: 'Notification Frequency',
    hint: 'How automation deliveries reach you: as they happen, gathered hourly, or once a day.',
    options: NOTIFICATION_FREQUENCIES,
  },
];

/** AI Settings: the three automation settings, saved and applied by 'Update AI Settings'. */
export function AiSettingsTab({ settings }: { settings: AiSettings }) {
  const update = useUpdateAiSettings();
  const initial: EditableSettings = {
    automationLevel: settings.automationLevel,
    dataPrivacy: settings.dataPrivacy,
    notificationFrequency: settings.notificationFrequency,
  };
  const form = useZodForm(aiSettingsUpdateSchema, initial, (values: EditableSettings) => values);

  const submit = (change: AiSettingsUpdate) => {
    update.mutate(change, {
      onSuccess: () =>
        toast({ title: 'AI Settings Updated', description: 'Your automation settings are saved and applied.' }),
      onError: (error) =>
        toast({ title: 'Update Failed', description: userFacingMessage(error), variant: 'destructive' }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">AI Settings</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          How far your assistant acts on its own and what it may read. Automations follow these from their next run.
        </p>
      </CardHeader>
      <CardContent>
        <Form form={form} onSubmit={submit} className="grid gap-5">
          <div className="grid gap-5 md:grid-cols-3">
            {SETTINGS.map(({ key, label, hint, options }) => (
              <Field key={key} name={key} label={label} hint={hint}>
                {(p) => (
                  <Select {...p}>
                    {options.map((o) => (
                      <option key={o} value={o}>
                        {o}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
            ))}
          </div>
          <div>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending && <Spinner label="Saving" />}
              Update AI Settings
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
