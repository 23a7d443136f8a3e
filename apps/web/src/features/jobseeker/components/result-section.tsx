import { type ReactNode, useId } from 'react';

/** A titled block of a tool's result; the heading names it for screen readers and tests. */
export function ResultSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="text-base font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A plain bulleted list of short texts, or a quiet note when there are none. */
export function TextList({ items, empty = 'None' }: { items: readonly string[]; empty?: string }) {
  if (items.length === 0) return <p className="text-sm text-slate-500 dark:text-slate-400">{empty}</p>;
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
