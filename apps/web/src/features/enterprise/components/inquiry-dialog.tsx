import { INQUIRY_EMPLOYEES, INQUIRY_INDUSTRIES, INQUIRY_REVENUES, inquiryBodySchema } from '@careerloom/contract';
import { Loader2 } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Input, Select, Textarea } from '../../../components/ui/form';
import { fieldErrorsFromApiError, fieldErrorsFromIssues } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast-store';
import { useFormFields } from '../../../lib/use-form-fields';
import { userFacingMessage } from '../../../lib/user-facing-message';
import { useSendInquiry } from '../api/send-inquiry';
import { ChoiceOptions } from './choice-options';
import { INQUIRY_EMPLOYEE_LABELS, INQUIRY_INDUSTRY_LABELS, INQUIRY_REVENUE_LABELS } from './inquiry-options';
import { type EnterpriseTier, tierSummary } from './tier-content';

const FIELDS = ['company', 'industry', 'employees', 'revenue', 'name', 'email', 'requirements'] as const;
type InquiryField = (typeof FIELDS)[number];
type InquiryValues = Record<InquiryField, string>;

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
  const { formRef, values, errors, bind, showErrors } = useFormFields<InquiryField>(EMPTY);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = inquiryBodySchema.safeParse(toBody(values, tier));
    if (!parsed.success) return showErrors(fieldErrorsFromIssues(parsed.error.issues, FIELDS));
    sendInquiry.mutate(parsed.data, {
      onSuccess: (answer) => {
        onDone();
        toast({ title: 'Inquiry Sent', description: answer.message });
      },
      onError: (error) => {
        showErrors(fieldErrorsFromApiError(error, FIELDS));
        toast({ title: 'Inquiry Failed', description: userFacingMessage(error), variant: 'destructive' });
      },
    });
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid items-start gap-4 sm:grid-cols-2">
      <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-700 sm:col-span-2 dark:bg-brand-500/10 dark:text-brand-100">
        Plan of interest: <strong>{tierSummary(tier)}</strong>
      </p>
      <div className="sm:col-span-2">
        <Field label="Company Name" error={errors.company}>
          {(p) => <Input {...p} {...bind('company')} required autoComplete="organization" maxLength={200} />}
        </Field>
      </div>
      <Field label="Industry" error={errors.industry}>
        {(p) => (
          <Select {...p} {...bind('industry')}>
            <ChoiceOptions placeholder="Select industry" values={INQUIRY_INDUSTRIES} labels={INQUIRY_INDUSTRY_LABELS} />
          </Select>
        )}
      </Field>
      <Field label="Number of Employees" error={errors.employees}>
        {(p) => (
          <Select {...p} {...bind('employees')}>
            <ChoiceOptions placeholder="Select size" values={INQUIRY_EMPLOYEES} labels={INQUIRY_EMPLOYEE_LABELS} />
          </Select>
        )}
      </Field>
      <div className="sm:col-span-2">
        <Field label="Annual Revenue" error={errors.revenue}>
          {(p) => (
            <Select {...p} {...bind('revenue')}>
              <ChoiceOptions
                placeholder="Select revenue range"
                values={INQUIRY_REVENUES}
                labels={INQUIRY_REVENUE_LABELS}
              />
            </Select>
          )}
        </Field>
      </div>
      <Field label="Your Name" error={errors.name}>
        {(p) => <Input {...p} {...bind('name')} required autoComplete="name" maxLength={200} />}
      </Field>
      <Field label="Email" error={errors.email}>
        {(p) => <Input {...p} {...bind('email')} type="email" required autoComplete="email" maxLength={254} />}
      </Field>
      <div className="sm:col-span-2">
        <Field label="AI Requirements" error={errors.requirements}>
          {(p) => (
            <Textarea
              {...p}
              {...bind('requirements')}
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
    </form>
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
