import { APPLICATION_TOASTS, type AutoFillBody, type AutoFillResult, autoFillBodySchema } from '@careerloom/contract';
import { Loader2, Wand2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Field, Form, Input, useZodForm } from '../../../components/ui/form';
import { toast } from '../../../lib/toast-store';
import { useAutoFill } from '../api/applications';
import { toastFailure, toastMissing } from '../lib/failure-toast';
import { APPLICATION_STATUS_LABELS, applicationStatusVariant, percentOf } from '../lib/format';
import { FilledFields } from './filled-fields';

type Props = {
  /** A job URL handed over from a match ("Auto-fill application"); fills the field. */
  jobUrl: string;
  thresholdPercent: number;
  onOpenApplication: (id: number) => void;
};

/**
 * AI Automation tab: the user gives a job's application URL; the server reads its form
 * (Greenhouse's question schema, or the page's HTML form) and fills each field from the profile
 * and resume with a confidence and the evidence, and records the application with a receipt.
 */
export function AutomationTab({ jobUrl: handedUrl, thresholdPercent, onOpenApplication }: Props) {
  const autoFill = useAutoFill();
  const form = useZodForm(autoFillBodySchema, { jobUrl: handedUrl }, ({ jobUrl }: { jobUrl: string }) => ({ jobUrl }));
  const [result, setResult] = useState<AutoFillResult | null>(null);
  const { setValue } = form;
  useEffect(() => setValue('jobUrl', handedUrl), [setValue, handedUrl]);

  const submit = (body: AutoFillBody) => {
    autoFill.mutate(body, {
      onSuccess: (out) => {
        setResult(out);
        const filled = out.fields.filter((f) => f.autoFilledValue.trim() !== '').length;
        toast({
          title: APPLICATION_TOASTS.autoFilled.title,
          description: APPLICATION_TOASTS.autoFilled.description(filled),
        });
      },
      onError: (error) => toastFailure(APPLICATION_TOASTS.autoFillFailed.title, error),
    });
  };

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">Auto-fill an application</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Paste the job's application link. The assistant reads the form and fills what your profile and resume
            support; anything without evidence stays empty and is flagged for you.
          </p>
        </CardHeader>
        <CardContent>
          <Form
            form={form}
            onSubmit={submit}
            reportInvalid={(errors) =>
              toastMissing(
                errors.jobUrl?.message === APPLICATION_TOASTS.invalidJobUrl.description
                  ? APPLICATION_TOASTS.invalidJobUrl
                  : APPLICATION_TOASTS.missingJobUrl,
              )
            }
            className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end"
          >
            <Field name="jobUrl" label="Job application URL">
              {(p) => (
                <Input
                  {...p}
                  type="url"
                  inputMode="url"
                  placeholder="https://boards.greenhouse.io/company/jobs/123"
                  maxLength={2000}
                />
              )}
            </Field>
            <Button type="submit" disabled={autoFill.isPending}>
              {autoFill.isPending ? (
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
              ) : (
                <Wand2 className="h-4 w-4" aria-hidden="true" />
              )}
              {autoFill.isPending ? 'Reading the form...' : 'Auto-Fill Application'}
            </Button>
          </Form>
        </CardContent>
      </Card>

      {result && (
        <Card role="region" aria-labelledby="autofill-result-title">
          <CardHeader>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <h2 id="autofill-result-title" className="text-lg font-semibold break-words">
                  {result.application.jobTitle} at {result.application.company}
                </h2>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  Overall confidence <strong>{percentOf(result.overallConfidence)}</strong> (your auto-submit threshold
                  is {thresholdPercent}%).
                </p>
              </div>
              <Badge variant={applicationStatusVariant(result.application.status)}>
                {APPLICATION_STATUS_LABELS[result.application.status]}
              </Badge>
            </div>
            {result.application.status === 'pending_input' && (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                Not submitted: recorded as needing your input. Review the fields below, complete the flagged ones and
                send it from the employer's page; the receipt keeps every answer and where it came from.
              </p>
            )}
            <div>
              <Button variant="outline" size="sm" onClick={() => onOpenApplication(result.application.id)}>
                View application and receipt
              </Button>
            </div>
          </CardHeader>
          <CardContent>
            <FilledFields
              fields={result.fields}
              questions={result.personalizedQuestions}
              thresholdPercent={thresholdPercent}
            />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
