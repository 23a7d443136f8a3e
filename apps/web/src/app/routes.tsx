import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useDeferredValue, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { PageSpinner, Spinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import AuthPage from '../features/auth/components/auth-page';
import { JobApplicationsHeader } from '../features/job-applications/components/job-applications-header';
import LandingPage from '../features/marketing/components/landing-page';
import { useCurrentUser } from '../lib/auth';
import { useDocumentTitle } from '../lib/use-document-title';
import { RequireAuth } from './guards';
import { titleOfPath } from './page-titles';

// The landing and sign-in pages are in the entry chunk: a visitor's first page renders with no
// second round trip and no spinner to shift it. Every other page is its own chunk, so the first
// page loads only what it shows; preloadRoute starts the chunk of the page asked for as soon as
// the first frame (navigation, and a spinner or the page's static heading) is on screen, in
// parallel with the session check instead of after it.
const load = {
  about: () => import('../features/marketing/components/about-page'),
  privacyPolicy: () => import('../features/marketing/components/privacy-policy-page'),
  terms: () => import('../features/marketing/components/terms-page'),
  contact: () => import('../features/marketing/components/contact-page'),
  enterprise: () => import('../features/enterprise/components/enterprise-page'),
  enterpriseDemo: () => import('../features/enterprise/components/demo-request-page'),
  free: () => import('../features/free/components/free-dashboard-page'),
  jobseeker: () => import('../features/jobseeker/components/jobseeker-page'),
  workAi: () => import('../features/work-ai/components/role-dashboard-page'),
  realtime: () => import('../features/realtime/components/realtime-page'),
  jobApplications: () => import('../features/job-applications/components/job-applications-page'),
  jobApplicationsLoggedOut: () => import('../features/job-applications/components/logged-out-notice'),
  company: () => import('../features/company/components/company-page'),
  intelligence: () => import('../features/intelligence/components/intelligence-page'),
  device: () => import('../features/device/components/device-page'),
  privacy: () => import('../features/privacy/components/privacy-page'),
  billing: () => import('../features/billing/components/billing-page'),
};

const AboutPage = lazy(load.about);
const PrivacyPolicyPage = lazy(load.privacyPolicy);
const TermsPage = lazy(load.terms);
const ContactPage = lazy(load.contact);
const EnterprisePage = lazy(load.enterprise);
const DemoRequestPage = lazy(load.enterpriseDemo);
const FreeDashboardPage = lazy(load.free);
const JobseekerPage = lazy(load.jobseeker);
const RoleDashboardPage = lazy(load.workAi);
const RealtimePage = lazy(load.realtime);
const JobApplicationsPage = lazy(load.jobApplications);
const JobApplicationsLoggedOut = lazy(load.jobApplicationsLoggedOut);
const AccountSettingsPanel = lazy(() => import('../features/account/components/account-settings-panel'));
const ExtensionPairingCard = lazy(() =>
  import('../features/extension/components/extension-pairing-card').then((m) => ({ default: m.ExtensionPairingCard })),
);
const CompanyPage = lazy(load.company);
const IntelligencePage = lazy(load.intelligence);
const DevicePage = lazy(load.device);
const PrivacyPage = lazy(load.privacy);
const BillingPage = lazy(load.billing);
const NotFoundPage = lazy(() => import('./not-found-page'));

/** The chunk each lazy path shows first (a signed-in user's page where the path has two). */
const PRELOADS: Record<string, () => Promise<unknown>> = {
  [paths.about]: load.about,
  [paths.privacyPolicy]: load.privacyPolicy,
  [paths.terms]: load.terms,
  [paths.contact]: load.contact,
  [paths.enterprise]: load.enterprise,
  [paths.enterpriseDemo]: load.enterpriseDemo,
  [paths.registerFree]: load.free,
  [paths.free]: load.free,
  [paths.jobseeker]: load.jobseeker,
  [paths.workAi]: load.workAi,
  [paths.realtime]: load.realtime,
  [paths.dashboard]: load.jobApplications,
  [paths.aiJobs]: load.jobApplications,
  [paths.company]: load.company,
  [paths.intelligence]: load.intelligence,
  [paths.device]: load.device,
  [paths.privacy]: load.privacy,
  [paths.billing]: load.billing,
};

/**
 * Starts downloading the chunk of the page at `pathname` now, instead of when React first renders
 * it (after the session check, for guarded pages). A failed download is left to the page's own
 * lazy import, which retries and shows the error boundary.
 */
function preloadRoute(pathname: string): void {
  PRELOADS[pathname]?.().catch(() => {});
}

const guarded = (page: ReactNode) => <RequireAuth>{page}</RequireAuth>;

/** `/register/free`: the guest free dashboard for a visitor; a signed-in user goes to `/free`. */
function RegisterFreeRoute() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  if (user) return <Redirect to={paths.free} replace />;
  return <FreeDashboardPage guest />;
}

