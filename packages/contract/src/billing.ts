import { z } from 'zod';
import { tierSchema } from './tier-schemas';

/** Plans a user can buy through Stripe Checkout (issue 11); the enterprise tiers go through sales. */
export const CHECKOUT_PLANS = ['jobseeker', 'professional'] as const;
export type CheckoutPlan = (typeof CHECKOUT_PLANS)[number];
export const checkoutPlanSchema = z.enum(CHECKOUT_PLANS);

/** Plans a signed-in free user may start the one trial of. */
export const SELF_SERVE_TRIAL_PLANS = ['jobseeker'] as const;

/** Messages the billing routes and page show as they are. */
export const BILLING_MESSAGES = {
  notConfigured: 'Billing is not configured on this server',
  trialUsed: 'You have already used your free trial',
  noCustomer: 'There is no subscription to manage yet: choose a plan first',
  alreadySubscribed: 'You already have a paid plan: manage it from the billing page',
  trialEnded: 'Your Job Seeker trial has ended. Everything you made is kept; choose a plan to keep using the tools.',
} as const;

/** `POST /api/billing/trial`. */
export const startTrialBodySchema = z.strictObject({ plan: z.enum(SELF_SERVE_TRIAL_PLANS) });
export type StartTrialBody = z.infer<typeof startTrialBodySchema>;

/** `POST /api/billing/checkout`. */
export const checkoutBodySchema = z.strictObject({ plan: checkoutPlanSchema });
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

/** `POST /api/billing/checkout` and `POST /api/billing/portal`: where the browser goes next (Stripe). */
export const billingRedirectSchema = z.object({ url: z.string().url() });
export type BillingRedirect = z.infer<typeof billingRedirectSchema>;

/** Stripe subscription statuses we keep (Stripe's own names). */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** `GET /api/billing`: the plan the server holds for the user, never what a URL says. */
export const billingStateSchema = z.object({
  /** The effective tier requests see. */
  tier: tierSchema,
  /** Whether checkout and the portal are configured on this server. */
  configured: z.boolean(),
  trial: z.object({ tier: tierSchema, endsAt: z.string(), active: z.boolean() }).nullable(),
  /** Whether the user may still start a trial. */
  trialAvailable: z.boolean(),
  subscription: z
    .object({
      plan: checkoutPlanSchema,
      status: subscriptionStatusSchema,
      currentPeriodEnd: z.string().nullable(),
      cancelAtPeriodEnd: z.boolean(),
    })
    .nullable(),
  /** Set once after a trial ended and fell back, until the user has seen it. */
  notice: z.string().nullable(),
});
export type BillingState = z.infer<typeof billingStateSchema>;

/** `POST /api/billing/webhook`: Stripe's delivery acknowledged (`duplicate` when the event id was seen before). */
export const billingWebhookAckSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
export type BillingWebhookAck = z.infer<typeof billingWebhookAckSchema>;

/**
 * How far a `Stripe-Signature` timestamp may be from the server's clock, either way (Stripe's
 * documented default tolerance): older deliveries are replays, later ones were not signed now.
 */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

/** Stripe's times: whole seconds since 1970, up to 9999-12-31 (what a Date and our database hold). */
const stripeSeconds = z.number().int().min(0).max(253_402_300_799);
/** A reference to another Stripe object: its id, or the object itself when expanded. */
const stripeReference = z.union([z.string().min(1).max(255), z.looseObject({ id: z.string().min(1).max(255) })]);

/**
 * The envelope of a `POST /api/billing/webhook` event, as far as the server reads it. Stripe sends
 * many more fields (kept: the objects are loose); a signed event without these is refused.
 */
export const stripeEventSchema = z.looseObject({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created: stripeSeconds,
  data: z.looseObject({
    object: z.looseObject({ id: z.string().max(255).optional(), customer: stripeReference.nullish() }),
  }),
});

/** `checkout.session.completed`: the fields of the Checkout Session the server reads. */
export const stripeCheckoutSessionSchema = z.looseObject({
  id: z.string().min(1).max(255),
  mode: z.string().nullish(),
  subscription: stripeReference.nullish(),
  client_reference_id: z.string().max(255).nullish(),
});

/** `customer.subscription.*`: the fields of the Subscription the server reads. */
export const stripeSubscriptionSchema = z.looseObject({
  id: z.string().min(1).max(255),
  status: z.string().max(64),
  items: z
    .looseObject({
      data: z.array(
        z.looseObject({
          price: z.looseObject({ id: z.string().max(255) }).nullish(),
          current_period_end: stripeSeconds.nullish(),
        }),
      ),
    })
    .nullish(),
  /** Before API 2025-03-31 the period end sat on the subscription. */
  current_period_end: stripeSeconds.nullish(),
  cancel_at_period_end: z.boolean().nullish(),
  ended_at: stripeSeconds.nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});

/** `invoice.payment_failed`: the fields of the Invoice the server reads (old and new API places). */
export const stripeInvoiceSchema = z.looseObject({
  parent: z
    .looseObject({ subscription_details: z.looseObject({ subscription: stripeReference.nullish() }).nullish() })
    .nullish(),
  subscription: stripeReference.nullish(),
});
