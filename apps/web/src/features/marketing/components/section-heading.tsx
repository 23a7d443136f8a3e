import { cn } from '../../../lib/cn';

type SectionHeadingProps = {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  className?: string;
};

/** The heading block every public page section opens with; `id` names the section for landmarks. */
export function SectionHeading({ id, eyebrow, title, intro, className }: SectionHeadingProps) {
  return (
    <div className={cn('mx-auto max-w-2xl text-center', className)}>
      {eyebrow && (
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase dark:text-indigo-400">{eyebrow}</p>
      )}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-4 text-lg text-pretty text-slate-600 dark:text-slate-400">{intro}</p>}
    </div>
  );
}
