import {
  type InterviewPrepBody,
  type InterviewPrepResponse,
  interviewPrepBodySchema,
  JOBSEEKER_TOASTS,
} from '@careerloom/contract';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { FormattedText } from '../../../components/formatted-text';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Field, Form, Input, Textarea, useZodForm } from '../../../components/ui/form';
import { usePrepareInterview } from '../api/prepare-interview';
import { groupQuestionsByKind } from '../lib/question-groups';
import { toastProblem } from '../lib/request-failure';
import { useToolRequest } from '../lib/use-tool-request';
import { FailureNotice } from './failure-notice';
import { ResultSection, TextList } from './result-section';

type InterviewValues = { jobRole: string; companyName: string; jobDescription: string };
const EMPTY: InterviewValues = { jobRole: '', companyName: '', jobDescription: '' };

/** The request: the company nested as the server takes it, a blank description left out. */
function toBody({ jobRole, companyName, jobDescription }: InterviewValues) {
  return { jobRole, companyInfo: { name: companyName }, ...(jobDescription.trim() ? { jobDescription } : {}) };
}

/** Interview tab: questions for a role and company, what a good answer covers, and tips. */
export function InterviewTab() {
  const prepare = usePrepareInterview();
  const form = useZodForm(interviewPrepBodySchema, EMPTY, toBody);
  const [result, setResult] = useState<InterviewPrepResponse | null>(null);
  const { failure, run } = useToolRequest(prepare, {
    title: JOBSEEKER_TOASTS.interviewErrorTitle,
    description: JOBSEEKER_TOASTS.interviewError,
  });
  const submit = (body: InterviewPrepBody) => run(body, setResult);

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">Interview preparation</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Likely questions for the role and company, what a strong answer covers, and how to prepare.
          </p>
        </CardHeader>
        <CardContent>
          <Form
            form={form}
            onSubmit={submit}
            reportInvalid={() =>
              toastProblem(JOBSEEKER_TOASTS.informationRequiredTitle, JOBSEEKER_TOASTS.interviewMissing)
            }
            className="grid gap-4 sm:grid-cols-2"
          >
            <Field name="jobRole" label="Target role">
              {(p) => <Input {...p} maxLength={200} placeholder="e.g. Frontend Developer" />}
            </Field>
            <Field name="companyName" label="Company name">
              {(p) => <Input {...p} maxLength={200} autoComplete="organization" placeholder="e.g. Acme Corp" />}
            </Field>
            <div className="sm:col-span-2">
              <Field
                name="jobDescription"
                label="Job description (optional)"
                hint="Adds technical questions on the skills it names."
              >
                {(p) => <Textarea {...p} rows={5} maxLength={20_000} placeholder="Paste the job posting..." />}
              </Field>
            </div>
            <div className="sm:col-span-2">
              <Button type="submit" disabled={prepare.isPending} className="w-full sm:w-auto">
                {prepare.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
                {prepare.isPending ? 'Preparing...' : 'Prepare for Interview'}
              </Button>
            </div>
            <div className="sm:col-span-2">
              <FailureNotice failure={failure} />
            </div>
          </Form>
        </CardContent>
      </Card>

      {result && <InterviewGuide result={result} />}
    </div>
  );
}

function InterviewGuide({ result }: { result: InterviewPrepResponse }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Your interview guide</h2>
      </CardHeader>
      <CardContent className="grid gap-6">
        <FormattedText text={result.guide} className="text-sm text-slate-700 dark:text-slate-300" />
        {groupQuestionsByKind(result.questions).map((group) => (
          <ResultSection key={group.kind} title={group.heading}>
            <ol className="grid gap-3">
              {group.questions.map((q) => (
                <li key={q.question} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
                  <p className="font-medium">{q.question}</p>
                  {q.skills.length > 0 && (
                    <ul aria-label="Skills this question tests" className="mt-2 flex flex-wrap gap-1.5">
                      {q.skills.map((skill) => (
                        <li key={skill}>
                          <Badge variant="secondary">{skill}</Badge>
                        </li>
                      ))}
                    </ul>
                  )}
                  <div className="mt-3 grid gap-3 text-sm md:grid-cols-2">
                    {/* A question the candidate asks needs no answer of theirs, only one to listen to. */}
                    <div>
                      <p className="font-medium text-slate-700 dark:text-slate-300">
                        {q.listenFor ? 'What to listen for in their answer' : 'A good answer covers'}
                      </p>
                      <TextList items={q.listenFor ?? q.goodAnswerCovers} />
                    </div>
                    <div>
                      <p className="font-medium text-slate-700 dark:text-slate-300">Tips</p>
                      <TextList items={q.tips} />
                    </div>
                  </div>
                </li>
              ))}
            </ol>
          </ResultSection>
        ))}
        <ResultSection title="Preparation tips">
          <TextList items={result.preparation_tips} />
        </ResultSection>
      </CardContent>
    </Card>
  );
}
