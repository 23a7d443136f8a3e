import { AlertTriangle } from 'lucide-react';
import { Button } from './ui/button';
import { Card, CardContent } from './ui/card';

/** A page whose data could not be loaded: what failed, the server's reason, and a retry. */
export function PageLoadFailure({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <Card role="alert">
        <CardContent className="flex gap-4 pt-6">
          <AlertTriangle className="h-6 w-6 shrink-0 text-amber-500" aria-hidden="true" />
          <div>
            <p className="font-semibold">{title}</p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{message}</p>
            <Button className="mt-4" size="sm" variant="outline" onClick={onRetry}>
              Try again
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
