// Fake Stripe API (customers, Checkout and portal sessions, subscriptions) and its hosted pages:
// the TypeScript fake the server's billing tests use, loaded through tsx. Visiting a checkout
// session's url pays it: the fake delivers signed checkout.session.completed and
// customer.subscription.updated events to the app's /api/billing/webhook, then redirects to the
// session's success_url. See apps/server/src/billing/testing/fake-stripe.ts.
import { tsImport } from 'tsx/esm/api';

export const portOffset = 20;

export async function start(port) {
  const { startFakeStripe } = await tsImport(
    '../../../apps/server/src/billing/testing/fake-stripe.ts',
    import.meta.url,
  );
  const fake = await startFakeStripe({ port });
  return { env: fake.env, close: fake.close };
}
