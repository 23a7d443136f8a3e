import { USER_ROLE_LABELS, type User } from '@careerloom/contract';
import { ArrowRight, Briefcase } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { paths, settingsHref } from '../../../config/paths';

/**
 * Role Insights (part 2 section 2.3 names the user's role here). Rather than a dead placeholder it
 * leads to the role dashboard at /work-ai, which computes the insights from the user's activity.
 */
export function RoleInsightsTab({ user }: { user: User | null }) {
  if (!user) {
    return (
      <div className="rounded-lg border border-dashed border-slate-300 p-6 text-sm dark:border-slate-700">
        <Briefcase className="h-6 w-6 text-brand-600 dark:text-brand-500" aria-hidden="true" />
        <p className="mt-2 font-medium">Insights for your role</p>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Role insights follow the role on your profile. Sign up, set your role, and they appear on your role dashboard.
        </p>
        <Link href={paths.auth} className={buttonClasses('primary', 'sm', 'mt-4')}>
          Sign up to see yours
        </Link>
      </div>
    );
  }
  const role = USER_ROLE_LABELS[user.role];
  return (
    <div className="rounded-lg border border-slate-200 p-6 text-sm dark:border-slate-800">
      <Briefcase className="h-6 w-6 text-brand-600 dark:text-brand-500" aria-hidden="true" />
      <p className="mt-2 text-base font-semibold">Insights for your role: {role}</p>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        Your role dashboard shows the overview, recent activity, data integrations and AI settings for a {role}, from
        your own activity. Change your role in Settings to see another view.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link href={paths.workAi} className={buttonClasses('primary', 'sm')}>
          Open role dashboard
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
        <Link href={settingsHref} className={buttonClasses('outline', 'sm')}>
          Settings
        </Link>
      </div>
    </div>
  );
}
