import { useEffect } from 'react';
import { firstCommitDone } from '../lib/first-paint';
import { AssistantMount } from './assistant-mount';
import { BillingNoticeMount } from './billing-notice-mount';
import { SiteFooter } from './layout/site-footer';
import { TopNav } from './layout/top-nav';
import { AppProviders } from './providers';
import { RouteErrorBoundary } from './route-error-boundary';
import { AppRoutes } from './routes';

export function App() {
  useEffect(firstCommitDone, []);
  return (
    <AppProviders>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <div className="flex min-h-screen flex-col">
        <TopNav />
        <BillingNoticeMount />
        <main id="main" className="flex-1">
          <RouteErrorBoundary>
            <AppRoutes />
          </RouteErrorBoundary>
        </main>
        <SiteFooter />
      </div>
      <AssistantMount />
    </AppProviders>
  );
}
