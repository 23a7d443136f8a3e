/** The address of a fake third-party server of `e2e/support/fakes` (see its README). */
export function fakeUrl(portOffset: number): string {
  return `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 5100) + portOffset}`;
}

export type RecordedRequest = { method: string; path: string; authorization: boolean };

/** What a fake has received since it started or was last cleared. */
export async function fakeRequests(portOffset: number): Promise<RecordedRequest[]> {
  const res = await fetch(`${fakeUrl(portOffset)}/__requests`);
  return (await res.json()) as RecordedRequest[];
}

export async function clearFakeRequests(portOffset: number): Promise<void> {
  await fetch(`${fakeUrl(portOffset)}/__requests`, { method: 'DELETE' });
}
