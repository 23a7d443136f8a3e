import { AudienceGrid } from './audience-grid';
import { DashboardCards } from './dashboard-cards';
import { FeatureGrid } from './feature-grid';
import { LandingClosingCta } from './landing-closing-cta';
import { LandingExploreNav } from './landing-explore-nav';
import { LandingHero, TAGLINE } from './landing-hero';
import { MarketingClaimsBand } from './marketing-claims-band';
import { PricingPlans } from './pricing-plans';

/**
 * The public landing page (part 1 sections 1, 2 and 9). The site header and footer come from the
 * app shell; this page adds its own strip of links under the header.
 */
export default function LandingPage() {
  return (
    <>
      <title>{`Careerloom · ${TAGLINE}`}</title>
      <LandingExploreNav />
      <LandingHero />
      <MarketingClaimsBand />
      <AudienceGrid />
      <FeatureGrid />
      <DashboardCards />
      <PricingPlans />
      <LandingClosingCta />
    </>
  );
}
