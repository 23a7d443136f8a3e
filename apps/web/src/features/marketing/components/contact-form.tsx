import { type ContactMessageBody, contactMessageBodySchema } from '@careerloom/contract';
import { Send } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Field, Input, Textarea } from '../../../components/ui/form';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { type FieldErrors, fieldErrorsFromIssues } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast-store';
import { useFormFields } from '../../../lib/use-form-fields';
import { userFacingMessage } from '../../../lib/user-facing-message';
import { useSendContactMessage } from '../api/send-contact-message';

type FieldName = keyof ContactMessageBody;

const EMPTY: ContactMessageBody = { name: '', email: '', message: '' };
const FIELD_ORDER: FieldName[] = ['name', 'email', 'message'];

/** The first message per field, so each control shows one clear error under it. */
function fieldErrorsOf(values: ContactMessageBody): FieldErrors<FieldName> | null {
  const result = contactMessageBodySchema.safeParse(values);
  return result.success ? null : fieldErrorsFromIssues(result.error.issues, FIELD_ORDER);
}

/**
 * The one contact form of the public pages (About › Contact and /contact). It validates with the
 * same schema as the server, so a message the browser accepts is one the server stores.
 */
export function ContactForm() {
  const { formRef, values, errors, bind, showErrors, reset } = useFormFields<FieldName>(EMPTY);
  const send = useSendContactMessage();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = fieldErrorsOf(values);
    if (found) return showErrors(found);
    send.mutate(contactMessageBodySchema.parse(values), {
      onSuccess: (answer) => {
        toast({ title: 'Message sent', description: answer.message });
        reset();
      },
      onError: (error) =>
        toast({
          title: 'Message not sent',
          description: userFacingMessage(error, { fallback: 'Please try again in a moment.' }),
          variant: 'destructive',
        }),
    });
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Contact form" className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" error={errors.name}>
          {(p) => <Input {...p} autoComplete="name" maxLength={200} {...bind('name')} />}
        </Field>
        <Field label="Email" error={errors.email}>
          {(p) => <Input {...p} type="email" autoComplete="email" maxLength={254} {...bind('email')} />}
        </Field>
      </div>
      <Field label="Message" error={errors.message}>
        {(p) => <Textarea {...p} rows={6} maxLength={5000} placeholder="How can we help?" {...bind('message')} />}
      </Field>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-500 dark:text-slate-400">
          We keep your name, email, message and IP address to reply and to stop abuse. See our{' '}
          <Link href={paths.privacyPolicy} className="font-medium text-brand-600 hover:underline dark:text-indigo-400">
            Privacy Policy
          </Link>
          .
        </p>
        <Button type="submit" disabled={send.isPending} className="shrink-0">
          {send.isPending ? (
            <>
              <Spinner label="Sending message" /> Sending...
            </>
          ) : (
            <>
              <Send className="h-4 w-4" aria-hidden="true" /> Send Message
            </>
          )}
        </Button>
      </div>
    </form>
  );
}
