import { CheckCircle2 } from 'lucide-react';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';

/** The platform capabilities the demo covers, as the landing copy names them (part 1 section 1). */
const DEMO_FEATURES = [
  'Automated candidate screening',
  'Enterprise analytics dashboard',
  'Multi-team collaboration',
  'Enterprise security: SOC 2, SSO and role-based access',
  'Document intelligence',
  'Market intelligence engine',
  'Process automation',
  'Real-time opportunity engine',
] as const;

export function DemoFeaturesList() {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">What You Will See</h2>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2.5">
          {DEMO_FEATURES.map((feature) => (
            <li key={feature} className="flex gap-2.5 text-sm text-slate-700 dark:text-slate-300">
              <CheckCircle2
                className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400"
                aria-hidden="true"
              />
              {feature}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
