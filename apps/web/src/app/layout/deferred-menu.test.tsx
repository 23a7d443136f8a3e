import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../../lib/theme';
import { renderWithProviders } from '../../testing/render-with-providers';
import { DeferredMenu } from './deferred-menu';
import { ThemeTrigger } from './nav-triggers';

// jsdom has no matchMedia; the theme provider asks it whether the system prefers dark.
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ThemeMenu = lazy(() => import('./theme-menu').then((m) => ({ default: m.ThemeMenu })));

function renderThemeMenu() {
  return renderWithProviders(
    <ThemeProvider>
      <DeferredMenu menu={ThemeMenu} props={{}} standin={(p) => <ThemeTrigger {...p} />} />
    </ThemeProvider>,
  );
}

describe('DeferredMenu', () => {
  it('draws a closed menu trigger at once, and a press opens the menu when its code arrives', async () => {
    renderThemeMenu();
    const standin = screen.getByRole('button', { name: 'Theme' });
    expect(standin.getAttribute('aria-haspopup')).toBe('menu');
    expect(standin.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(standin);
    expect(await screen.findByRole('menuitemradio', { name: 'Dark' })).toBeTruthy();
    // The open menu is modal: Radix hides the rest of the page from assistive technology meanwhile.
    expect(screen.getByRole('button', { name: 'Theme', hidden: true }).getAttribute('aria-expanded')).toBe('true');
  });

  it('replaces the stand-in with the menu after the page has loaded, handing over the focus', async () => {
    renderThemeMenu();
    const standin = screen.getByRole('button', { name: 'Theme' });
    act(() => standin.focus());
    // Radix gives its trigger an id; the stand-in has none.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Theme' }).id).not.toBe(''), { timeout: 5000 });
    const trigger = screen.getByRole('button', { name: 'Theme' });
    expect(trigger).not.toBe(standin);
    expect(document.activeElement).toBe(trigger);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
