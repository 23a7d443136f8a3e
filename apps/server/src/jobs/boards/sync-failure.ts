/**
 * A board sync's failure in words for the people who read the page (issue 35: users were shown
 * "GET https://boards-api.greenhouse.io/...: ENOTFOUND (after 4 attempts)"): what happened and
 * what they can do. The error itself, with its address, code and attempts, stays in the sync run's
 * row and in the log (`board sync failed`).
 *
 * `watched`: a board the user added to their watchlist, whose name they can check and change;
 * the configured boards are the administrator's, and for them the user has nothing to do.
 */
export function syncFailureText(error: string, options: { watched: boolean }): string {
  const status = /\banswered (\d{3})\b/.exec(error)?.[1];
  const code = status ? Number(status) : null;
  const retried = 'Postings from earlier syncs stay listed, and the next sync tries again.';
  if (code === 404 || code === 410)
    return options.watched
      ? "The last sync failed: the job board has no company by that name. Check the company's board name (in its careers page address) and watch it again."
      : `The last sync failed: the job board no longer lists this company. ${retried}`;
  if (code === 429) return `The last sync failed: the job board asked us to slow down. ${retried}`;
  if (code !== null && code >= 500) return `The last sync failed: the job board had a problem on its side. ${retried}`;
  if (code !== null) return `The last sync failed: the job board refused the request. ${retried}`;
  if (/ENOTFOUND|EAI_AGAIN|getaddrinfo/.test(error))
    return `The last sync failed: this server could not reach the job board (it may have no internet connection). ${retried}`;
  if (/no answer within|ETIMEDOUT|ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH|socket|fetch failed/i.test(error))
    return `The last sync failed: the job board did not answer. ${retried}`;
  if (/not JSON|unexpected response shape|byte limit|-byte limit/.test(error))
    return `The last sync failed: the job board answered with something we could not read. ${retried}`;
  return `The last sync failed. ${retried}`;
}
