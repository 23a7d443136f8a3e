import AccountSettingsPage from '../../account/components/account-settings-page';

// Replaced by the Intelligent Job Application page (issue 5).
export default function JobApplicationsPage() {
  return <AccountSettingsPage />;
}
