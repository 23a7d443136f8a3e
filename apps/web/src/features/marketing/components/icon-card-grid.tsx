import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export type IconCardItem = { icon: LucideIcon; title: string; text: string };

/** Cards of icon, title and text; `level` keeps the heading order right under a sub-heading. */
export function IconCardGrid({
  items,
  columns = 3,
  level = 3,
  trailing,
}: {
  items: readonly IconCardItem[];
  columns?: 2 | 3 | 4;
  level?: 3 | 4;
  /** A last grid cell of its own (e.g. a highlight tile), rendered as a list item. */
  trailing?: ReactNode;
}) {
  const Title = level === 3 ? 'h3' : 'h4';
  const cols = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' }[columns];
  return (
    <ul className={`mt-8 grid gap-4 ${cols}`}>
      {items.map(({ icon: Icon, title, text }) => (
        <li
          key={title}
          className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
        >
          <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-indigo-300">
            <Icon className="h-5 w-5" aria-hidden="true" />
          </span>
          <Title className="mt-3 font-semibold">{title}</Title>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{text}</p>
        </li>
      ))}
      {trailing}
    </ul>
  );
}
