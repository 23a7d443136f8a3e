import type { User } from '@careerloom/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UserMenu } from './user-menu';

afterEach(cleanup);

const user = {
  id: 7,
  username: 'alex',
  email: 'alex@example.com',
  fullName: 'Alex Doe',
  subscriptionTier: 'jobseeker',
  trialTier: null,
} as unknown as User;

describe('the user menu', () => {
  it("has an accessible name that starts with the name it shows (WCAG 2.5.3 'label in name')", () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <UserMenu user={user} />
      </QueryClientProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Alex Doe, user menu' });
    expect(trigger.textContent).toContain('Alex Doe');
  });
});
