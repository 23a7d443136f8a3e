import { type ContactMessageBody, contactMessageBodySchema } from '@careerloom/contract';
import { Send } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Field, Form, Input, showServerErrors, Textarea, useZodForm } from '../../../components/ui/form';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast-store';
import { userFacingMessage } from '../../../lib/user-facing-message';
import { useSendContactMessage } from '../api/send-contact-message';

const EMPTY: ContactMessageBody = { name: '', email: '', message: '' };

/**
 * The one contact form of the public pages (About › Contact and /contact). It validates with the
 * same schema as the server, so a message the browser accepts is one the server stores.
 */
export function ContactForm() {
  const form = useZodForm(contactMessageBodySchema, EMPTY);
  const send = useSendContactMessage();

  const submit = (body: ContactMessageBody) =>
    send.mutate(body, {
      onSuccess: (answer) => {
        toast({ title: 'Message sent', description: answer.message });
        form.reset();
      },
      onError: (error) => {
        showServerErrors(form, error);
        toast({
          title: 'Message not sent',
          description: userFacingMessage(error, { fallback: 'Please try again in a moment.' }),
          variant: 'destructive',
        });
      },
    });

  return (
    <Form form={form} onSubmit={submit} aria-label="Contact form" className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="name" label="Name">
          {(p) => <Input {...p} autoComplete="name" maxLength={200} />}
        </Field>
        <Field name="email" label="Email">
          {(p) => <Input {...p} type="email" autoComplete="email" maxLength={254} />}
        </Field>
      </div>
      <Field name="message" label="Message">
        {(p) => <Textarea {...p} rows={6} maxLength={5000} placeholder="How can we help?" />}
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
    </Form>
  );
}
