import type { ExtensionToken } from '@careerloom/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExtensionPairingCard } from './extension-pairing-card';

const json = (body: unknown, status = 200) => Response.json(body, { status });

/** A fake server holding the user's tokens: create answers the token once, delete removes it. */
function serve(initial: ExtensionToken[] = []) {
  let tokens = [...initial];
  const mock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url === '/api/extension/tokens') return json({ tokens });
    if (method === 'POST' && url === '/api/extension/tokens') {
      const { name } = JSON.parse(String(init?.body));
      const token = { id: tokens.length + 1, name, createdAt: '2026-11-25T10:00:00.000Z', lastUsedAt: null };
      tokens = [token, ...tokens];
      return json({ ...token, token: `clx_${'x'.repeat(43)}` }, 201);
    }
    const del = /^\/api\/extension\/tokens\/(\d+)$/.exec(url);
    if (method === 'DELETE' && del) {
      tokens = tokens.filter((t) => t.id !== Number(del[1]));
      return new Response(null, { status: 204 });
    }
    return new Response('unexpected call', { status: 599 });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ExtensionPairingCard />
    </QueryClientProvider>,
  );
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
    const mock = serve([
      { id: 4, name: 'Home', createdAt: '2026-11-20T10:00:00.000Z', lastUsedAt: '2026-11-24T10:00:00.000Z' },
    ]);
    renderCard();
    expect(await screen.findByText(/last used/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke token Home' }));
    await waitFor(() => expect(screen.getByText('No browser is paired yet.')).toBeTruthy());
    expect(mock.mock.calls.some(([u, i]) => u === '/api/extension/tokens/4' && i?.method === 'DELETE')).toBe(true);
  });
});
