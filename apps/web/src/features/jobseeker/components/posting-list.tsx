import { MATCH_SCORE_THRESHOLD, type OpportunityPosting, postingPlace } from '@careerloom/contract';
import { ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import { MatchReasons } from '../../../components/match-reasons';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatDay } from '../../../lib/date-text';
import { relativeTime } from '../../../lib/relative-time';
import { webAddress } from '../../../lib/web-address';

type Props = {
  postings: readonly OpportunityPosting[];
  /** The list's accessible name. */
  label: string;
  /** Compact rows for the narrow live feed: no salary line or score reasons. */
  compact?: boolean;
};

/**
 * Stored postings with a link to each, where, when, pay when stated, and the match score with its
 * two halves; a posting older than the stale age is marked as probably filled.
 */
export function PostingList({ postings, label, compact = false }: Props) {
  const now = new Date();
  return (
    <ul aria-label={label} className="grid gap-3">
      {postings.map((posting) => (
        <PostingRow key={posting.id} posting={posting} now={now} compact={compact} />
      ))}
    </ul>
  );
}

function PostingRow({ posting, now, compact }: { posting: OpportunityPosting; now: Date; compact: boolean }) {
  const [open, setOpen] = useState(false);
  const reasonsId = useId();
  const place = postingPlace(posting.location, posting.remote);
  return (
    <li
      aria-label={`${posting.title} at ${posting.company}`}
      className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <a
            // Without a web address the title stays, as text (an <a> without href is no link).
            href={webAddress(posting.url)}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium break-words text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
          >
            {posting.title}
            <ExternalLink className="ml-1 inline h-3.5 w-3.5 align-[-2px]" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          <p className="break-words text-slate-600 dark:text-slate-400">
            {posting.company}
            {place && ` · ${place}`}
          </p>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {posting.postedAt ? (
              <>
                Posted{' '}
                <time dateTime={posting.postedAt} title={formatDay(new Date(posting.postedAt))}>
                  {relativeTime(posting.postedAt, now)}
                </time>
              </>
            ) : (
              'Posting date not given'
            )}
            {!compact && posting.salaryRange && ` · ${posting.salaryRange}`}
          </p>
          {posting.stale && (
            <Badge variant="warning" className="mt-1">
              Probably filled
            </Badge>
          )}
        </div>
        {posting.matchScore !== null && (
          <span
            className={cn(
              'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold tabular-nums',
              // Green only for a match: a low score must not look like good news.
              posting.matchScore >= MATCH_SCORE_THRESHOLD
                ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-300'
                : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
            )}
            title="Match score out of 100"
          >
            {posting.matchScore}% match
          </span>
        )}
      </div>
      {!compact && posting.reasons.length > 0 && (
        <div className="mt-2">
          <Button
            variant="ghost"
            size="sm"
            className="-ml-3 text-slate-700 dark:text-slate-300"
            aria-expanded={open}
            aria-controls={reasonsId}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? 'Hide' : 'Why'} this score
            <span className="sr-only">: {posting.title}</span>
          </Button>
          {open && (
            <MatchReasons id={reasonsId} score={posting.matchScore ?? 0} fit={posting.fit} reasons={posting.reasons} />
          )}
        </div>
      )}
    </li>
  );
}
