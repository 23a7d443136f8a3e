import { DEMO_LENGTH_MINUTES, DEMO_TOASTS } from '@careerloom/contract';
import { ArrowLeft, CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { paths } from '../../../config/paths';

/** The confirmed state of the demo form (part 2 section 4), with the way back home (section 2.7). */
export function DemoConfirmation({ firstName }: { firstName: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the user was on is gone: move focus (and the view) to the news that it worked.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);

  return (
    <div className="mx-auto flex max-w-2xl px-4 py-16 sm:py-24">
      <Card className="w-full text-center">
        <CardContent className="flex flex-col items-center p-8 sm:p-12">
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-600 dark:bg-emerald-900/40 dark:text-emerald-400">
            <CheckCircle2 className="h-9 w-9" aria-hidden="true" />
          </span>
          <h1 ref={heading} tabIndex={-1} className="mt-6 text-3xl font-bold tracking-tight outline-none">
            Thank you, {firstName}!
          </h1>
          <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">Your demo request has been received.</p>
          <p className="mt-2 text-slate-600 dark:text-slate-400">
            {DEMO_TOASTS.success} You will then pick a time for your {DEMO_LENGTH_MINUTES}-minute personalized demo.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link href={paths.home} className={buttonClasses('primary', 'lg')}>
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              Back to Homepage
            </Link>
            <Link href={paths.enterprise} className={buttonClasses('outline', 'lg')}>
              Explore Enterprise Plans
            </Link>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
