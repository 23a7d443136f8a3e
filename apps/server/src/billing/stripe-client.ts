import type Stripe from 'stripe';
import type { BillingConfig } from '../config/config';

export type StripeSettings = NonNullable<BillingConfig['stripe']>;

/** One SDK client per configuration: it keeps its own connection pool. */
const clients = new WeakMap<StripeSettings, Stripe>();

/**
 * The SDK, imported on the first call to Stripe: a server without billing configured never needs
 * it, and loading it was one of the larger shares of the cold start. Until then no Stripe error can
 * exist, which the error checks below rely on.
 */
let sdk: typeof Stripe | undefined;

/**
 * The official SDK pointed at `STRIPE_API_BASE` (the real API by default, a fake on loopback in
 * tests). Calls time out within 10 s (security R3) and the SDK retries a dropped connection once,
 * with the idempotency keys it adds itself.
 */
export async function stripeClient(settings: StripeSettings): Promise<Stripe> {
  sdk ??= (await import('stripe')).default;
  let client = clients.get(settings);
  if (!client) {
    client = new sdk(settings.secretKey, {
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
  if (!sdk || !(error instanceof sdk.errors.StripeError)) return true;
  if (error instanceof sdk.errors.StripeConnectionError || error instanceof sdk.errors.StripeRateLimitError)
    return true;
  return error.statusCode === undefined || error.statusCode >= 500;
}

/** A Stripe answer that the object does not exist (already deleted, or from another account). */
export function isMissingResource(error: unknown): boolean {
  return (
    sdk !== undefined && error instanceof sdk.errors.StripeInvalidRequestError && error.code === 'resource_missing'
  );
}
