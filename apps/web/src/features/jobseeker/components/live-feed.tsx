import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { SAMPLE_FEED } from '../lib/sample-feed';

/**
 * The spec's static live feed (part 2 section 2.4). Nothing reports new postings or the user's
 * own activity yet, so the items are examples and say so.
 */
export function LiveFeed() {
  return (
    <Card aria-labelledby="jobseeker-feed-title" role="region">
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <h2 id="jobseeker-feed-title" className="font-semibold">
            Live feed
          </h2>
          <Badge variant="outline">Sample</Badge>
        </div>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ul className="grid gap-3">
          {SAMPLE_FEED.map((item) => (
            <li key={item.id} className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800">
              <p className="text-xs font-medium text-brand-600 dark:text-brand-100">{item.category}</p>
              <p className="mt-0.5">{item.text}</p>
            </li>
          ))}
        </ul>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          Example items. New postings matching your searches will appear here once job sources are connected.
        </p>
      </CardContent>
    </Card>
  );
}
