import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
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
  loads.mockClear();
  vi.unstubAllGlobals();
});

const loads = vi.fn(() => import('./theme-menu').then((m) => m.ThemeMenu));

function renderThemeMenu() {
  return renderWithProviders(
    <ThemeProvider>
      <DeferredMenu load={loads} props={{}} standin={(p) => <ThemeTrigger {...p} />} />
    </ThemeProvider>,
  );
}

// Radix gives its trigger an id; the stand-in has none.
const radixTrigger = () => screen.getByRole('button', { name: 'Theme', hidden: true }).id !== '';

describe('DeferredMenu', () => {
  it('draws a closed menu trigger without loading the menu, and a press opens the menu when it arrives', async () => {
    renderThemeMenu();
    const standin = screen.getByRole('button', { name: 'Theme' });
    expect(standin.getAttribute('aria-haspopup')).toBe('menu');
    expect(standin.getAttribute('aria-expanded')).toBe('false');
    expect(loads).not.toHaveBeenCalled();
    fireEvent.click(standin);
    expect(await screen.findByRole('menuitemradio', { name: 'Dark' })).toBeTruthy();
    // The open menu is modal: Radix hides the rest of the page from assistive technology meanwhile.
    expect(screen.getByRole('button', { name: 'Theme', hidden: true }).getAttribute('aria-expanded')).toBe('true');
  });

  it('opens the menu as the pointer goes down on the stand-in, as a Radix menu trigger does', async () => {
    renderThemeMenu();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Theme' }), { button: 0 });
    expect(await screen.findByRole('menuitemradio', { name: 'System' })).toBeTruthy();
  });

  it('swaps in the menu when the stand-in gets the focus, and hands the focus to the real trigger', async () => {
    renderThemeMenu();
    const standin = screen.getByRole('button', { name: 'Theme' });
    act(() => standin.focus());
    await waitFor(() => expect(radixTrigger()).toBe(true));
    const trigger = screen.getByRole('button', { name: 'Theme' });
    expect(trigger).not.toBe(standin);
    expect(document.activeElement).toBe(trigger);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('swaps in the menu, closed, when a pointer comes over the stand-in', async () => {
    renderThemeMenu();
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Theme' }));
    await waitFor(() => expect(radixTrigger()).toBe(true));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(loads).toHaveBeenCalledTimes(1);
  });
});
