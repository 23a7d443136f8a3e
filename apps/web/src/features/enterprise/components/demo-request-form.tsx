import {
  DEMO_COMPANY_SIZES,
  DEMO_INDUSTRIES,
  DEMO_TIMELINES,
  DEMO_TOASTS,
  type DemoRequestBody,
  demoRequestBodySchema,
} from '@careerloom/contract';
import { Loader2, Send } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Field, Form, Input, Select, showServerErrors, Textarea, useZodForm } from '../../../components/ui/form';
import { toast } from '../../../lib/toast-store';
import { useRequestDemo } from '../api/request-demo';
import { ChoiceOptions } from './choice-options';
import { DEMO_COMPANY_SIZE_LABELS, DEMO_INDUSTRY_LABELS, DEMO_TIMELINE_LABELS } from './demo-options';

type DemoValues = Record<keyof DemoRequestBody, string>;

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
  // The phone is optional: a blank one is left out rather than sent as an empty string.
  const form = useZodForm(demoRequestBodySchema, EMPTY, ({ phone, ...rest }: DemoValues) =>
    phone.trim() ? { ...rest, phone } : rest,
  );

  const submit = (body: DemoRequestBody) =>
    requestDemo.mutate(body, {
      onSuccess: () => {
        toast({ title: DEMO_TOASTS.successTitle, description: DEMO_TOASTS.success });
        onSubmitted(body.firstName);
      },
      onError: (error) => {
        showServerErrors(form, error);
        toast({ title: DEMO_TOASTS.failureTitle, description: DEMO_TOASTS.failure, variant: 'destructive' });
      },
    });

  const pending = requestDemo.isPending;
  return (
    <Form form={form} onSubmit={submit} aria-label="Demo request" className="grid items-start gap-5 sm:grid-cols-2">
      <Field name="firstName" label="First Name">
        {(p) => <Input {...p} required autoComplete="given-name" maxLength={200} />}
      </Field>
      <Field name="lastName" label="Last Name">
        {(p) => <Input {...p} required autoComplete="family-name" maxLength={200} />}
      </Field>
      <Field name="email" label="Work Email">
        {(p) => <Input {...p} type="email" required autoComplete="email" maxLength={254} />}
      </Field>
      <Field name="phone" label="Phone (optional)">
        {(p) => <Input {...p} type="tel" autoComplete="tel" maxLength={40} />}
      </Field>
      <Field name="company" label="Company">
        {(p) => <Input {...p} required autoComplete="organization" maxLength={200} />}
      </Field>
      <Field name="jobTitle" label="Job Title">
        {(p) => <Input {...p} required autoComplete="organization-title" maxLength={200} />}
      </Field>
      <Field name="companySize" label="Company Size">
        {(p) => (
          <Select {...p} required>
            <ChoiceOptions
              placeholder="Select company size"
              values={DEMO_COMPANY_SIZES}
              labels={DEMO_COMPANY_SIZE_LABELS}
            />
          </Select>
        )}
      </Field>
      <Field name="industry" label="Industry">
        {(p) => (
          <Select {...p} required>
            <ChoiceOptions placeholder="Select industry" values={DEMO_INDUSTRIES} labels={DEMO_INDUSTRY_LABELS} />
          </Select>
        )}
      </Field>
      <div className="sm:col-span-2">
        <Field name="timeline" label="Implementation Timeline">
          {(p) => (
            <Select {...p} required>
              <ChoiceOptions placeholder="Select timeline" values={DEMO_TIMELINES} labels={DEMO_TIMELINE_LABELS} />
            </Select>
          )}
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field
          name="currentChallenges"
          label="Current Hiring Challenges"
          hint="At least 10 characters: the more we know, the more useful the demo."
        >
          {(p) => (
            <Textarea
              {...p}
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
    </Form>
  );
}
