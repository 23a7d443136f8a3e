import { DEMO_FOLLOW_UP_HOURS, DEMO_LENGTH_MINUTES } from '@careerloom/contract';
import { CalendarClock, ClipboardList, type LucideIcon, MessagesSquare, PhoneCall } from 'lucide-react';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';

const STEPS: readonly { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: PhoneCall,
    title: `Follow-up within ${DEMO_FOLLOW_UP_HOURS} hours`,
    text: 'An enterprise specialist contacts you to find a time that suits your team.',
  },
  {
    icon: CalendarClock,
    title: `${DEMO_LENGTH_MINUTES}-minute personalized demo`,
    text: 'A live walkthrough shaped around your industry, team size and hiring goals.',
  },
  {
    icon: MessagesSquare,
    title: 'Answers to your questions',
    text: 'Bring your current challenges; we show how Careerloom would handle them.',
  },
  {
    icon: ClipboardList,
    title: 'A tailored proposal',
    text: 'Plan and pricing recommendations based on what you need.',
  },
];

/** Part 2 sections 2.7 and 9: what happens after the request. */
export function WhatToExpectPanel() {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">What to Expect</h2>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-4">
          {STEPS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-100">
                <Icon className="h-4.5 w-4.5" aria-hidden="true" />
              </span>
              <div>
                <p className="font-medium">{title}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
