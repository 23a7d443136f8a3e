import { updateUserBodySchema, userSchema } from '@careerloom/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handle, handleError, stubApi } from '../../../testing/api-stub';
import { userFixture } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render-with-providers';
import AccountSettingsPanel from './account-settings-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me = userFixture({ id: 5, fullName: 'Jo Bloggs', skills: ['SQL'], location: 'Porto' });
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the profile form', () => {
  it('sends the profile with the skills split into a list', async () => {
    const api = stubApi([
      handle('GET', '/api/user', userSchema, me),
      handle('PATCH', '/api/users/5', userSchema, ({ body }) => ({ ...me, ...(body as object) })),
    ]);
    renderWithProviders(<AccountSettingsPanel />);
    await screen.findByLabelText('Location');
    fill('Location', 'Lisbon, Portugal');
    fill('Skills', 'TypeScript, React, , PostgreSQL');
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Your profile has been updated successfully')).toBeTruthy();
    expect(api.bodiesOf('PATCH', '/api/users/5', updateUserBodySchema)).toEqual([
      {
        fullName: 'Jo Bloggs',
        role: 'jobseeker',
        location: 'Lisbon, Portugal',
        companyName: '',
        bio: '',
        headline: '',
        skills: ['TypeScript', 'React', 'PostgreSQL'],
      },
    ]);
  });

  it('needs a full name: the message under the field, focus on it, nothing sent', async () => {
    const api = stubApi([handle('GET', '/api/user', userSchema, me)]);
    renderWithProviders(<AccountSettingsPanel />);
    await screen.findByLabelText('Full Name');
    fill('Full Name', ' ');
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Full name is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Full Name')));
    expect(api.calls('PATCH', '/api/users/5')).toHaveLength(0);
  });
});

describe('the job title', () => {
  it('is sent with the profile, as typed', async () => {
    const api = stubApi([handle('GET', '/api/user', userSchema, me), handle('PATCH', '/api/users/5', userSchema, me)]);
    renderWithProviders(<AccountSettingsPanel />);
    await screen.findByLabelText('Job Title');
    fill('Job Title', 'Sous Chef');
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(api.calls('PATCH', '/api/users/5')).toHaveLength(1));
    expect(api.bodiesOf('PATCH', '/api/users/5', updateUserBodySchema)[0]).toMatchObject({ headline: 'Sous Chef' });
  });
});

describe('the password form', () => {
  it('asks for the current password before sending a new one', async () => {
    const api = stubApi([handle('GET', '/api/user', userSchema, me)]);
    renderWithProviders(<AccountSettingsPanel />);
    await screen.findByLabelText('New Password');
    fill('New Password', 'a new passphrase');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Your current password is required to change your email or password')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Current Password')));
    expect(api.calls('PATCH', '/api/users/5')).toHaveLength(0);
  });

  it('sends both passwords, and shows a refusal of the server under its field', async () => {
    const api = stubApi([
      handle('GET', '/api/user', userSchema, me),
      handleError('PATCH', '/api/users/5', 400, {
        message: 'currentPassword: wrong',
        code: 'VALIDATION_FAILED',
        issues: [{ path: ['body', 'currentPassword'], message: 'Your current password is not correct' }],
      }),
    ]);
    renderWithProviders(<AccountSettingsPanel />);
    await screen.findByLabelText('Current Password');
    fill('Current Password', 'old passphrase');
    fill('New Password', 'a new passphrase');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Your current password is not correct')).toBeTruthy();
    expect(api.bodiesOf('PATCH', '/api/users/5', updateUserBodySchema)).toEqual([
      { currentPassword: 'old passphrase', newPassword: 'a new passphrase' },
    ]);
  });
});