/**
 * `/dashboard` and `/ai-jobs`: the job application page, with the account's own settings in its
 * Settings tab; a signed-out visitor reads the spec's log-in message instead of a redirect. The
 * heading is static and comes from the entry chunk, so it is drawn at once (it is the page's
 * largest text) while the session check and the page's chunk are still out; the rest fills space
 * held for it, so nothing below moves.
 */
function JobApplicationsRoute() {
  const { user, isLoading: checking } = useCurrentUser();
  // The session's answer arrives through a store update, which React renders at once: the page's
  // whole mount in one task. Deferred, the page mounts in a transition whose render yields to the
  // browser every few milliseconds (decision 031).
  const isLoading = useDeferredValue(checking);
  // The page's first requests leave as soon as the session is known, before the page mounts, and
  // not in the task that mounts it (decision 031).
  const client = useQueryClient();
  const signedIn = user ?? undefined;
  useEffect(() => {
    if (!signedIn) return;
    load
      .jobApplications()
      .then((page) => page.prefetchJobApplications(client, signedIn))
      .catch(() => {});
  }, [signedIn, client]);
  const held = (
    <div className="flex min-h-[100dvh] justify-center pt-16">
      <Spinner label="Loading" className="h-8 w-8 text-brand-600" />
    </div>
  );
  return (
    // At least a screen high: the footer stays below the fold while matches and alerts fill in.
    <div className="mx-auto grid min-h-[100dvh] max-w-6xl content-start gap-6 px-4 py-8 sm:py-10">
      <JobApplicationsHeader />
      {isLoading ? (
        held
      ) : (
        <Suspense fallback={held}>
          {user ? (
            <JobApplicationsPage
              accountSettings={
                <>
                  <ExtensionPairingCard />
                  <AccountSettingsPanel />
                </>
              }
            />
          ) : (
            <JobApplicationsLoggedOut />
          )}
        </Suspense>
      )}
    </div>
  );
}

export function AppRoutes() {
  const [location] = useLocation();
  useDocumentTitle(titleOfPath(location));
  // Once the first frame is painted (the timeout after the frame callback runs after the paint),
  // not before: the chunk then does not compete with what that frame needs, and still arrives
  // while the session check is out.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => preloadRoute(window.location.pathname));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        <Route path={paths.home} component={LandingPage} />
        <Route path={paths.auth} component={AuthPage} />
        <Route path={paths.enterprise} component={EnterprisePage} />
        <Route path={paths.enterpriseDemo} component={DemoRequestPage} />
        <Route path={paths.about} component={AboutPage} />
        <Route path={paths.privacyPolicy} component={PrivacyPolicyPage} />
        <Route path={paths.terms} component={TermsPage} />
        <Route path={paths.contact} component={ContactPage} />
        <Route path={paths.registerFree} component={RegisterFreeRoute} />
        <Route path={paths.dashboard} component={JobApplicationsRoute} />
        <Route path={paths.aiJobs} component={JobApplicationsRoute} />
        <Route path={paths.free}>{guarded(<FreeDashboardPage guest={false} />)}</Route>
        <Route path={paths.jobseeker}>{guarded(<JobseekerPage />)}</Route>
        <Route path={paths.workAi}>{guarded(<RoleDashboardPage />)}</Route>
        <Route path={paths.realtime}>{guarded(<RealtimePage />)}</Route>
        <Route path={paths.company}>{guarded(<CompanyPage />)}</Route>
        <Route path={paths.intelligence}>{guarded(<IntelligencePage />)}</Route>
        <Route path={paths.device}>{guarded(<DevicePage />)}</Route>
        <Route path={paths.privacy}>{guarded(<PrivacyPage />)}</Route>
        <Route path={paths.billing}>{guarded(<BillingPage />)}</Route>
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
