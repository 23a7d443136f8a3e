import { lazy, type ReactNode, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { PageSpinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { useCurrentUser } from '../lib/auth';
import { RequireAuth } from './guards';

// Every page is its own chunk, so the first page loads only what it shows.
const LandingPage = lazy(() => import('../features/marketing/components/landing-page'));
const AboutPage = lazy(() => import('../features/marketing/components/about-page'));
const PrivacyPolicyPage = lazy(() => import('../features/marketing/components/privacy-policy-page'));
const TermsPage = lazy(() => import('../features/marketing/components/terms-page'));
const ContactPage = lazy(() => import('../features/marketing/components/contact-page'));
const EnterprisePage = lazy(() => import('../features/enterprise/components/enterprise-page'));
const DemoRequestPage = lazy(() => import('../features/enterprise/components/demo-request-page'));
const AuthPage = lazy(() => import('../features/auth/components/auth-page'));
const FreeDashboardPage = lazy(() => import('../features/free/components/free-dashboard-page'));
const JobseekerPage = lazy(() => import('../features/jobseeker/components/jobseeker-page'));
const RoleDashboardPage = lazy(() => import('../features/work-ai/components/role-dashboard-page'));
const RealtimePage = lazy(() => import('../features/realtime/components/realtime-page'));
const JobApplicationsPage = lazy(() => import('../features/job-applications/components/job-applications-page'));
const JobApplicationsLoggedOut = lazy(() => import('../features/job-applications/components/logged-out-notice'));
const AccountSettingsPanel = lazy(() => import('../features/account/components/account-settings-panel'));
const ExtensionPairingCard = lazy(() =>
  import('../features/extension/components/extension-pairing-card').then((m) => ({ default: m.ExtensionPairingCard })),
);
const CompanyPage = lazy(() => import('../features/company/components/company-page'));
const IntelligencePage = lazy(() => import('../features/intelligence/components/intelligence-page'));
const DevicePage = lazy(() => import('../features/device/components/device-page'));
const PrivacyPage = lazy(() => import('../features/privacy/components/privacy-page'));
const BillingPage = lazy(() => import('../features/billing/components/billing-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));

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
 * Settings tab; a signed-out visitor reads the spec's log-in message instead of a redirect.
 */
function JobApplicationsRoute() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  if (!user) return <JobApplicationsLoggedOut />;
  return (
    <JobApplicationsPage
      accountSettings={
        <>
          <ExtensionPairingCard />
          <AccountSettingsPanel />
        </>
      }
    />
  );
}

export function AppRoutes() {
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
