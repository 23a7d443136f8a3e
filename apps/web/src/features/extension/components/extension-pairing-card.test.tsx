import {
  createdExtensionTokenSchema,
  createExtensionTokenBodySchema,
  type ExtensionToken,
  extensionTokenListSchema,
} from '@careerloom/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handle, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ExtensionPairingCard } from './extension-pairing-card';

/** A fake server holding the user's tokens: create answers the token once, delete removes it. */
function serve(initial: ExtensionToken[] = []) {
  let tokens = [...initial];
  return stubApi([
    handle('GET', '/api/extension/tokens', extensionTokenListSchema, () => ({ tokens })),
    handle(
      'POST',
      '/api/extension/tokens',
      createdExtensionTokenSchema,
      ({ body }) => {
        const { name } = createExtensionTokenBodySchema.parse(body);
        const token = { id: tokens.length + 1, name, createdAt: '2026-11-25T10:00:00.000Z', lastUsedAt: null };
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
      { id: 4, name: 'Home', createdAt: '2026-11-20T10:00:00.000Z', lastUsedAt: '2026-11-24T10:00:00.000Z' },
    ]);
    renderCard();
    expect(await screen.findByText(/last used/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke token Home' }));
    await waitFor(() => expect(screen.getByText('No browser is paired yet.')).toBeTruthy());
    expect(api.calls('DELETE', '/api/extension/tokens/4')).toHaveLength(1);
  });
});
