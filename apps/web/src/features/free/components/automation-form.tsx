import {
  AUTOMATION_TYPES,
  type AutomationBody,
  type AutomationResponse,
  automationBodySchema,
  FREE_TOASTS,
} from '@careerloom/contract';
import { Loader2, Zap } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, Select, Textarea } from '../../../components/ui/form';
import { fieldErrorsFromApiError, fieldErrorsFromIssues } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast-store';
import { useFormFields } from '../../../lib/use-form-fields';
import { useCreateAutomation } from '../api/create-automation';
import { failureMessage } from '../lib/failure-message';
import { browserTimeZone, timeZoneChoices } from '../lib/time-zones';
import { AUTOMATION_TYPE_LABELS } from './automation-labels';

type AutomationField = keyof AutomationBody;
const FIELDS = ['taskDescription', 'taskType', 'timeZone'] as const satisfies readonly AutomationField[];

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
  const { formRef, values, errors, bind, showErrors, clearErrors, reset } = useFormFields<AutomationField>({
    taskDescription: '',
    taskType: '',
    timeZone: detectedZone,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (create.isPending) return;
    const parsed = automationBodySchema.safeParse(values);
    if (!parsed.success) return showErrors(fieldErrorsFromIssues(parsed.error.issues, FIELDS));
    clearErrors();
    create.mutate(parsed.data, {
      onSuccess: (result) => {
        reset();
        onCreated(result);
      },
      onError: (error) => {
        showErrors(fieldErrorsFromApiError(error, FIELDS));
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
    <form ref={formRef} onSubmit={submit} noValidate aria-label="New automation" className="grid gap-4">
      <Field
        label="Task description"
        error={errors.taskDescription}
        hint="Say what and when, e.g. “Remind me every Monday at 9:00 to review my applications”."
      >
        {(p) => <Textarea {...p} {...bind('taskDescription')} rows={3} maxLength={1000} required />}
      </Field>
      <Field label="Task type" error={errors.taskType}>
        {(p) => (
          <Select {...p} {...bind('taskType')} required>
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
        label="Time zone"
        error={errors.timeZone}
        hint="Times in the description are in this zone, daylight saving included. Detected from your browser."
      >
        {(p) => (
          <Select {...p} {...bind('timeZone')} required>
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
    </form>
  );
}
