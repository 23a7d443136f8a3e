import Stripe from 'stripe';
import type { BillingConfig } from '../../config';

export type StripeSettings = NonNullable<BillingConfig['stripe']>;

/** One SDK client per configuration: it keeps its own connection pool. */
const clients = new WeakMap<StripeSettings, Stripe>();

/**
 * The official SDK pointed at `STRIPE_API_BASE` (the real API by default, a fake on loopback in
 * tests). Calls time out within 10 s (security R3) and the SDK retries a dropped connection once,
 * with the idempotency keys it adds itself.
 */
export function stripeClient(settings: StripeSettings): Stripe {
  let client = clients.get(settings);
  if (!client) {
    client = new Stripe(settings.secretKey, {
      host: settings.api.host,
      port: settings.api.port,
      protocol: settings.api.protocol,
      timeout: 10_000,
      maxNetworkRetries: 1,
      telemetry: false,
      appInfo: { name: 'Careerloom' },
    });
    clients.set(settings, client);
  }
  return client;
}

/**
 * Whether a failed Stripe call may succeed later (Stripe down, overloaded or unreachable), as
 * opposed to a request Stripe refused for good.
 */
export function isTransientStripeError(error: unknown): boolean {
  if (!(error instanceof Stripe.errors.StripeError)) return true;
  if (error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeRateLimitError)
    return true;
  return error.statusCode === undefined || error.statusCode >= 500;
}

/** A Stripe answer that the object does not exist (already deleted, or from another account). */
export function isMissingResource(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
}
