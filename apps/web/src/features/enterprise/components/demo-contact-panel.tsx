import { ArrowRight, Mail } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { paths } from '../../../config/paths';

/** Another way in for those who would rather write first; the Contact page stores the message. */
export function DemoContactPanel() {
  return (
    <Card className="border-brand-100 bg-brand-50/60 dark:border-brand-500/20 dark:bg-brand-500/10">
      <CardHeader>
        <h2 className="text-lg font-semibold">Questions First?</h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Security reviews, procurement or a specific use case: write to our enterprise team and we will reply by email.
        </p>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Link href={paths.contact} className={buttonClasses('primary', 'sm')}>
          <Mail className="h-4 w-4" aria-hidden="true" />
          Contact Us
        </Link>
        <Link href={paths.enterprise} className={buttonClasses('ghost', 'sm')}>
          Compare Plans
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </CardContent>
    </Card>
  );
}
