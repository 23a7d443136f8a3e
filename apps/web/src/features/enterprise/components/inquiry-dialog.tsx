import {
  INQUIRY_EMPLOYEES,
  INQUIRY_INDUSTRIES,
  INQUIRY_REVENUES,
  type InquiryBody,
  inquiryBodySchema,
} from '@careerloom/contract';
import { Loader2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Form, Input, Select, showServerErrors, Textarea, useZodForm } from '../../../components/ui/form';
import { toast } from '../../../lib/toast-store';
import { userFacingMessage } from '../../../lib/user-facing-message';
import { useSendInquiry } from '../api/send-inquiry';
import { ChoiceOptions } from './choice-options';
import { INQUIRY_EMPLOYEE_LABELS, INQUIRY_INDUSTRY_LABELS, INQUIRY_REVENUE_LABELS } from './inquiry-options';
import { type EnterpriseTier, tierSummary } from './tier-content';

type InquiryValues = Record<Exclude<keyof InquiryBody, 'phone'>, string>;

const EMPTY: InquiryValues = {
  company: '',
  industry: '',
  employees: '',
  revenue: '',
  name: '',
  email: '',
  requirements: '',
};

/** Leaves room for the plan line within the schema's 5,000 characters. */
const REQUIREMENTS_MAX = 4500;

type InquiryDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tier: EnterpriseTier;
};

/** The pricing inquiry modal (part 1 sections 2, 3 and 5), stored as a sales lead. */
export function InquiryDialog({ open, onOpenChange, tier }: InquiryDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Get Enterprise Pricing"
      description="Tell us about your organization and our enterprise team will prepare a tailored quote."
    >
      {/* The dialog unmounts its content when closed, so every opening starts with a fresh form. */}
      <InquiryForm tier={tier} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function InquiryForm({ tier, onDone }: { tier: EnterpriseTier; onDone: () => void }) {
  const sendInquiry = useSendInquiry();
  const form = useZodForm(inquiryBodySchema, EMPTY, (values: InquiryValues) => toBody(values, tier));

  const submit = (body: InquiryBody) =>
    sendInquiry.mutate(body, {
      onSuccess: (answer) => {
        onDone();
        toast({ title: 'Inquiry Sent', description: answer.message });
      },
      onError: (error) => {
        showServerErrors(form, error);
        toast({ title: 'Inquiry Failed', description: userFacingMessage(error), variant: 'destructive' });
      },
    });

  return (
    <Form form={form} onSubmit={submit} className="grid items-start gap-4 sm:grid-cols-2">
      <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-700 sm:col-span-2 dark:bg-brand-500/10 dark:text-brand-100">
        Plan of interest: <strong>{tierSummary(tier)}</strong>
      </p>
      <div className="sm:col-span-2">
        <Field name="company" label="Company Name">
          {(p) => <Input {...p} required autoComplete="organization" maxLength={200} />}
        </Field>
      </div>
      <Field name="industry" label="Industry">
        {(p) => (
          <Select {...p}>
            <ChoiceOptions placeholder="Select industry" values={INQUIRY_INDUSTRIES} labels={INQUIRY_INDUSTRY_LABELS} />
          </Select>
        )}
      </Field>
      <Field name="employees" label="Number of Employees">
        {(p) => (
          <Select {...p}>
            <ChoiceOptions placeholder="Select size" values={INQUIRY_EMPLOYEES} labels={INQUIRY_EMPLOYEE_LABELS} />
          </Select>
        )}
      </Field>
      <div className="sm:col-span-2">
        <Field name="revenue" label="Annual Revenue">
          {(p) => (
            <Select {...p}>
              <ChoiceOptions
                placeholder="Select revenue range"
                values={INQUIRY_REVENUES}
                labels={INQUIRY_REVENUE_LABELS}
              />
            </Select>
          )}
        </Field>
      </div>
      <Field name="name" label="Your Name">
        {(p) => <Input {...p} required autoComplete="name" maxLength={200} />}
      </Field>
      <Field name="email" label="Email">
        {(p) => <Input {...p} type="email" required autoComplete="email" maxLength={254} />}
      </Field>
      <div className="sm:col-span-2">
        <Field name="requirements" label="AI Requirements">
          {(p) => (
            <Textarea
              {...p}
              rows={4}
              maxLength={REQUIREMENTS_MAX}
              placeholder="Describe your AI requirements and use cases..."
            />
          )}
        </Field>
      </div>
      <p className="text-xs text-slate-500 sm:col-span-2 dark:text-slate-400">
        Company name, your name and email are required.
      </p>
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={sendInquiry.isPending}>
          {sendInquiry.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
          {sendInquiry.isPending ? 'Sending...' : 'Submit Inquiry'}
        </Button>
      </div>
    </Form>
  );
}

/**
 * The strict request body: blank optional choices are left out, and the chosen plan heads the
 * requirements so the sales team sees it without a schema change.
 */
function toBody(values: InquiryValues, tier: EnterpriseTier): Record<string, string> {
  const { industry, employees, revenue, requirements, ...required } = values;
  const optional = Object.entries({ industry, employees, revenue }).filter(([, v]) => v !== '');
  const note = requirements.trim();
  return {
    ...required,
    ...Object.fromEntries(optional),
    requirements: [`Plan of interest: ${tierSummary(tier)}`, note].filter(Boolean).join('\n\n'),
  };
}
