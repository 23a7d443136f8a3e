import { profileSuggestionsSchema, updateUserBodySchema, userSchema } from '@careerloom/contract';
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

// Issue 35 item 6: Settings left location and skills empty although the resume gave 32 skills.
describe('suggestions from the resume', () => {
  const bare = userFixture({ id: 5, fullName: 'Jo Bloggs', skills: [], location: '', headline: '' });
  const fromResume = {
    from: { filename: 'cv.pdf', version: 2 },
    headline: 'Senior Frontend Engineer',
    location: 'Berlin, Germany',
    skills: ['React', 'TypeScript'],
  };

  it('fills the empty fields from the resume and says so; saving keeps them', async () => {
    const api = stubApi([
      handle('GET', '/api/user', userSchema, bare),
      handle('GET', '/api/resumes/latest/profile-suggestions', profileSuggestionsSchema, fromResume),
      handle('PATCH', '/api/users/5', userSchema, ({ body }) => ({ ...bare, ...(body as object) })),
    ]);
    renderWithProviders(<AccountSettingsPanel />);
    await waitFor(() => expect((screen.getByLabelText('Location') as HTMLInputElement).value).toBe('Berlin, Germany'));
    expect((screen.getByLabelText('Skills') as HTMLInputElement).value).toBe('React, TypeScript');
    expect((screen.getByLabelText('Job Title') as HTMLInputElement).value).toBe('Senior Frontend Engineer');
    expect(screen.getByRole('status').textContent).toBe(
      'Filled in from your resume (cv.pdf, version 2): Job Title, Location and Skills, which your profile left empty. Keep, change or clear them, then Save Profile; nothing is saved until you do.',
    );
    expect(api.calls('PATCH', '/api/users/5')).toHaveLength(0);
    fill('Location', 'Potsdam, Germany');
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(api.calls('PATCH', '/api/users/5')).toHaveLength(1));
    expect(api.bodiesOf('PATCH', '/api/users/5', updateUserBodySchema)[0]).toMatchObject({
      headline: 'Senior Frontend Engineer',
      location: 'Potsdam, Germany',
      skills: ['React', 'TypeScript'],
    });
  });

  it('never replaces what the user saved', async () => {
    const api = stubApi([
      handle('GET', '/api/user', userSchema, me),
      // A server that still suggests a location must not overwrite the saved one.
      handle('GET', '/api/resumes/latest/profile-suggestions', profileSuggestionsSchema, {
        from: { filename: 'cv.pdf', version: 2 },
        location: 'Berlin, Germany',
        skills: ['React'],
      }),
    ]);
    renderWithProviders(<AccountSettingsPanel />);
    await screen.findByLabelText('Location');
    await waitFor(() => expect(api.calls('GET', '/api/resumes/latest/profile-suggestions')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('status')).toBeNull();
    expect((screen.getByLabelText('Location') as HTMLInputElement).value).toBe('Porto');
    expect((screen.getByLabelText('Skills') as HTMLInputElement).value).toBe('SQL');
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
