import {
  type CoverLetterBody,
  type CoverLetterResponse,
  coverLetterBodySchema,
  JOBSEEKER_TOASTS,
} from '@careerloom/contract';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { CopyButton } from '../../../components/copy-button';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Field, Form, Input, Textarea, useZodForm } from '../../../components/ui/form';
import { useWriteCoverLetter } from '../api/write-cover-letter';
import { toastProblem } from '../lib/request-failure';
import { useToolRequest } from '../lib/use-tool-request';
import { FailureNotice } from './failure-notice';
import { ResultSection, TextList } from './result-section';

/**
 * Cover Letter tab: a letter for the job and company the user typed, drawn from their latest
 * stored resume. Without one the server answers 422 and the tab sends the user to add it.
 */
export function CoverLetterTab({ onAddResume }: { onAddResume: () => void }) {
  const write = useWriteCoverLetter();
  const form = useZodForm(
    coverLetterBodySchema,
    { companyName: '', jobDescription: '' },
    ({ companyName, jobDescription }: { companyName: string; jobDescription: string }) => ({
      jobDescription,
      companyInfo: { name: companyName },
    }),
  );
  const [result, setResult] = useState<CoverLetterResponse | null>(null);
  const { failure, run } = useToolRequest(write, {
    title: JOBSEEKER_TOASTS.coverLetterErrorTitle,
    description: JOBSEEKER_TOASTS.coverLetterError,
  });
  const submit = (body: CoverLetterBody) => run(body, setResult);

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">Cover letter</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Written from your stored resume for this job and company. Review it and make it yours before sending.
          </p>
        </CardHeader>
        <CardContent>
          <Form
            form={form}
            onSubmit={submit}
            reportInvalid={() =>
              toastProblem(JOBSEEKER_TOASTS.informationRequiredTitle, JOBSEEKER_TOASTS.coverLetterMissing)
            }
            className="grid gap-4"
          >
            <Field name="companyName" label="Company name">
              {(p) => <Input {...p} maxLength={200} autoComplete="organization" placeholder="e.g. Acme Corp" />}
            </Field>
            <Field name="jobDescription" label="Job description">
              {(p) => <Textarea {...p} rows={8} maxLength={20_000} placeholder="Paste the job posting..." />}
            </Field>
            <div>
              <Button type="submit" disabled={write.isPending} className="w-full sm:w-auto">
                {write.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
                {write.isPending ? 'Writing...' : 'Generate Cover Letter'}
              </Button>
            </div>
            <FailureNotice
              failure={failure}
              action={
                failure?.unprocessable ? (
                  <Button variant="outline" size="sm" onClick={onAddResume}>
                    Add your resume
                  </Button>
                ) : undefined
              }
            />
          </Form>
        </CardContent>
      </Card>

      {result && (
        <Card>
          <CardHeader>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-lg font-semibold">Your cover letter</h2>
              <CopyButton text={result.cover_letter} name="Copy cover letter" />
            </div>
          </CardHeader>
          <CardContent className="grid gap-6">
            <div className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm leading-relaxed whitespace-pre-wrap break-words dark:border-slate-800 dark:bg-slate-950/40">
              {result.cover_letter}
            </div>
            <ResultSection title="Customization tips">
              <TextList items={result.customization_tips} />
            </ResultSection>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
