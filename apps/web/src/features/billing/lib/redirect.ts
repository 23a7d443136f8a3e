/** Leaves the app for a Stripe page; its own module so component tests can stand in for it. */
export function redirectTo(url: string) {
  window.location.assign(url);
}
