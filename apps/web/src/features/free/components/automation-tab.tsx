import { type AutomationResponse, FREE_DAILY_AUTOMATIONS, type FreeDashboard } from '@careerloom/contract';
import { useState } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { AutomationForm } from './automation-form';
import { AutomationList } from './automation-list';
import { AutomationPlan } from './automation-plan';
import { NotificationsPanel } from './notifications-panel';

type AutomationTabProps = {
  guest: boolean;
  /** The signed-in user's totals; absent for a guest, whose sample has none to show. */
  stats: FreeDashboard['automation'] | undefined;
  onAction: () => void;
};

/**
 * The Automation tab: create a task, see the plan the server made of it, and manage the user's
 * automations and what they delivered. Lists are signed-in only; a guest is invited to sign up.
 */
export function AutomationTab({ guest, stats, onAction }: AutomationTabProps) {
  const [created, setCreated] = useState<AutomationResponse | null>(null);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="grid content-start gap-6">
        {stats && (
          <dl aria-label="Automation results" className="grid grid-cols-3 gap-2 text-center">
            <Stat label="Tasks automated" value={String(stats.tasks_automated)} />
            <Stat label="Time saved" value={stats.time_saved} />
            <Stat label="Success rate" value={`${stats.success_rate}%`} />
          </dl>
        )}
        <AutomationForm onCreated={setCreated} onAction={onAction} />
        {created && <AutomationPlan result={created} />}
      </div>
      <div className="grid content-start gap-6">
        {guest ? (
          <div className="rounded-lg border border-dashed border-slate-300 p-4 text-sm dark:border-slate-700">
            <p className="font-medium">Automations need a free account</p>
            <p className="mt-1 text-slate-600 dark:text-slate-400">
              Sign up to schedule up to {FREE_DAILY_AUTOMATIONS} automations a day and get their reminders and reports
              here.
            </p>
            <Link href={paths.auth} className={buttonClasses('primary', 'sm', 'mt-3')}>
              Create a free account
            </Link>
          </div>
        ) : (
          <>
            <section aria-labelledby="automations-title" className="grid gap-3">
              <h3 id="automations-title" className="text-base font-semibold">
                Your automations
              </h3>
              <AutomationList onAction={onAction} />
            </section>
            <NotificationsPanel />
          </>
        )}
      </div>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800/50">
      <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
