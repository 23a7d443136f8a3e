import type { AutoFillResult, ExtensionSession } from '@careerloom/contract';
import { send } from '../lib/messages';
import { autoSubmitDecision } from './auto-submit';
import { applyValue, attachFile } from './form-filler';
import { findSubmitButton, type ReadField, readFormFields, resumeInput } from './form-reader';
import { pageHtmlOf } from './page-html';
import { Panel } from './panel';

/** The visible countdown before auto-submit presses the form's own submit button. */
export const AUTO_SUBMIT_SECONDS = 3;

type Filled = { result: AutoFillResult; byId: Map<string, ReadField>; written: Set<string> };

function fileFrom(payload: { filename: string; contentType: string; base64: string }): File {
  const binary = atob(payload.base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new File([bytes], payload.filename, { type: payload.contentType });
}

/**
 * One application form on the page and its panel: fill from Careerloom, let the user accept
 * answers, attach the resume, auto-submit only under the user's rule, and report the submission
 * (by the user or by auto-submit) once.
 */
export class ApplicationPage {
  private readonly panel: Panel;
  private session: ExtensionSession | null = null;
  private filled: Filled | null = null;
  private countdown: ReturnType<typeof setInterval> | undefined;
  private autoSubmitting = false;
  private reported = false;

  constructor(
    private readonly form: HTMLFormElement,
    private readonly openWhenPaired: boolean,
  ) {
    this.panel = new Panel({
      fill: () => void this.fill(),
      accept: (id) => this.accept(id),
      acceptAll: () => this.acceptAll(),
      attachResume: () => void this.attachResume(),
      cancelAutoSubmit: () => this.cancelAutoSubmit(),
      openOptions: () => void send({ type: 'open-options' }),
    });
    this.watchSubmission();
  }

  async start(): Promise<void> {
    this.panel.mount(false);
    const session = await send({ type: 'session' });
    if (session.ok) {
      this.session = session.value;
      this.panel.paired(session.value);
      this.panel.setOpen(this.openWhenPaired);
    } else if (session.unpaired) this.panel.unpaired(session.message);
    else {
      // Paired, but the server refused or is unreachable: say so where the user is looking.
      this.panel.error(session.message);
      this.panel.setOpen(this.openWhenPaired);
    }
  }

  private async fill(): Promise<void> {
    this.cancelAutoSubmit(false);
    this.panel.busy(true);
    this.panel.status('Reading the form and asking Careerloom…');
    try {
      // The settings may have changed in Careerloom since the page opened.
      const session = await send({ type: 'session' });
      if (!session.ok) {
        if (session.unpaired) this.panel.unpaired(session.message);
        else this.panel.error(session.message);
        return;
      }
      this.session = session.value;
      const fields = readFormFields(this.form);
      if (fields.length === 0) {
        this.panel.error('No fields were found in this form.');
        return;
      }
      const answer = await send({
        type: 'autofill',
        jobUrl: location.href,
        formFields: fields.map((f) => f.field),
        pageHtml: pageHtmlOf(document),
      });
      if (!answer.ok) {
        this.panel.error(answer.message);
        return;
      }
      this.filled = {
        result: answer.value,
        byId: new Map(fields.map((f) => [f.field.fieldId, f])),
        written: new Set(),
      };
      this.reported = false;
      this.panel.paired(session.value);
      this.panel.showResults(answer.value.fields, answer.value.overallConfidence, resumeInput(fields) !== null);
      await this.considerAutoSubmit();
    } finally {
      this.panel.busy(false);
    }
  }

  private accept(fieldId: string): boolean {
    const filled = this.filled;
    const answer = filled?.result.fields.find((f) => f.fieldId === fieldId);
    const read = filled?.byId.get(fieldId);
    if (!filled || !answer || !read || !answer.autoFilledValue || read.kind === 'file') return false;
    const ok = applyValue(read, answer.autoFilledValue);
    if (ok) filled.written.add(fieldId);
    this.panel.accepted(fieldId, ok);
    return ok;
  }

  private acceptAll(): void {
    for (const f of this.filled?.result.fields ?? [])
      if (f.autoFilledValue && f.fieldType !== 'file') this.accept(f.fieldId);
  }

  private async attachResume(): Promise<boolean> {
    const input = this.filled ? resumeInput([...this.filled.byId.values()]) : resumeInput(readFormFields(this.form));
    if (!input) {
      this.panel.status('This form has no file field for a resume.');
      return false;
    }
    this.panel.status('Fetching your resume from Careerloom…');
    const file = await send({ type: 'resume-file' });
    if (!file.ok) {
      this.panel.error(file.message);
      return false;
    }
    const ok = attachFile(input, fileFrom(file.value));
    const field = this.filled && [...this.filled.byId.values()].find((f) => f.controls[0] === input);
    if (ok && field) this.filled?.written.add(field.field.fieldId);
    this.panel.status(
      ok ? `Attached ${file.value.filename}.` : 'The form did not take the resume file; attach it yourself.',
    );
    return ok;
  }

  /** Auto-submit runs only under the user's rule; otherwise the panel says what holds it back. */
  private async considerAutoSubmit(): Promise<void> {
    const settings = this.session?.settings;
    const filled = this.filled;
    if (!settings || !filled) return;
    const fields = filled.result.fields;
    const first = autoSubmitDecision(settings, fields);
    if (!first.allowed) {
      if (first.reason === 'below-threshold')
        this.panel.autoSubmit({ kind: 'held', threshold: settings.threshold, fields: first.holdingBack });
      else this.panel.autoSubmit({ kind: 'none' });
      return;
    }
    this.acceptAll();
    const needsFile = fields.some((f) => f.fieldType === 'file' && f.required);
    if (needsFile || resumeInput([...filled.byId.values()])) await this.attachResume();
    // What the page did not take (a value it refused, a file it would not hold) holds it back too.
    const checked = autoSubmitDecision(settings, fields, (f) =>
      f.fieldType === 'file' ? !f.required || filled.written.has(f.fieldId) : filled.written.has(f.fieldId),
    );
    if (!checked.allowed) {
      this.panel.autoSubmit({
        kind: 'held',
        threshold: settings.threshold,
        fields: checked.reason === 'below-threshold' ? checked.holdingBack : [],
        note: 'Auto-submit is held back: the form did not take these required answers. Fill them and submit the form yourself.',
      });
      return;
    }
    const submit = findSubmitButton(this.form);
    if (!submit) {
      this.panel.autoSubmit({
        kind: 'text',
        text: 'This form has no submit button Careerloom can press; submit it yourself.',
      });
      return;
    }
    let seconds = AUTO_SUBMIT_SECONDS;
    this.panel.autoSubmit({ kind: 'countdown', seconds });
    this.countdown = setInterval(() => {
      seconds -= 1;
      if (seconds > 0) {
        this.panel.autoSubmit({ kind: 'countdown', seconds });
        return;
      }
      clearInterval(this.countdown);
      this.countdown = undefined;
      this.autoSubmitting = true;
      this.panel.autoSubmit({ kind: 'text', text: 'Submitting the form…' });
      submit.click();
      // A click the page's own validation stopped is no submission: hand it back to the user.
      setTimeout(() => {
        if (!this.reported) {
          this.autoSubmitting = false;
          this.panel.autoSubmit({
            kind: 'text',
            text: 'The form did not submit; check it and submit it yourself.',
            error: true,
          });
        }
      }, 1500);
    }, 1000);
  }

  private cancelAutoSubmit(say = true): void {
    if (this.countdown === undefined) return;
    clearInterval(this.countdown);
    this.countdown = undefined;
    if (say) this.panel.autoSubmit({ kind: 'cancelled' });
  }

  /** Reports the submission once: on the form's submit event, or a submit-button click on a valid form. */
  private watchSubmission(): void {
    const report = () => {
      const filled = this.filled;
      if (!filled || this.reported) return;
      this.reported = true;
      const by = this.autoSubmitting ? 'auto' : 'user';
      this.cancelAutoSubmit(false);
      // Sent at once, before the page navigates away; the service worker finishes the call.
      void send({ type: 'submitted', applicationId: filled.result.application.id, by, pageUrl: location.href }).then(
        (r) =>
          this.panel.autoSubmit(
            r.ok
              ? {
                  kind: 'text',
                  text: `Recorded in Careerloom: ${by === 'auto' ? 'auto-submitted' : 'submitted by you'}.`,
                }
              : { kind: 'text', text: r.message, error: true },
          ),
      );
    };
    this.form.addEventListener('submit', report, true);
    document.addEventListener(
      'click',
      (event) => {
        const target = event.target instanceof Element ? event.target.closest('button, input') : null;
        if (target && target === findSubmitButton(this.form) && this.form.checkValidity()) report();
      },
      true,
    );
  }
}
