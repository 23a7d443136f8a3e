import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userFixture } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { UserMenu } from './user-menu';

afterEach(cleanup);

const user = userFixture({
  id: 7,
  username: 'alex',
  email: 'alex@example.com',
  fullName: 'Alex Doe',
  subscriptionTier: 'jobseeker',
});

describe('the user menu', () => {
  it("has an accessible name that starts with the name it shows (WCAG 2.5.3 'label in name')", () => {
    renderWithProviders(<UserMenu user={user} />);
    const trigger = screen.getByRole('button', { name: 'Alex Doe, user menu' });
    expect(trigger.textContent).toContain('Alex Doe');
  });
});
