import {
  acceptedResponseSchema,
  DEMO_MESSAGES,
  demoRequestBodySchema,
  ENTERPRISE_TIERS,
  inquiryBodySchema,
} from '@careerloom/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handle, handleError, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { DemoRequestForm } from './demo-request-form';
import { InquiryDialog } from './inquiry-dialog';
import { type EnterpriseTier, tierSummary } from './tier-content';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('DemoRequestForm', () => {
  it('sends the contract-shaped request, a blank phone left out', async () => {
    const api = stubApi([handle('POST', '/api/leads/demo', acceptedResponseSchema, { id: 3, message: 'Thanks' }, 201)]);
    const onSubmitted = vi.fn();
    renderWithProviders(<DemoRequestForm onSubmitted={onSubmitted} />);
    fill('First Name', 'Ada');
    fill('Last Name', 'Lovelace');
    fill('Work Email', 'ada@example.com');
    fill('Company', 'Analytical Engines');
    fill('Job Title', 'Head of Talent');
    fill('Company Size', '100-500');
    fill('Industry', 'technology');
    fill('Implementation Timeline', 'quarter');
    fill('Current Hiring Challenges', 'We hire fifty engineers a year.');
    fireEvent.click(screen.getByRole('button', { name: 'Request Demo' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith('Ada'));
    expect(api.bodiesOf('POST', '/api/leads/demo', demoRequestBodySchema)).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        company: 'Analytical Engines',
        jobTitle: 'Head of Talent',
        companySize: '100-500',
        industry: 'technology',
        timeline: 'quarter',
        currentChallenges: 'We hire fifty engineers a year.',
      },
    ]);
  });

  it('shows every message of the spec under its field, focuses the first and sends nothing', async () => {
    const api = stubApi([]);
    renderWithProviders(<DemoRequestForm onSubmitted={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Request Demo' }));
    for (const message of Object.values(DEMO_MESSAGES)) expect(await screen.findByText(message)).toBeTruthy();
    const first = screen.getByLabelText('First Name');
    expect(first.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(api.fetch).not.toHaveBeenCalled();
  });
});

describe('InquiryDialog', () => {
  const tier = ENTERPRISE_TIERS[0] as EnterpriseTier;

  it('sends the inquiry with the plan heading the requirements and blank choices left out', async () => {
    const api = stubApi([
      handle('POST', '/api/leads/inquiry', acceptedResponseSchema, { id: 4, message: 'We will be in touch' }, 201),
    ]);
    const onOpenChange = vi.fn();
    renderWithProviders(<InquiryDialog open onOpenChange={onOpenChange} tier={tier} />);
    fill('Company Name', 'Acme');
    fill('Your Name', 'Ada');
    fill('Email', 'ada@example.com');
    fill('Industry', 'finance');
    fill('AI Requirements', 'Screening at scale');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.bodiesOf('POST', '/api/leads/inquiry', inquiryBodySchema)).toEqual([
      {
        company: 'Acme',
        name: 'Ada',
        email: 'ada@example.com',
        industry: 'finance',
        requirements: `Plan of interest: ${tierSummary(tier)}\n\nScreening at scale`,
      },
    ]);
  });

  it('checks the required fields, focuses the first and keeps the dialog open', async () => {
    const api = stubApi([]);
    renderWithProviders(<InquiryDialog open onOpenChange={vi.fn()} tier={tier} />);
    fill('Email', 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    expect(await screen.findByText('Company name is required')).toBeTruthy();
    expect(screen.getByText('Your name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Company Name')));
    fill('Company Name', 'A');
    expect(screen.queryByText('Company name is required')).toBeNull();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it("puts the server's field issues under their fields", async () => {
    stubApi([
      handleError('POST', '/api/leads/inquiry', 400, {
        message: 'email: Please enter a valid email address',
        code: 'VALIDATION_FAILED',
        issues: [{ path: ['body', 'email'], message: 'That domain does not accept mail' }],
      }),
    ]);
    renderWithProviders(<InquiryDialog open onOpenChange={vi.fn()} tier={tier} />);
    fill('Company Name', 'Acme');
    fill('Your Name', 'Ada');
    fill('Email', 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    expect(await screen.findByText('That domain does not accept mail')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
  });
});
