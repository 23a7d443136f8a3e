import { connectHarvestBodySchema } from '@careerloom/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenForm } from './token-form';

afterEach(cleanup);

describe('TokenForm', () => {
  it('hands the typed token to the caller and clears the field when told', async () => {
    const onSubmit = vi.fn((_value: string, clear: () => void) => clear());
    render(<TokenForm label="Gmail Access Token" submitLabel="Connect Gmail" pending={false} onSubmit={onSubmit} />);
    const field = screen.getByLabelText('Gmail Access Token') as HTMLInputElement;
    expect(field.type).toBe('password');
    expect(field.autocomplete).toBe('off');
    fireEvent.change(field, { target: { value: ' ya29.token ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect Gmail' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(' ya29.token ', expect.any(Function)));
    await waitFor(() => expect(field.value).toBe(''));
  });

  it("shows the schema's message under the field, focuses it and keeps the token from the caller", async () => {
    const onSubmit = vi.fn();
    render(
      <TokenForm
        label="Harvest API key"
        schema={connectHarvestBodySchema.shape.apiKey}
        submitLabel="Connect Greenhouse"
        pending={false}
        onSubmit={onSubmit}
      />,
    );
    const field = screen.getByLabelText('Harvest API key') as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect Greenhouse' }));
    expect(await screen.findByText('The Harvest API key is too short')).toBeTruthy();
    expect(field.value).toBe('abc');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('passes the token as the schema parsed it', async () => {
    const onSubmit = vi.fn();
    render(
      <TokenForm
        label="Harvest API key"
        schema={connectHarvestBodySchema.shape.apiKey}
        submitLabel="Connect Greenhouse"
        pending={false}
        onSubmit={onSubmit}
      />,
    );
    fireEvent.change(screen.getByLabelText('Harvest API key'), { target: { value: ` ${'a'.repeat(32)} ` } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect Greenhouse' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('a'.repeat(32), expect.any(Function)));
  });

  it('disables the submit button while pending and shows extra actions beside it', () => {
    render(
      <TokenForm label="Slack workspace API token" submitLabel="Connecting…" pending onSubmit={vi.fn()}>
        <a href="/api/device/slack/oauth/start">Connect with Slack</a>
      </TokenForm>,
    );
    expect((screen.getByRole('button', { name: 'Connecting…' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Connect with Slack' })).toBeTruthy();
  });
});
