import { Construction } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { paths } from '../../../config/paths';

/** The areas of the route table whose screens arrive with later releases, said plainly. */
const AREAS = {
  company: { title: 'Company Dashboard', text: 'Your hiring pipeline, trends, industry metrics and achievements.' },
  intelligence: {
    title: 'Intelligence Dashboard',
    text: 'Career insights from the sources you connect: mail, calendar, GitHub, LinkedIn and your resume.',
  },
  device: {
    title: 'Device Intelligence',
    text: 'Insights from team chat, notes, browser and mobile, with recommendations.',
  },
  privacy: {
    title: 'Privacy Control Center',
    text: 'Global settings, per-source permissions, access logs, export and deletion of your data.',
  },
} as const;

export type UpcomingArea = keyof typeof AREAS;

export default function UpcomingAreaPage({ area }: { area: UpcomingArea }) {
  const { title, text } = AREAS[area];
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">{title}</h1>
      <Card className="mt-6">
        <CardContent className="flex gap-4 pt-6">
          <Construction className="h-8 w-8 shrink-0 text-amber-500" aria-hidden="true" />
          <div>
            <p className="font-semibold">Not available yet</p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {text} This area is part of an upcoming release; nothing here is simulated in the meantime.
            </p>
            <div className="mt-4 flex flex-wrap gap-2">
              <Link href={paths.dashboard} className={buttonClasses('outline', 'sm')}>
                Your settings
              </Link>
              <Link href={paths.enterprise} className={buttonClasses('ghost', 'sm')}>
                Plans and pricing
              </Link>
            </div>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
