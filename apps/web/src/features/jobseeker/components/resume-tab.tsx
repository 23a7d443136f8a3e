import {
  type AtsAnalysis,
  JOBSEEKER_TOASTS,
  RESUME_MAX_BYTES,
  RESUME_MAX_TEXT_CHARS,
  type ResumeOptimizeBody,
  resumeOptimizeBodySchema,
} from '@careerloom/contract';
import { Check, Loader2, Save } from 'lucide-react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Field, Form, Textarea, useZodForm } from '../../../components/ui/form';
import { formatDay } from '../../../lib/date-text';
import { useLatestResume } from '../api/latest-resume';
import { useOptimizeResume } from '../api/optimize-resume';
import { type ResumeSource, useStoreResume } from '../api/store-resume';
import { describeFailure, type RequestFailure, toastProblem } from '../lib/request-failure';
import { useToolRequest } from '../lib/use-tool-request';
import { AtsResult } from './ats-result';
import { FailureNotice } from './failure-notice';
import { PlanLockNote } from './plan-lock';

const ACCEPTED_FILES =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** The upload control, focused when another tab sends the user here to add a resume. */
export const RESUME_FILE_INPUT_ID = 'jobseeker-resume-file';

const MAX_MB = RESUME_MAX_BYTES / (1024 * 1024);

const fileInputClass =
  'block w-full text-sm text-slate-600 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-brand-700 hover:file:bg-brand-100 dark:text-slate-400 dark:file:bg-brand-500/15 dark:file:text-brand-100 dark:hover:file:bg-brand-500/30';

/**
 * Resume tab: upload a PDF/DOCX or paste text, score it against a target job, edit and score again.
 * An upload or a save stores the text as the user's newest resume version, which the cover letter
 * and the interview guide draw on. `locked` (below the Job Seeker plan): storing works, scoring is
 * disabled and says which plan brings it.
 */
