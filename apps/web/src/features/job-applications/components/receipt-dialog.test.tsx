import { applicationDetailSchema } from '@careerloom/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { handle, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ReceiptDialog } from './receipt-dialog';

afterEach(cleanup);

function detailWithJobUrl(url: string) {
  return {
    id: 9,
    jobTitle: 'Data Engineer',
    company: 'Northwind',
    jobUrl: url,
    status: 'pending_input' as const,
    confidence: 80,
    submittedAt: null,
    createdAt: '2026-11-09T08:00:00.000Z',
    pendingQuestions: 0,
    receipt: {
      job: { title: 'Data Engineer', company: 'Northwind', url, source: 'html_form' as const, descriptionExcerpt: '' },
      resumeVersion: null,
      answers: [],
      personalizedQuestions: [],
      overallConfidence: 0.8,
      submission: { channel: null, note: 'Not sent yet.' },
      preparedAt: '2026-11-09T08:00:00.000Z',
    },
    timeline: [],
  };
}

async function openReceipt(url: string) {
  stubApi([handle('GET', '/api/ai/applications/9', applicationDetailSchema, detailWithJobUrl(url))]);
  renderWithProviders(<ReceiptDialog id={9} thresholdPercent={85} onClose={() => undefined} />);
  await screen.findByText('Not sent yet.');
}

describe("the receipt's link to the employer's page (issue 35)", () => {
  it('links an https job page', async () => {
    await openReceipt('https://jobs.example.com/apply/1');
    const link = screen.getByRole('link', { name: /Open the employer's application page/ });
    expect(link.getAttribute('href')).toBe('https://jobs.example.com/apply/1');
  });

  it.each([
    'javascript:alert(document.cookie)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'vbscript:msgbox(1)',
    '//evil.example/path',
  ])('never makes %j a link', async (url) => {
    await openReceipt(url);
    expect(screen.queryByRole('link', { name: /Open the employer's application page/ })).toBeNull();
    expect(document.querySelector('a[href]:not([href^="http:"]):not([href^="https:"]):not([href^="/"])')).toBeNull();
  });
});
