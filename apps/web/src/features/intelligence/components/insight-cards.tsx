import { INSIGHT_CARD_LABELS, INTELLIGENCE_TEXTS, type IntelligenceComprehensive } from '@careerloom/contract';
import { BarChart3, Calendar, Code2, FileText, Mail, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { formatNumber } from '../../../lib/number-text';

type Figure = { label: string; value: ReactNode; detail?: ReactNode };
type CardKey = keyof typeof INSIGHT_CARD_LABELS;

const ICONS: Record<CardKey, ReactNode> = {
  email: <Mail className="h-5 w-5" aria-hidden="true" />,
  calendar: <Calendar className="h-5 w-5" aria-hidden="true" />,
  github: <Code2 className="h-5 w-5" aria-hidden="true" />,
  linkedin: <Users className="h-5 w-5" aria-hidden="true" />,
  resume: <FileText className="h-5 w-5" aria-hidden="true" />,
  jobMarket: <BarChart3 className="h-5 w-5" aria-hidden="true" />,
};

const NOT_CONNECTED: Record<CardKey, string> = {
  email: 'Connect Gmail to see these figures.',
  calendar: 'Connect your Calendar to see these figures.',
  github: 'Connect GitHub to see these figures.',
  linkedin: 'Connect LinkedIn to see these figures.',
  resume: 'Analyze your resume to see these figures.',
  jobMarket: 'Add skills to your profile or analyze your resume to see matching jobs.',
};

const n = (value: number | null | undefined) =>
  value === null || value === undefined ? INTELLIGENCE_TEXTS.unavailable : formatNumber(value);

function money(amount: number | null, currency: string | null) {
  if (amount === null || !currency) return INTELLIGENCE_TEXTS.unavailable;
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
  } catch {
    return `${formatNumber(amount)} ${currency}`;
  }
}

function Chips({ items, label }: { items: readonly string[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="mt-1 flex flex-wrap gap-1">
      {items.slice(0, 12).map((item) => (
        <li
          key={item}
          className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The labelled figures of each card (part 2 section 2.8), or null when the source has none. */
function figuresOf(data: IntelligenceComprehensive, key: CardKey): Figure[] | null {
  const [a, b, c, d] = INSIGHT_CARD_LABELS[key].figures;
  switch (key) {
    case 'email': {
      const e = data.email;
      if (!e) return null;
      const sample = `Of your ${e.messagesRead} most recent messages`;
      return [
        { label: a, value: n(e.totalEmails) },
        { label: b, value: n(e.professionalEmails), detail: sample },
        { label: c, value: n(e.jobApplications), detail: sample },
        { label: d, value: n(e.interviewInvitations), detail: sample },
      ];
    }
    case 'calendar': {
      const e = data.calendar;
      if (!e) return null;
      return [
        { label: a, value: n(e.meetingsToday) },
        { label: b, value: n(e.meetingsThisWeek) },
        { label: c, value: `${e.productivityHours} h`, detail: 'Weekday hours 9-17 free of meetings' },
        { label: d, value: n(e.interviewsScheduled), detail: 'Next 30 days' },
      ];
    }
    case 'github': {
      const e = data.github;
      if (!e) return null;
      return [
        { label: a, value: n(e.repositories) },
        { label: b, value: n(e.commits), detail: 'Last 90 days, recently pushed repositories' },
        { label: c, value: n(e.stars) },
        { label: d, value: n(e.languages.length), detail: <Chips items={e.languages} label="Languages" /> },
      ];
    }
    case 'linkedin': {
      const e = data.linkedin;
      if (!e) return null;
      return [
        {
          label: a,
          value: n(e.connections),
          detail: e.connections === null ? 'Upload Connections.csv from your LinkedIn export' : undefined,
        },
        { label: b, value: n(e.profileViews), detail: "LinkedIn's API does not share this" },
        { label: c, value: n(e.searchAppearances), detail: "LinkedIn's API does not share this" },
        {
          label: d,
          value: e.networkGrowth === null ? INTELLIGENCE_TEXTS.unavailable : `${e.networkGrowth}%`,
          detail: 'Last 90 days',
        },
      ];
    }
    case 'resume': {
      const e = data.resume;
      if (!e) return null;
      return [
        { label: a, value: e.experienceLevel, detail: `About ${e.yearsOfExperience} years` },
        {
          label: b,
          value: n(e.skillsIdentified.length),
          detail: <Chips items={e.skillsIdentified} label="Skills identified" />,
        },
        { label: c, value: `${e.atsScore}/100`, detail: e.atsTarget },
        {
          label: d,
          value: e.industryMatch.length ? e.industryMatch[0] : 'None yet',
          detail: e.industryMatch.length > 1 ? `Also ${e.industryMatch.slice(1).join(', ')}` : undefined,
        },
      ];
    }
    case 'jobMarket': {
      const e = data.jobMarket;
      if (!e) return null;
      return [
        { label: a, value: n(e.relevantJobs) },
        {
          label: b,
          value: money(e.averageSalary, e.salaryCurrency),
          detail: e.salarySampleSize ? `${e.salarySampleSize} postings state a salary` : undefined,
        },
        {
          label: c,
          value: e.marketDemand ?? INTELLIGENCE_TEXTS.unavailable,
          detail: `${e.postedRecently} posted in 30 days`,
        },
        { label: d, value: e.remoteFriendly === null ? INTELLIGENCE_TEXTS.unavailable : `${e.remoteFriendly}%` },
      ];
    }
  }
}

export function hasAnyInsight(data: IntelligenceComprehensive | undefined): boolean {
  if (!data) return false;
  return [data.email, data.calendar, data.github, data.linkedin, data.resume, data.jobMarket].some((x) => x !== null);
}

/** The six insight cards; a card whose source has no figures shows its labels and how to get them. */
export function InsightCards({ data }: { data: IntelligenceComprehensive }) {
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {(Object.keys(INSIGHT_CARD_LABELS) as CardKey[]).map((key) => {
        const figures = figuresOf(data, key);
        const title = INSIGHT_CARD_LABELS[key].title;
        return (
          <Card key={key} role="region" aria-label={title}>
            <CardHeader>
              <h3 className="flex items-center gap-2 font-semibold">
                <span className="text-brand-600 dark:text-brand-400">{ICONS[key]}</span>
                {title}
              </h3>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
                {(figures ?? INSIGHT_CARD_LABELS[key].figures.map((label) => ({ label, value: '—' }) as Figure)).map(
                  (f) => (
                    // biome-ignore lint/a11y/useSemanticElements: a <dl> may only hold <div>s; the group names each figure.
                    <div key={f.label} role="group" aria-label={f.label} className="min-w-0">
                      <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{f.label}</dt>
                      <dd className="text-lg font-semibold break-words">{f.value}</dd>
                      {f.detail && <dd className="text-xs text-slate-500 dark:text-slate-400">{f.detail}</dd>}
                    </div>
                  ),
                )}
              </dl>
              {!figures && <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">{NOT_CONNECTED[key]}</p>}
              {key === 'jobMarket' && data.jobMarket && (
                <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">{data.jobMarket.explanation}</p>
              )}
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
