import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths';
import { useDocumentTitle } from '../lib/use-document-title';
import { renderWithProviders } from '../testing/render-with-providers';
import { NOT_FOUND_TITLE, PAGE_TITLES, titleOfPath } from './page-titles';
import { AppRoutes } from './routes';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  // Signed out: the session check answers 401, and nothing else is asked for before the title is set.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ message: 'Not signed in' }), { status: 401 })),
  );
});

describe('useDocumentTitle', () => {
  it('sets the title and follows a change', () => {
    const { rerender } = renderHook(({ title }) => useDocumentTitle(title), { initialProps: { title: 'One' } });
    expect(document.title).toBe('One');
    rerender({ title: 'Two' });
    expect(document.title).toBe('Two');
  });
});

describe('the title of each route', () => {
  it('names every route with its own title ending in the brand', () => {
    const titles = Object.values(paths).map(titleOfPath);
    for (const title of titles) expect(title).toMatch(/Careerloom/);
    // Only the two paths that show the same free dashboard share a title.
    expect(new Set(titles).size).toBe(titles.length - 1);
    expect(titleOfPath(paths.device)).toBe('Device Intelligence · Careerloom');
    expect(titleOfPath(paths.privacy)).toBe('Privacy Control Center · Careerloom');
    expect(titleOfPath('/privacy/')).toBe(PAGE_TITLES[paths.privacy]);
    expect(titleOfPath('/no-such-page')).toBe(NOT_FOUND_TITLE);
  });

  it.each([
    [paths.home, 'Careerloom · Work AI for All'],
    [paths.about, 'About · Careerloom'],
    [paths.dashboard, 'Job Application Dashboard · Careerloom'],
    ['/nowhere', 'Page Not Found · Careerloom'],
  ])('%s is titled "%s" by the routes', async (path, title) => {
    document.title = '';
    renderWithProviders(<AppRoutes />, { path });
    await waitFor(() => expect(document.title).toBe(title));
  });
});
