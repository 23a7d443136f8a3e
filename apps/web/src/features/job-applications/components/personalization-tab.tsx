import {
  APPLICATION_TOASTS,
  DEFAULT_PERSONAL_QUESTIONS,
  type GenerateCoverLetterResponse,
  generateCoverLetterBodySchema,
  type SuggestAnswersBody,
  type SuggestAnswersResponse,
  suggestAnswersBodySchema,
} from '@careerloom/contract';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { CopyButton } from '../../../components/copy-button';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Field, Form, Input, Textarea, useZodForm } from '../../../components/ui/form';
import { toast } from '../../../lib/toast-store';
import { useGenerateCoverLetter, useSuggestAnswers } from '../api/personalization';
import { toastFailure, toastMissing } from '../lib/failure-toast';

/** The job, typed once for both tools, and the questions one per line. */
type JobValues = { company: string; position: string; description: string; questions: string };

const EMPTY: JobValues = {
  company: '',
  position: '',
  description: '',
  questions: DEFAULT_PERSONAL_QUESTIONS.join('\n'),
};

function toSuggestBody({ company, position, description, questions }: JobValues) {
  const asked = questions
    .split('\n')
    .map((q) => q.trim())
    .filter(Boolean);
  return {
    questions: asked.length > 0 ? asked : [...DEFAULT_PERSONAL_QUESTIONS],
    jobContext: { company, position, description },
  };
}

function toLetterBody({ company, position, description }: JobValues) {
  return { jobTitle: position, companyName: company, jobDescription: description };
}

/**
 * Personalization tab: a job's company, position and description (typed once, used by both
 * tools), a cover letter written from them and the user's resume, and draft answers to the
 * application's questions with the reasoning and the resume lines behind each.
 */
export function PersonalizationTab() {
  const form = useZodForm(suggestAnswersBodySchema, EMPTY, toSuggestBody);
  const letter = useGenerateCoverLetter();
  const suggest = useSuggestAnswers();
  const [coverLetter, setCoverLetter] = useState<GenerateCoverLetterResponse | null>(null);
  const [suggestions, setSuggestions] = useState<SuggestAnswersResponse | null>(null);
  const missing = () => toastMissing(APPLICATION_TOASTS.missingJobDetails);

  // The second action of the same fields, checked with its own request schema.
  const writeLetter = () => {
    const parsed = generateCoverLetterBodySchema.safeParse(toLetterBody(form.getValues()));
    if (!parsed.success) return missing();
    letter.mutate(parsed.data, {
      onSuccess: (out) => {
        setCoverLetter(out);
        toast({ title: APPLICATION_TOASTS.coverLetterGenerated.title });
      },
      onError: (e) => toastFailure(APPLICATION_TOASTS.generationFailed.title, e),
    });
  };

  const suggestAnswers = (body: SuggestAnswersBody) =>
    suggest.mutate(body, {
      onSuccess: (out) => {
        setSuggestions(out);
        toast({ title: APPLICATION_TOASTS.suggestionsGenerated.title });
      },
      onError: (e) => toastFailure(APPLICATION_TOASTS.suggestionFailed.title, e),
    });

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">The job</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Both tools write from your latest resume for this company and position.
          </p>
        </CardHeader>
        <CardContent>
          <Form form={form} onSubmit={suggestAnswers} reportInvalid={missing} className="grid gap-4 sm:grid-cols-2">
            <Field name="company" label="Company">
              {(p) => <Input {...p} maxLength={200} />}
            </Field>
            <Field name="position" label="Position">
              {(p) => <Input {...p} maxLength={200} />}
            </Field>
            <div className="sm:col-span-2">
              <Field name="description" label="Job description (optional)">
                {(p) => <Textarea {...p} rows={5} maxLength={20_000} />}
              </Field>
            </div>
            <div className="sm:col-span-2">
              <Field name="questions" label="Questions to answer" hint="One per line">
                {(p) => <Textarea {...p} rows={4} />}
              </Field>
            </div>
            <div className="flex flex-wrap gap-2 sm:col-span-2">
              <Button type="button" onClick={writeLetter} disabled={letter.isPending}>
                {letter.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
                Generate Cover Letter
              </Button>
              <Button type="submit" variant="outline" disabled={suggest.isPending}>
                {suggest.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
                Suggest Answers
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>

      {coverLetter && (
        <Card role="region" aria-labelledby="letter-title">
          <CardHeader>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="letter-title" className="text-lg font-semibold">
                Cover letter
              </h2>
              <CopyButton text={coverLetter.coverLetter} name="Copy cover letter" />
            </div>
          </CardHeader>
          <CardContent>
            <div className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm leading-relaxed whitespace-pre-wrap break-words dark:border-slate-800 dark:bg-slate-950/40">
              {coverLetter.coverLetter}
            </div>
          </CardContent>
        </Card>
      )}

      {suggestions && (
        <Card role="region" aria-labelledby="suggestions-title">
          <CardHeader>
            <h2 id="suggestions-title" className="text-lg font-semibold">
              Suggested answers
            </h2>
          </CardHeader>
          <CardContent className="grid gap-4">
            {suggestions.suggestions.map((s) => (
              <section
                key={s.question}
                className="grid gap-2 rounded-lg border border-slate-200 p-4 text-sm dark:border-slate-800"
              >
                <h3 className="font-semibold">{s.question}</h3>
                {s.suggestedAnswers.map((answer) => (
                  <p key={answer} className="whitespace-pre-wrap rounded bg-slate-50 p-2 dark:bg-slate-800/60">
                    {answer}
                  </p>
                ))}
                <p className="text-slate-600 dark:text-slate-400">
                  <span className="font-medium">Why:</span> {s.reasoning}
                </p>
                {s.evidence.length > 0 && (
                  <ul className="list-disc pl-5 text-xs text-slate-600 dark:text-slate-400">
                    {s.evidence.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </CardContent>
        </Card>
      )}
    </div>
  );
}
