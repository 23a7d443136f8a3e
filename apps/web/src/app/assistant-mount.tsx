import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../config/paths';
import { useCurrentUser } from '../lib/auth';

// Its own chunk: the first page of a visitor never downloads the assistant.
const AssistantLauncher = lazy(() => import('../features/assistant/components/assistant-launcher'));

/** The floating assistant on every signed-in screen and on the guest free dashboard. */
export function AssistantMount() {
  const { user } = useCurrentUser();
  const [path] = useLocation();
  if (!user && path !== paths.registerFree) return null;
  return (
    <Suspense fallback={null}>
      {/* A new owner (sign-in, sign-out, another account) gets a new conversation and connection. */}
      <AssistantLauncher key={user ? `user-${user.id}` : 'guest'} />
    </Suspense>
  );
}
