import { Radio } from 'lucide-react';
import { useRealtimeJobMonitoring } from '../api/get-job-monitoring';
import { useProcessingStatus } from '../api/get-processing-status';
import { LiveAlertFeed } from './live-alert-feed';
import { MeasuredFiguresCard } from './measured-figures-card';
import { ProcessingStatusList } from './processing-status-list';
import { RealtimeCounters } from './realtime-counters';

/**
 * The real-time page (part 2 section 2.12): counters and a live feed from the user's monitoring
 * figures (polled every 5 s), the processing status of the server's work (every 3 s) and the
 * career engine's figures measured on its labelled sets.
 */
export default function RealtimePage() {
  const monitoring = useRealtimeJobMonitoring();
  const processing = useProcessingStatus();
  // Data kept from an earlier poll still counts: a single failed poll should not swap in the sample.
  const monitoringFailed = monitoring.isError && !monitoring.data;

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:py-10">
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold sm:text-3xl">Real-Time Job Search Intelligence</h1>
        <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <Radio className="h-4 w-4 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
          Live: figures update while this page is open.
        </p>
      </header>
      <RealtimeCounters data={monitoring.data} failed={monitoringFailed} />
      <div className="grid gap-6 lg:grid-cols-2">
        <ProcessingStatusList
          items={processing.data?.processingStatus}
          measured={processing.data?.measuredFigures}
          failed={processing.isError}
          fetchedAt={processing.dataUpdatedAt}
        />
        <LiveAlertFeed data={monitoring.data} failed={monitoringFailed} fetchedAt={monitoring.dataUpdatedAt} />
      </div>
      <MeasuredFiguresCard figures={processing.data?.measuredFigures} />
    </div>
  );
}
