import { X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/auth';
import { useAcknowledgeNotice } from '../api/acknowledge-notice';
import { useBilling } from '../api/get-billing';

/**
 * The server's one-off billing notice (a trial ended and the plan fell back), shown across the app
 * to a signed-in free user until they dismiss it; the dismissal tells the server, which then stops
 * sending it.
 */
export function BillingNoticeBanner() {
  const { user } = useCurrentUser();
  const [location] = useLocation();
  // Only a free user can have fallen back; paid users make no extra request.
  const billing = useBilling({ enabled: user?.subscriptionTier === 'free', staleTime: 5 * 60_000 });
  const acknowledge = useAcknowledgeNotice();
  const [dismissed, setDismissed] = useState<string | null>(null);
  const notice = billing.data?.notice ?? null;
  if (!user || !notice || notice === dismissed) return null;

  const dismiss = () => {
    // Gone at once; should the call fail, the server shows it again on a later visit.
    setDismissed(notice);
    acknowledge.mutate();
  };

  return (
    <section
      aria-label="Plan notice"
      className="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-50"
    >
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-3 text-sm sm:items-center">
        <p className="flex-1">
          {notice}{' '}
          {location !== paths.billing && (
            <Link href={paths.billing} className="font-semibold underline">
              See plans
            </Link>
          )}
        </p>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss notice"
          className="rounded p-1 hover:bg-amber-100 dark:hover:bg-amber-900"
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
