import type { WorkAiDashboard } from '@careerloom/contract';
import { Briefcase, FileUser, type LucideIcon, Mail, NotebookPen, Plug, Users } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';

const ICONS: Record<string, LucideIcon> = {
  resume: FileUser,
  linkedin: Users,
  gmail: Mail,
  notion: NotebookPen,
  greenhouse: Briefcase,
};

/** Data Integrations: each source with its real status (connected only when we hold its data). */
export function IntegrationsTab({ integrations }: { integrations: WorkAiDashboard['integrations'] }) {
  return (
    <section aria-labelledby="integrations-heading">
      <h2 id="integrations-heading" className="sr-only">
        Data Integrations
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {integrations.map((i) => {
          const Icon = ICONS[i.id] ?? Plug;
          const connected = i.status === 'connected';
          return (
            <li key={i.id}>
              <Card className="flex h-full flex-col gap-3 p-5">
                <div className="flex items-center justify-between gap-3">
                  <div className="flex items-center gap-2">
                    <Icon className="h-5 w-5 text-brand-600 dark:text-brand-500" aria-hidden="true" />
                    <h3 className="font-semibold">{i.name}</h3>
                  </div>
                  <Badge variant={connected ? 'success' : 'outline'}>{connected ? 'Connected' : 'Available'}</Badge>
                </div>
                <p className="text-sm text-slate-600 dark:text-slate-400">{i.detail}</p>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
