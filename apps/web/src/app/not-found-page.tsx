import { NOT_FOUND_HEADING, NOT_FOUND_TEXT } from '@careerloom/contract';
import { AlertCircle } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardContent } from '../components/ui/card';
import { paths } from '../config/paths';

export default function NotFoundPage() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="flex items-center gap-2">
            <AlertCircle className="h-8 w-8 text-red-500" aria-hidden="true" />
            <h1 className="text-2xl font-bold">{NOT_FOUND_HEADING}</h1>
          </div>
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{NOT_FOUND_TEXT}</p>
          <Link href={paths.home} className="mt-4 inline-block text-sm font-medium text-brand-600 hover:underline">
            Back to the home page
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
