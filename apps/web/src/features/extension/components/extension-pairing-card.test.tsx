import {
  createdExtensionTokenSchema,
  createExtensionTokenBodySchema,
  type ExtensionPackageInfo,
  type ExtensionToken,
  extensionPackageInfoSchema,
  extensionTokenListSchema,
} from '@careerloom/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handle, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ExtensionPairingCard } from './extension-pairing-card';

/** A fake server holding the user's tokens: create answers the token once, delete removes it. */
function serve(
  initial: ExtensionToken[] = [],
  pkg: ExtensionPackageInfo = { available: true, version: '0.1.0', sizeBytes: 61_440 },
) {
  let tokens = [...initial];
  return stubApi([
    handle('GET', '/api/extension/package/info', extensionPackageInfoSchema, pkg),
    handle('GET', '/api/extension/tokens', extensionTokenListSchema, () => ({ tokens })),
    handle(
      'POST',
      '/api/extension/tokens',
      createdExtensionTokenSchema,
      ({ body }) => {
        const { name } = createExtensionTokenBodySchema.parse(body);
        const id = tokens.length + 1;
        const token = { id, name, shortId: `a1b2c3d${id}`, createdAt: '2026-11-25T10:00:00.000Z', lastUsedAt: null };
        tokens = [token, ...tokens];
        return { ...token, token: `clx_${'x'.repeat(43)}` };
      },
      201,
    ),
    {
      method: 'DELETE',
      path: /^\/api\/extension\/tokens\/\d+$/,
      reply: ({ url }) => {
        tokens = tokens.filter((t) => `/api/extension/tokens/${t.id}` !== url);
        return new Response(null, { status: 204 });
      },
    },
  ]);
}

function renderCard() {
  return renderWithProviders(<ExtensionPairingCard />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ExtensionPairingCard', () => {
  it('creates a token, shows it once and lists the browser', async () => {
    serve();
    renderCard();
    expect(await screen.findByText('No browser is paired yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Browser name'), { target: { value: 'Work laptop' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create pairing token' }));
    const shown = await screen.findByRole('textbox', { name: 'Pairing token for Work laptop' });
    expect((shown as HTMLInputElement).value).toMatch(/^clx_/);
    expect(await screen.findByText(/never used/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('textbox', { name: 'Pairing token for Work laptop' })).toBeNull();
  });

  it('revokes a token', async () => {
    const api = serve([
      {
        id: 4,
        name: 'Home',
        shortId: '9f8e7d6c',
        createdAt: '2026-11-20T10:00:00.000Z',
        lastUsedAt: '2026-11-24T10:00:00.000Z',
      },
    ]);
    renderCard();
    expect(await screen.findByText(/last used/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke token Home (ID 9f8e7d6c)' }));
    await waitFor(() => expect(screen.getByText('No browser is paired yet.')).toBeTruthy());
    expect(api.calls('DELETE', '/api/extension/tokens/4')).toHaveLength(1);
  });

  it('says how to install the extension: the download of this server’s build, Load unpacked, then pairing', async () => {
    serve();
    renderCard();
    const steps = await screen.findByRole('region', { name: 'Install it in Chrome' });
    const download = await within(steps).findByRole('link', { name: 'Download Careerloom for Chrome' });
    expect(download.getAttribute('href')).toBe('/api/extension/package');
    expect(download.hasAttribute('download')).toBe(true);
    expect(steps.textContent).toContain('(version 0.1.0, 60 KB) and unzip it.');
    expect(steps.textContent).toContain('chrome://extensions');
    expect(steps.textContent).toContain('Load unpacked');
    expect(steps.textContent).toContain('careerloom-for-chrome');
    expect(steps.textContent).toContain(window.location.origin);
  });

  it('says what is missing when the server has no build of the extension', async () => {
    serve([], { available: false });
    renderCard();
    const steps = await screen.findByRole('region', { name: 'Install it in Chrome' });
    expect(await within(steps).findByText(/no build of the extension to download yet/)).toBeTruthy();
    expect(within(steps).queryByRole('link')).toBeNull();
  });

  it('tells tokens of the same name apart by their short id, creation and last use', async () => {
    serve([
      {
        id: 2,
        name: 'Chrome',
        shortId: '0a1b2c3d',
        createdAt: '2026-12-06T10:00:00.000Z',
        lastUsedAt: null,
      },
      {
        id: 1,
        name: 'Chrome',
        shortId: 'f9e8d7c6',
        createdAt: '2026-12-01T09:30:00.000Z',
        lastUsedAt: '2026-12-05T08:00:00.000Z',
      },
    ]);
    renderCard();
    expect(await screen.findByText('ID 0a1b2c3d')).toBeTruthy();
    expect(screen.getByText('ID f9e8d7c6')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Revoke token Chrome (ID 0a1b2c3d)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Revoke token Chrome (ID f9e8d7c6)' })).toBeTruthy();
    expect(screen.getByText(/^Created Dec 1, 2026, .* · last used Dec 5, 2026/)).toBeTruthy();
  });
});
