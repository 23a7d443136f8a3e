import { Activity } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/**
 * The heading of the job application page. It is small and static, so the route draws it from the
 * entry chunk as soon as the session is known, while the page's own chunk and data still load.
 */
export function JobApplicationsHeader() {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Intelligent Job Application System</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Ranked matches, auto-filled applications with the evidence for every answer, and nothing sent without you.
        </p>
      </div>
      <Link href={paths.realtime} className={buttonClasses('outline', 'md', 'self-start')}>
        <Activity className="h-4 w-4" aria-hidden="true" />
        Real-Time Processing
      </Link>
    </header>
  );
}
