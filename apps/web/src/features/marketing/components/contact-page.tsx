import { Building2, CalendarDays, Mail, ShieldCheck, UserCog } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { paths, settingsHref } from '../../../config/paths';
import { ContactForm } from './contact-form';

const linkClass = 'font-medium text-brand-600 hover:underline dark:text-indigo-400';

/** The Contact page (rulings: the footer link that went nowhere becomes a real page). */
export default function ContactPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <title>Contact · Careerloom</title>
      <header className="max-w-2xl">
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase dark:text-indigo-400">Contact</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight">Talk to the Careerloom team</h1>
        <p className="mt-4 text-lg text-slate-600 dark:text-slate-400">
          Questions about the product, your account, privacy or a rollout for your company: write to us and a person
          from the team will reply by email.
        </p>
      </header>

      <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <Card className="lg:self-start">
          <CardHeader>
            <h2 className="flex items-center gap-2 text-xl font-semibold">
              <Mail className="h-5 w-5 text-brand-600 dark:text-indigo-400" aria-hidden="true" />
              Send us a message
            </h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              All fields are required. We answer to the email address you give.
            </p>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>

        <aside aria-labelledby="other-ways-title" className="grid content-start gap-4">
          <h2 id="other-ways-title" className="text-lg font-semibold">
            Other ways to reach us
          </h2>
          <ContactOption icon={Building2} title="Enterprise sales">
            Plans for larger teams, security reviews and rollout. See{' '}
            <Link href={paths.enterprise} className={linkClass}>
              enterprise plans
            </Link>
            .
          </ContactOption>
          <ContactOption icon={CalendarDays} title="Product demo">
            <Link href={paths.enterpriseDemo} className={linkClass}>
              Request a demo
            </Link>{' '}
            and our enterprise team will contact you within 24 hours.
          </ContactOption>
          <ContactOption icon={ShieldCheck} title="Privacy requests">
            To access, export or delete your data, send a message with the form; we answer within one month. The{' '}
            <Link href={paths.privacyPolicy} className={linkClass}>
              privacy policy
            </Link>{' '}
            explains your rights.
          </ContactOption>
          <ContactOption icon={UserCog} title="Your account">
            Signed in? Update your name, profile and password in{' '}
            <Link href={settingsHref} className={linkClass}>
              account settings
            </Link>
            .
          </ContactOption>
        </aside>
      </div>
    </div>
  );
}

function ContactOption({ icon: Icon, title, children }: { icon: typeof Mail; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-indigo-300">
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <div>
        <h3 className="font-semibold">{title}</h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{children}</p>
      </div>
    </div>
  );
}
