import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../lib/auth';

// Its own chunk, loaded only for a signed-in free user: only they can have a trial that fell back.
const BillingNoticeBanner = lazy(() =>
  import('../features/billing/components/billing-notice-banner').then((m) => ({ default: m.BillingNoticeBanner })),
);

/** The "your trial has ended" notice of issue 11, under the navigation on every page. */
export function BillingNoticeMount() {
  const { user } = useCurrentUser();
  if (user?.subscriptionTier !== 'free') return null;
  return (
    <Suspense fallback={null}>
      <BillingNoticeBanner />
    </Suspense>
  );
}
