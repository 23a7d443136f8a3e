import {
  DEFAULT_ENTERPRISE_TIER,
  ENTERPRISE_TIERS,
  type EnterpriseTierId,
  MARKETING_CLAIMS,
} from '@careerloom/contract';
import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { paths } from '../../../config/paths';
import { InquiryDialog } from './inquiry-dialog';
import { RoiPanel } from './roi-panel';
import { TierDetails } from './tier-details';
import { TierPicker } from './tier-picker';

/**
 * The enterprise sales page (part 1 section 2), the target of every enterprise Upgrade button: pick a
 * plan, see what it includes, ask for pricing (stored as a lead) or go to the demo request.
 */
export default function EnterprisePage() {
  const [selectedId, setSelectedId] = useState<EnterpriseTierId>(DEFAULT_ENTERPRISE_TIER);
  const [inquiryOpen, setInquiryOpen] = useState(false);
  const [, navigate] = useLocation();
  const selected = ENTERPRISE_TIERS.find((t) => t.id === selectedId) ?? ENTERPRISE_TIERS[1];

  return (
    <div>
      <section className="border-b border-slate-200 bg-linear-to-b from-brand-50 to-white dark:border-slate-800 dark:from-brand-500/10 dark:to-slate-950">
        <div className="mx-auto max-w-7xl px-4 py-14 text-center sm:py-20">
          <Badge variant="outline" className="gap-1.5 bg-white/70 dark:bg-slate-900/70">
            <Building2 className="h-3.5 w-3.5" aria-hidden="true" />
            Enterprise Sales
          </Badge>
          <h1 className="mx-auto mt-5 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            Enterprise AI for every team
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
            Careerloom brings role-aware AI to hiring, analytics and everyday work, with the security and control your
            organization needs. Trusted by {MARKETING_CLAIMS.enterpriseUsers} enterprise users.
          </p>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12">
        <section aria-labelledby="plans-heading">
          <div className="mb-4">
            <h2 id="plans-heading" className="text-2xl font-bold">
              Choose your plan
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              Select a plan to see its features and AI capabilities.
            </p>
          </div>
          <TierPicker selected={selectedId} onSelect={setSelectedId} legend="Enterprise plans" />
        </section>

        <div className="grid items-start gap-6 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <TierDetails
              tier={selected}
              onGetPricing={() => setInquiryOpen(true)}
              onScheduleDemo={() => navigate(paths.enterpriseDemo)}
            />
          </div>
          <RoiPanel />
        </div>
      </div>

      <InquiryDialog open={inquiryOpen} onOpenChange={setInquiryOpen} tier={selected} />
    </div>
  );
}
