import {
  DEMO_COMPANY_SIZES,
  DEMO_INDUSTRIES,
  DEMO_TIMELINES,
  DEMO_TOASTS,
  type DemoRequestBody,
  demoRequestBodySchema,
} from '@careerloom/contract';
import { Loader2, Send } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, Input, Select, Textarea } from '../../../components/ui/form';
import { fieldErrorsFromApiError, fieldErrorsFromIssues } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast-store';
import { useFormFields } from '../../../lib/use-form-fields';
import { useRequestDemo } from '../api/request-demo';
import { ChoiceOptions } from './choice-options';
import { DEMO_COMPANY_SIZE_LABELS, DEMO_INDUSTRY_LABELS, DEMO_TIMELINE_LABELS } from './demo-options';

type DemoField = keyof DemoRequestBody;
type DemoValues = Record<DemoField, string>;

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'jobTitle',
  'companySize',
  'industry',
  'timeline',
  'currentChallenges',
] as const satisfies readonly DemoField[];

const EMPTY: DemoValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  jobTitle: '',
  companySize: '',
  industry: '',
  timeline: '',
  currentChallenges: '',
};

/**
 * The demo request form (part 2 sections 4 and 5): every field is checked on submit with the
 * contract schema the server also uses, and each message appears under its field.
 */
export function DemoRequestForm({ onSubmitted }: { onSubmitted: (firstName: string) => void }) {
  const requestDemo = useRequestDemo();
  const { formRef, values, errors, bind, showErrors, clearErrors } = useFormFields<DemoField>(EMPTY);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The phone is optional: a blank one is left out rather than sent as an empty string.
    const { phone, ...rest } = values;
    const parsed = demoRequestBodySchema.safeParse(phone.trim() ? values : rest);
    if (!parsed.success) return showErrors(fieldErrorsFromIssues(parsed.error.issues, FIELDS));
    clearErrors();
    requestDemo.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: DEMO_TOASTS.successTitle, description: DEMO_TOASTS.success });
        onSubmitted(parsed.data.firstName);
      },
      onError: (error) => {
        showErrors(fieldErrorsFromApiError(error, FIELDS));
        toast({ title: DEMO_TOASTS.failureTitle, description: DEMO_TOASTS.failure, variant: 'destructive' });
      },
    });
  };

  const pending = requestDemo.isPending;
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label="Demo request"
      className="grid items-start gap-5 sm:grid-cols-2"
    >
      <Field label="First Name" error={errors.firstName}>
        {(p) => <Input {...p} {...bind('firstName')} required autoComplete="given-name" maxLength={200} />}
      </Field>
      <Field label="Last Name" error={errors.lastName}>
        {(p) => <Input {...p} {...bind('lastName')} required autoComplete="family-name" maxLength={200} />}
      </Field>
      <Field label="Work Email" error={errors.email}>
        {(p) => <Input {...p} {...bind('email')} type="email" required autoComplete="email" maxLength={254} />}
      </Field>
      <Field label="Phone (optional)" error={errors.phone}>
        {(p) => <Input {...p} {...bind('phone')} type="tel" autoComplete="tel" maxLength={40} />}
      </Field>
      <Field label="Company" error={errors.company}>
        {(p) => <Input {...p} {...bind('company')} required autoComplete="organization" maxLength={200} />}
      </Field>
      <Field label="Job Title" error={errors.jobTitle}>
        {(p) => <Input {...p} {...bind('jobTitle')} required autoComplete="organization-title" maxLength={200} />}
      </Field>
      <Field label="Company Size" error={errors.companySize}>
        {(p) => (
          <Select {...p} {...bind('companySize')} required>
            <ChoiceOptions
              placeholder="Select company size"
              values={DEMO_COMPANY_SIZES}
              labels={DEMO_COMPANY_SIZE_LABELS}
            />
          </Select>
        )}
      </Field>
      <Field label="Industry" error={errors.industry}>
        {(p) => (
          <Select {...p} {...bind('industry')} required>
            <ChoiceOptions placeholder="Select industry" values={DEMO_INDUSTRIES} labels={DEMO_INDUSTRY_LABELS} />
          </Select>
        )}
      </Field>
      <div className="sm:col-span-2">
        <Field label="Implementation Timeline" error={errors.timeline}>
          {(p) => (
            <Select {...p} {...bind('timeline')} required>
              <ChoiceOptions placeholder="Select timeline" values={DEMO_TIMELINES} labels={DEMO_TIMELINE_LABELS} />
            </Select>
          )}
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field
          label="Current Hiring Challenges"
          error={errors.currentChallenges}
          hint="At least 10 characters: the more we know, the more useful the demo."
        >
          {(p) => (
            <Textarea
              {...p}
              {...bind('currentChallenges')}
              required
              rows={5}
              maxLength={5000}
              placeholder="Tell us about your hiring volume, bottlenecks and what you would like AI to take on..."
            />
          )}
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={pending} className="w-full">
          {pending ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <Send className="h-4 w-4" aria-hidden="true" />
          )}
          {pending ? 'Submitting...' : 'Request Demo'}
        </Button>
      </div>
    </form>
  );
}
