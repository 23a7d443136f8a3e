import { DEMO_LENGTH_MINUTES } from '@careerloom/contract';
import { ArrowLeft, CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { DemoConfirmation } from './demo-confirmation';
import { DemoContactPanel } from './demo-contact-panel';
import { DemoFeaturesList } from './demo-features-list';
import { DemoRequestForm } from './demo-request-form';
import { WhatToExpectPanel } from './what-to-expect-panel';

/**
 * The public enterprise demo request (part 2 section 2.7): editing, submitting, then the confirmation
 * screen (section 4). The request is stored as a lead (rulings "Real where the spec shows a fake").
 */
export default function DemoRequestPage() {
  const [confirmedName, setConfirmedName] = useState<string | null>(null);
  if (confirmedName !== null) return <DemoConfirmation firstName={confirmedName} />;

  return (
    <div>
      <header className="border-b border-slate-200 bg-linear-to-b from-brand-50 to-white dark:border-slate-800 dark:from-brand-500/10 dark:to-slate-950">
        <div className="mx-auto max-w-7xl px-4 pt-6 pb-12">
          <Link
            href={paths.home}
            className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Back to Home
          </Link>
          <div className="mt-8 max-w-3xl">
            <Badge variant="outline" className="gap-1.5 bg-white/70 dark:bg-slate-900/70">
              <CalendarCheck className="h-3.5 w-3.5" aria-hidden="true" />
              {DEMO_LENGTH_MINUTES}-minute live demo
            </Badge>
            <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">Schedule Your Enterprise Demo</h1>
            <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">
              See how Careerloom's Work AI screens candidates, automates workflows and turns your data into decisions,
              in a walkthrough built around your team.
            </p>
          </div>
        </div>
      </header>

      <div className="mx-auto grid max-w-7xl items-start gap-6 px-4 py-10 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <h2 className="text-xl font-semibold">Request Your Demo</h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Tell us about you and your organization. Every field is required unless marked optional.
            </p>
          </CardHeader>
          <CardContent>
            <DemoRequestForm onSubmitted={setConfirmedName} />
          </CardContent>
        </Card>
        <aside aria-label="About the demo" className="grid gap-6">
          <WhatToExpectPanel />
          <DemoFeaturesList />
          <DemoContactPanel />
        </aside>
      </div>
    </div>
  );
}
