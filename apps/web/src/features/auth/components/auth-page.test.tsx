import { loginBodySchema, registerBodySchema, userSchema } from '@careerloom/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handle, handleError, stubApi } from '../../../testing/api-stub';
import { userFixture } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render-with-providers';
import AuthPage from './auth-page';

const signedOut = handleError('GET', '/api/user', 401, { message: 'Not signed in', code: 'NOT_SIGNED_IN' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('AuthPage for a signed-in user', () => {
  it.each([
    ['/auth?plan=jobseeker', '/billing'],
    ['/auth?plan=enterprise', '/enterprise'],
    ['/auth', '/dashboard'],
  ])('%s sends them to %s', async (url, target) => {
    stubApi([handle('GET', '/api/user', userSchema, userFixture())]);
    const view = renderWithProviders(<AuthPage />, { path: url });
    await waitFor(() => expect(view.history.at(-1)).toBe(target));
  });

  it('shows the sign-up form to a visitor with a plan', async () => {
    stubApi([signedOut]);
    const view = renderWithProviders(<AuthPage />, { path: '/auth?plan=jobseeker' });
    expect(await view.findByText('Signing up starts your 14-day Job Seeker trial.')).toBeTruthy();
    expect(view.history.at(-1)).toBe('/auth?plan=jobseeker');
  });
});

describe('AuthPage while the session check is out', () => {
  it('shows the form at once instead of a spinner', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const view = renderWithProviders(<AuthPage />, { path: '/auth' });
    expect(view.getByRole('heading', { name: 'Get Started' })).toBeTruthy();
    expect(view.queryByRole('status', { name: 'Loading' })).toBeNull();
  });
});

describe('the sign-up form', () => {
  it('sends the registration body with the plan from the URL', async () => {
    const api = stubApi([
      signedOut,
      handle('POST', '/api/register', userSchema, userFixture({ fullName: 'Ada Lovelace' }), 201),
    ]);
    renderWithProviders(<AuthPage />, { path: '/auth?plan=jobseeker' });
    fill('Full Name', 'Ada Lovelace');
    fill('Work Email', 'ada@example.com');
    fill('Username', 'ada');
    fill('Password', 'a long passphrase');
    fireEvent.click(screen.getByRole('button', { name: 'Start with Careerloom' }));
    await waitFor(() =>
      expect(api.bodiesOf('POST', '/api/register', registerBodySchema)).toEqual([
        {
          fullName: 'Ada Lovelace',
          email: 'ada@example.com',
          username: 'ada',
          password: 'a long passphrase',
          role: 'jobseeker',
          plan: 'jobseeker',
        },
      ]),
    );
  });

  it('shows the contract messages under the fields, focuses the first and sends nothing', async () => {
    const api = stubApi([signedOut]);
    renderWithProviders(<AuthPage />, { path: '/auth' });
    fill('Work Email', 'not-an-email');
    fill('Password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Start with Careerloom' }));
    // The whole page renders here (tabs, hero): generous waits keep a loaded machine from failing it.
    expect(await screen.findByText('Full name is required', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    const fullName = screen.getByLabelText('Full Name');
    expect(fullName.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(fullName), { timeout: 5000 });
    expect(api.calls('POST', '/api/register')).toHaveLength(0);
  });
});

describe('the sign-in form', () => {
  it('sends the login body and shows the server refusal as the Login failed toast', async () => {
    const api = stubApi([
      signedOut,
      handleError('POST', '/api/login', 401, { message: 'Invalid username or password', code: 'INVALID_CREDENTIALS' }),
    ]);
    renderWithProviders(<AuthPage />, { path: '/auth' });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Sign In' }));
    fill('Username', 'nobody_here');
    fill('Password', 'not the password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(screen.getByText('401: Invalid username or password')).toBeTruthy();
    expect(api.bodiesOf('POST', '/api/login', loginBodySchema)).toEqual([
      { username: 'nobody_here', password: 'not the password' },
    ]);
  });

  it('asks for both fields before calling the server', async () => {
    const api = stubApi([signedOut]);
    renderWithProviders(<AuthPage />, { path: '/auth' });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Sign In' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Username')));
    expect(api.calls('POST', '/api/login')).toHaveLength(0);
  });
});
