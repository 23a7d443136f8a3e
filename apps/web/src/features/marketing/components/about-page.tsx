import { useRef, useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { CareersPanel, ContactPanel, CulturePanel, LeadershipPanel, OverviewPanel } from './about-panels';

/** The five tabs of part 2 section 2.6, in order. */
const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'leadership', label: 'Leadership' },
  { value: 'culture', label: 'Culture' },
  { value: 'careers', label: 'Careers' },
  { value: 'contact', label: 'Contact' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

const isTab = (value: string): value is TabValue => TABS.some((t) => t.value === value);

/** A link like /about#careers opens that tab, so other pages can point straight at one. */
function tabFromHash(): TabValue {
  const hash = window.location.hash.slice(1);
  return isTab(hash) ? hash : 'overview';
}

/** The company about page (/about, public). Its contact form really sends (rulings). */
export default function AboutPage() {
  const [tab, setTab] = useState<TabValue>(tabFromHash);
  const contactTab = useRef<HTMLButtonElement>(null);

  const select = (value: string) => {
    if (!isTab(value)) return;
    setTab(value);
    // Keep the choice in the address so it can be shared and survives a reload.
    window.history.replaceState(window.history.state, '', `#${value}`);
  };

  return (
    <div>
      <title>About · Careerloom</title>
      <header className="border-b border-slate-200 bg-linear-to-b from-brand-50 to-white dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase dark:text-indigo-400">About us</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">About Careerloom</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
            The AI career and work assistant for job seekers, recruiters, hiring teams and enterprises. This is who we
            are, how we work, and how to reach us.
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <Tabs value={tab} onValueChange={select}>
          <div className="-mx-4 overflow-x-auto px-4">
            <TabsList aria-label="About Careerloom" className="flex-nowrap">
              {TABS.map((t) => (
                <TabsTrigger
                  key={t.value}
                  ref={t.value === 'contact' ? contactTab : undefined}
                  value={t.value}
                  className="px-4 whitespace-nowrap"
                >
                  {t.label}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
          <TabsContent value="overview" className="mt-8">
            <OverviewPanel />
          </TabsContent>
          <TabsContent value="leadership" className="mt-8">
            <LeadershipPanel />
          </TabsContent>
          <TabsContent value="culture" className="mt-8">
            <CulturePanel />
          </TabsContent>
          <TabsContent value="careers" className="mt-8">
            <CareersPanel
              onContact={() => {
                select('contact');
                // The pressed button leaves the page with its panel; focus goes to the tab it opened.
                contactTab.current?.focus();
              }}
            />
          </TabsContent>
          <TabsContent value="contact" className="mt-8">
            <ContactPanel />
          </TabsContent>
        </Tabs>
        <section
          aria-labelledby="about-data-title"
          className="mt-12 border-t border-slate-200 pt-6 dark:border-slate-800"
        >
          <h2 id="about-data-title" className="text-sm font-semibold">
            Data we build on
          </h2>
          <p className="mt-2 max-w-3xl text-xs text-slate-600 dark:text-slate-400">
            Job titles are matched to occupations, and the assistant lists each occupation's software and tools, with
            information from the O*NET 29.2 Database by the U.S. Department of Labor, Employment and Training
            Administration (USDOL/ETA), used under the CC BY 4.0 license. O*NET® is a trademark of USDOL/ETA. Careerloom
            has modified all or some of this information. USDOL/ETA has not approved, endorsed, or tested these
            modifications.
          </p>
          <p className="mt-2 max-w-3xl text-xs text-slate-600 dark:text-slate-400">
            European job titles (&ldquo;kitchen porter&rdquo;, &ldquo;headteacher&rdquo;, &ldquo;letting agent&rdquo;)
            are matched with the occupation labels of ESCO, preferred and alternative (&copy; European Union, CC BY
            4.0), placed in O*NET by Nesta&rsquo;s ESCO&ndash;O*NET crosswalk from Mapping Career Causeways (&copy; 2021
            Nesta, MIT licence).
          </p>
        </section>
      </div>
    </div>
  );
}
