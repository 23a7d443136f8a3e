import { acceptedResponseSchema, contactMessageBodySchema } from '@careerloom/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handle, handleError, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ContactForm } from './contact-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ContactForm', () => {
  it('sends the contract-shaped message and empties the form', async () => {
    const api = stubApi([handle('POST', '/api/contact', acceptedResponseSchema, { id: 1, message: 'Thanks!' }, 201)]);
    renderWithProviders(<ContactForm />);
    fill('Name', 'Ada Lovelace');
    fill('Email', 'ada@example.com');
    fill('Message', 'I would like to know more.');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Thanks!')).toBeTruthy();
    expect(api.bodiesOf('POST', '/api/contact', contactMessageBodySchema)).toEqual([
      { name: 'Ada Lovelace', email: 'ada@example.com', message: 'I would like to know more.' },
    ]);
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe(''));
  });

  it('shows each field error, focuses the first and sends nothing', async () => {
    const api = stubApi([]);
    renderWithProviders(<ContactForm />);
    fill('Email', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(name));
    fill('Name', 'A');
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it("shows the server's field issues under their fields", async () => {
    stubApi([
      handleError('POST', '/api/contact', 400, {
        message: 'email: Please enter a valid email address',
        code: 'VALIDATION_FAILED',
        issues: [{ path: ['body', 'email'], message: 'That address does not accept mail' }],
      }),
    ]);
    renderWithProviders(<ContactForm />);
    fill('Name', 'Ada');
    fill('Email', 'ada@example.com');
    fill('Message', 'Hello there, team.');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('That address does not accept mail')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findByText('Message not sent')).toBeTruthy();
  });
});
