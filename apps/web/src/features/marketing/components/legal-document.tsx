import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';

export type LegalSection = { id: string; title: string; body: ReactNode };

type LegalDocumentProps = {
  title: string;
  lastUpdated: string;
  intro: ReactNode;
  sections: LegalSection[];
};

/**
 * The layout of the Privacy Policy and the Terms of Service: a table of contents that stays in view
 * on wide screens, and numbered sections that can be linked to by their id.
 */
export function LegalDocument({ title, lastUpdated, intro, sections }: LegalDocumentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <title>{`${title} · Careerloom`}</title>
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase dark:text-indigo-400">Legal</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight">{title}</h1>
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">Last updated: {lastUpdated}</p>
        <div className="mt-6 text-lg text-slate-700 dark:text-slate-300">{intro}</div>
      </header>
      <div className="mt-12 grid gap-10 lg:grid-cols-[15rem_1fr]">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-sm font-semibold">On this page</p>
          <ol className="mt-3 grid gap-1.5 border-l border-slate-200 text-sm dark:border-slate-800">
            {sections.map((s, i) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="-ml-px block border-l border-transparent py-0.5 pl-3 text-slate-600 hover:border-brand-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
                >
                  {i + 1}. {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="grid max-w-3xl gap-10">
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-24">
              <h2 id={`${s.id}-title`} className="text-xl font-semibold">
                {i + 1}. {s.title}
              </h2>
              <div className="mt-3 grid gap-3 leading-relaxed text-slate-700 dark:text-slate-300">{s.body}</div>
            </section>
          ))}
          <p className="border-t border-slate-200 pt-6 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
            Questions about this document?{' '}
            <Link href={paths.contact} className="font-medium text-brand-600 hover:underline dark:text-indigo-400">
              Contact the Careerloom team
            </Link>
            .
          </p>
        </article>
      </div>
    </div>
  );
}

/** A bulleted list styled for legal text (no typography plugin in this app). */
export function LegalList({ items }: { items: ReactNode[] }) {
  return (
    <ul className="grid list-disc gap-1.5 pl-5 marker:text-slate-400">
      {items.map((item, i) => (
        // Items are static text in a fixed order, so the position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: static content
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

/** A term in bold followed by its explanation, for definition-style list items. */
export function Term({ name, children }: { name: string; children: ReactNode }) {
  return (
    <>
      <strong className="font-semibold text-slate-900 dark:text-slate-100">{name}:</strong> {children}
    </>
  );
}
