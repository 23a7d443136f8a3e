import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { PageSpinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { useCurrentUser } from '../lib/auth';

/** Login-required routes: a spinner while the session loads, then the page or a redirect to /auth. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Redirect to={paths.auth} replace />;
  return <>{children}</>;
}
