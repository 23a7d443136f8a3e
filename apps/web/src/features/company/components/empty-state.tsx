import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

/** A tab's empty state: the spec's title and a line saying what would fill it. */
export function EmptyState({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <Card className="grid justify-items-center gap-2 p-10 text-center">
      <Icon className="h-10 w-10 text-slate-400" aria-hidden="true" />
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-md text-sm text-slate-600 dark:text-slate-400">{children}</p>
    </Card>
  );
}
