import { APPLICATION_DASHBOARD_LOGGED_OUT } from '@careerloom/contract';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { paths } from '../../../config/paths';

/** What a signed-out visitor of /dashboard or /ai-jobs sees (part 2 section 8). */
export default function LoggedOutNotice() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <Card>
        <CardContent className="grid gap-4 p-6 text-center">
          <p className="text-lg font-medium">{APPLICATION_DASHBOARD_LOGGED_OUT}</p>
          <Link href={paths.auth} className={buttonClasses('primary', 'md', 'justify-self-center')}>
            Sign In
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
