import type { User } from '@careerloom/contract';
import type { QueryClient } from '@tanstack/react-query';
import { applicationSettingsQuery } from './application-settings';
import { applicationStatusQuery } from './applications';
import { jobMonitoringQuery, profileVersionOf } from './job-monitoring';
import { savedSearchesQuery } from './saved-searches';

/**
 * Sends the page's first requests as soon as the session is known, before the page mounts: they
 * travel while it renders, and their `fetch` calls leave the task that mounts it (decision 031).
 * The page's own queries find them in flight and send nothing again (queries never go stale).
 */
export function prefetchJobApplications(client: QueryClient, user: User): Promise<unknown> {
  return Promise.all([
    client.prefetchQuery(applicationStatusQuery),
    client.prefetchQuery(applicationSettingsQuery),
    client.prefetchQuery(savedSearchesQuery),
    // The monitoring tab opens with blank criteria, which default from the profile.
    client.prefetchQuery(jobMonitoringQuery({}, profileVersionOf(user))),
  ]);
}
