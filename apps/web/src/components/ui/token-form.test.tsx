import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenForm } from './token-form';

afterEach(cleanup);

describe('TokenForm', () => {
  it('hands the typed token to the caller and clears the field when told', () => {
    const onSubmit = vi.fn((_value: string, clear: () => void) => clear());
    render(<TokenForm label="Gmail Access Token" submitLabel="Connect Gmail" pending={false} onSubmit={onSubmit} />);
    const field = screen.getByLabelText('Gmail Access Token') as HTMLInputElement;
    expect(field.type).toBe('password');
    expect(field.autocomplete).toBe('off');
    fireEvent.change(field, { target: { value: ' ya29.token ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect Gmail' }));
    expect(onSubmit).toHaveBeenCalledWith(' ya29.token ', expect.any(Function));
    expect(field.value).toBe('');
  });

  it('keeps the token when the caller does not clear it, and shows the error under the field', () => {
    const onSubmit = vi.fn();
    render(
      <TokenForm
        label="Harvest API key"
        error="The Harvest API key is too short"
        submitLabel="Connect Greenhouse"
        pending={false}
        onSubmit={onSubmit}
      />,
    );
    const field = screen.getByLabelText('Harvest API key') as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect Greenhouse' }));
    expect(field.value).toBe('abc');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The Harvest API key is too short')).toBeTruthy();
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
