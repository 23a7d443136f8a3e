import UpcomingAreaPage from '../../workspace/components/upcoming-area-page';

// Replaced by the page itself as issue 6 lands.
export default function CompanyPage() {
  return <UpcomingAreaPage area="company" />;
}
