import {
  AUTOMATION_TYPES,
  type AutomationBody,
  type AutomationResponse,
  automationBodySchema,
  FREE_TOASTS,
} from '@careerloom/contract';
import { Loader2, Zap } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, Form, Select, showServerErrors, Textarea, useZodForm } from '../../../components/ui/form';
import { toast } from '../../../lib/toast-store';
import { useCreateAutomation } from '../api/create-automation';
import { failureMessage } from '../lib/failure-message';
import { browserTimeZone, timeZoneChoices } from '../lib/time-zones';
import { AUTOMATION_TYPE_LABELS } from './automation-labels';

/**
 * Describe a task and pick its type (both needed, part 2 section 5); the server turns it into a
 * scheduled plan, its times read in the chosen time zone (the browser's unless changed). A
 * guest's attempt is answered 401 by the server and its message is shown.
 */
export function AutomationForm({
  onCreated,
  onAction,
}: {
  onCreated: (result: AutomationResponse) => void;
  onAction: () => void;
}) {
  const create = useCreateAutomation();
  // Read once: the zone a reset returns to, and the one always offered.
  const [detectedZone] = useState(browserTimeZone);
  const zones = useMemo(() => timeZoneChoices(detectedZone), [detectedZone]);
  const form = useZodForm(automationBodySchema, { taskDescription: '', taskType: '', timeZone: detectedZone });

  const submit = (body: AutomationBody) => {
    if (create.isPending) return;
    create.mutate(body, {
      onSuccess: (result) => {
        form.reset();
        onCreated(result);
      },
      onError: (error) => {
        showServerErrors(form, error);
        toast({
          title: FREE_TOASTS.loadErrorTitle,
          description: failureMessage(error, FREE_TOASTS.automationFailed),
          variant: 'destructive',
        });
      },
      onSettled: onAction,
    });
  };

  return (
    <Form form={form} onSubmit={submit} aria-label="New automation" className="grid gap-4">
      <Field
        name="taskDescription"
        label="Task description"
        hint="Say what and when, e.g. “Remind me every Monday at 9:00 to review my applications”."
      >
        {(p) => <Textarea {...p} rows={3} maxLength={1000} required />}
      </Field>
      <Field name="taskType" label="Task type">
        {(p) => (
          <Select {...p} required>
            <option value="" disabled>
              Select a task type
            </option>
            {AUTOMATION_TYPES.map((type) => (
              <option key={type} value={type}>
                {AUTOMATION_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        name="timeZone"
        label="Time zone"
        hint="Times in the description are in this zone, daylight saving included. Detected from your browser."
      >
        {(p) => (
          <Select {...p} required>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <Zap className="h-4 w-4" aria-hidden="true" />
          )}
          {create.isPending ? 'Creating...' : 'Create Automation'}
        </Button>
      </div>
    </Form>
  );
}
