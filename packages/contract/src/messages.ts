/** Texts quoted by the specification for the session flows (part 1 section 8, part 1 section 5). */
export const AUTH_TOASTS = {
  loginFailedTitle: 'Login failed',
  loginFailedFallback: 'Invalid username or password',
  registerFailedTitle: 'Registration failed',
  registerFailedFallback: 'Could not create account',
  logoutFailedTitle: 'Logout failed',
  updateFailedTitle: 'Update failed',
  updateFailedFallback: 'Failed to update profile',
  loginSuccessTitle: 'Login successful',
  loginSuccess: (fullName: string) => `Welcome back, ${fullName}!`,
  registerSuccessTitle: 'Registration successful',
  registerSuccess: (fullName: string) => `Welcome, ${fullName}!`,
  logoutSuccessTitle: 'Logged out',
  logoutSuccess: 'You have been successfully logged out.',
  updateSuccessTitle: 'Profile updated',
  updateSuccess: 'Your profile has been updated successfully',
  mustBeLoggedIn: 'You must be logged in to update your profile',
} as const;

/** Demo request outcome toasts (part 2 section 8). */
export const DEMO_TOASTS = {
  successTitle: 'Demo Request Submitted',
  success: 'Our enterprise team will contact you within 24 hours.',
  failureTitle: 'Submission Failed',
  failure: 'Please try again or contact us directly.',
} as const;

/** The not-found page (part 1 section 2). */
export const NOT_FOUND_HEADING = '404 Page Not Found';
export const NOT_FOUND_TEXT = 'Did you forget to add the page to the router?';

/** The message the server gives for any failed sign-in, whatever the cause (no enumeration). */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password';