export function ResumeTab({ locked = false }: { locked?: boolean }) {
  const latest = useLatestResume();
  const store = useStoreResume();
  const optimize = useOptimizeResume();
  const form = useZodForm(resumeOptimizeBodySchema, { resumeText: '', targetJob: '' });
  const resumeText = useWatch({ control: form.control, name: 'resumeText' });
  const { getValues, setValue } = form;
  const [analysis, setAnalysis] = useState<AtsAnalysis | null>(null);
  // The resume text the analysis on screen scored, so a newly stored resume is scored again.
  const analysedText = useRef<string | null>(null);
  const [previousScore, setPreviousScore] = useState<number | null>(null);
  const { failure, run } = useToolRequest(optimize, {
    title: JOBSEEKER_TOASTS.resumeErrorTitle,
    description: JOBSEEKER_TOASTS.resumeError,
  });
  const [storeFailure, setStoreFailure] = useState<RequestFailure | null>(null);
  const [storedNote, setStoredNote] = useState<string | null>(null);
  const prefilled = useRef(false);
  // Saving the text that is already the newest version would only add a duplicate version.
  const isStored = Boolean(latest.data) && latest.data?.text.trim() === resumeText.trim();

  // The stored resume fills an empty text box once, so a returning user can score it straight away.
  useEffect(() => {
    if (prefilled.current || !latest.data) return;
    prefilled.current = true;
    if (!getValues('resumeText')) setValue('resumeText', latest.data.text);
  }, [latest.data, getValues, setValue]);

  const storeResume = (source: ResumeSource, done: string) => {
    setStoreFailure(null);
    setStoredNote(null);
    store.mutate(source, {
      onSuccess: (resume) => {
        if ('file' in source) setValue('resumeText', resume.text);
        const skills = resume.skills.length;
        // An analysis of the previous resume must not stay on screen as if it were this one's: the
        // new resume is scored against the same job at once.
        const rescore = analysis !== null && !locked && analysedText.current?.trim() !== resume.text.trim();
        setStoredNote(
          `${done} Stored as version ${resume.version} with ${skills} ${skills === 1 ? 'skill' : 'skills'} recognised${locked ? '' : '; the cover letter and interview guide now use it'}.${rescore ? ' The analysis below is redone for it.' : ''}`,
        );
        if (rescore) analyze({ resumeText: resume.text, targetJob: getValues('targetJob') });
      },
      onError: (error) =>
        setStoreFailure(
          describeFailure(error) ?? { message: error.message, upgradeRequired: false, unprocessable: false },
        ),
    });
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > RESUME_MAX_BYTES) {
      setStoredNote(null);
      setStoreFailure({
        message: `Resume files can be at most ${MAX_MB} MB`,
        upgradeRequired: false,
        unprocessable: false,
      });
      return;
    }
    storeResume({ file }, `Read ${file.name}: edit the text below if anything is off, then analyze it.`);
  };

  const save = () => {
    if (!resumeText.trim()) return missingResume();
    storeResume({ text: resumeText }, 'Saved your resume text.');
  };

  const missingResume = () => toastProblem(JOBSEEKER_TOASTS.resumeRequiredTitle, JOBSEEKER_TOASTS.resumeRequired);

  const analyze = (body: ResumeOptimizeBody) =>
    run(body, (next) => {
      analysedText.current = body.resumeText;
      // A change is only described between analyses of the same job (or two general checks).
      setPreviousScore(
        analysis && analysis.jobFingerprint === next.jobFingerprint && analysis.general === next.general
          ? analysis.score
          : null,
      );
      setAnalysis(next);
    });

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">Resume optimization</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Upload or paste your resume and the job you want. The score shows how an applicant tracking system is likely
            to read it, factor by factor. Edit the text and analyze again to see the effect.
          </p>
        </CardHeader>
        <CardContent>
          <Form
            form={form}
            onSubmit={analyze}
            // A blank resume is a toast (part 2 section 5); one over the limit is told under the field.
            reportInvalid={() => (getValues('resumeText').trim() ? false : missingResume())}
            className="grid gap-4"
          >
            <div className="grid gap-1.5">
              <label htmlFor={RESUME_FILE_INPUT_ID} className="text-sm font-medium">
                Upload resume (PDF or DOCX)
              </label>
              <input
                id={RESUME_FILE_INPUT_ID}
                type="file"
                accept={ACCEPTED_FILES}
                onChange={onFile}
                disabled={store.isPending}
                className={fileInputClass}
              />
              <p className="text-xs text-slate-500 dark:text-slate-400">
                Up to {MAX_MB} MB. The text is extracted and placed below.
                {latest.data && (
                  <>
                    {' '}
                    Stored resume: {latest.data.filename ?? 'pasted text'}, version {latest.data.version}, added{' '}
                    {formatDay(latest.data.createdAt)}.
                  </>
                )}
              </p>
            </div>
            {store.isPending && (
              <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Reading and storing your resume...
              </p>
            )}
            {storedNote && (
              <p
                role="status"
                className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-100"
              >
                {storedNote}
              </p>
            )}
            <FailureNotice failure={storeFailure} />
            <Field name="resumeText" label="Resume text">
              {(p) => (
                <Textarea
                  {...p}
                  rows={12}
                  maxLength={RESUME_MAX_TEXT_CHARS}
                  placeholder="Paste your resume text here..."
                  className="font-mono text-xs sm:text-sm"
                />
              )}
            </Field>
            <Field name="targetJob" label="Target job description" hint="Optional, but the skills comparison needs it.">
              {(p) => (
                <Textarea
                  {...p}
                  rows={6}
                  maxLength={20_000}
                  placeholder="Paste the job posting: title on the first line, then requirements..."
                />
              )}
            </Field>
            {locked && (
              <PlanLockNote
                feature="Resume scoring"
                alternative="Uploading and saving your resume works on every plan."
              />
            )}
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button type="submit" disabled={locked || optimize.isPending}>
                {optimize.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
                {optimize.isPending ? 'Analyzing...' : 'Analyze Resume'}
              </Button>
              <Button variant="outline" onClick={save} disabled={store.isPending || isStored}>
                {isStored ? (
                  <Check className="h-4 w-4" aria-hidden="true" />
                ) : (
                  <Save className="h-4 w-4" aria-hidden="true" />
                )}
                {isStored ? 'Saved as my resume' : 'Save as my resume'}
              </Button>
            </div>
            <FailureNotice failure={failure} />
          </Form>
        </CardContent>
      </Card>

      {analysis && (
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold">ATS analysis</h2>
          </CardHeader>
          <CardContent>
            <AtsResult analysis={analysis} previousScore={previousScore} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
