import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../config/paths';
import { useCurrentUser } from '../lib/auth';
import { useAfterPageLoad } from '../lib/use-after-page-load';

// Its own chunk: the first page of a visitor never downloads the assistant, and a signed-in user's
// page downloads it only after the page itself has loaded.
const AssistantLauncher = lazy(() => import('../features/assistant/components/assistant-launcher'));

/** The floating assistant on every signed-in screen and on the guest free dashboard. */
export function AssistantMount() {
  const { user } = useCurrentUser();
  const [path] = useLocation();
  const pageLoaded = useAfterPageLoad();
  if (!pageLoaded || (!user && path !== paths.registerFree)) return null;
  return (
    <Suspense fallback={null}>
      {/* A new owner (sign-in, sign-out, another account) gets a new conversation and connection. */}
      <AssistantLauncher key={user ? `user-${user.id}` : 'guest'} />
    </Suspense>
  );
}
