import UpcomingAreaPage from '../../workspace/components/upcoming-area-page';

// Replaced by the page itself as issue 6 lands.
export default function PrivacyPage() {
  return <UpcomingAreaPage area="privacy" />;
}
