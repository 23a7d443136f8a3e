import {
  BILLING_MESSAGES,
  type CheckoutPlan,
  checkoutPlanSchema,
  STRIPE_SIGNATURE_TOLERANCE_SECONDS,
  stripeCheckoutSessionSchema,
  stripeEventSchema,
  stripeInvoiceSchema,
  stripeSubscriptionSchema,
  subscriptionStatusSchema,
} from '@careerloom/contract';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../errors';
import { billingRepository, type SubscriptionChanges, type SubscriptionRow } from './billing.repository';
import { isTransientStripeError, type StripeSettings, stripeClient } from './stripe-client';
import { subscriptionAccess } from './subscription-access';

/** How far a signed delivery's time may be from ours, either way (Stripe's default tolerance). */
export const SIGNATURE_TOLERANCE_SECONDS = STRIPE_SIGNATURE_TOLERANCE_SECONDS;

export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.payment_failed',
] as const;

export type WebhookOutcome = { received: true; duplicate: boolean };

type Log = { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The plan a subscription's price stands for, from the configured price ids. */
function planOfPrice(settings: StripeSettings, priceId: string | undefined): CheckoutPlan | null {
  for (const plan of checkoutPlanSchema.options) if (settings.prices[plan] === priceId) return plan;
  return null;
}

/** What our record keeps of a Stripe subscription (the period end sits on its items since API 2025-03-31). */
function subscriptionSnapshot(settings: StripeSettings, sub: Stripe.Subscription) {
  const items = sub.items?.data ?? [];
  const planned = items.map((i) => ({ item: i, plan: planOfPrice(settings, i.price?.id) })).find((x) => x.plan);
  const periodEnds = items.map((i) => i.current_period_end).filter((n): n is number => typeof n === 'number');
  const legacyEnd = (sub as unknown as { current_period_end?: number }).current_period_end;
  const periodEnd = planned?.item.current_period_end ?? (periodEnds.length ? Math.max(...periodEnds) : legacyEnd);
  const status = subscriptionStatusSchema.safeParse(sub.status);
  return {
    stripeSubscriptionId: sub.id,
    plan: planned?.plan ?? null,
    status: status.success ? status.data : null,
    currentPeriodEnd: typeof periodEnd === 'number' ? new Date(periodEnd * 1000) : null,
    cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end),
    endedAt: sub.ended_at ? new Date(sub.ended_at * 1000) : null,
  };
}

/**
 * The one `t=` of a `Stripe-Signature` header (seconds), or undefined when there is none or more
 * than one (the SDK would take the last; an ambiguous header is refused instead).
 */
function signatureTime(header: string): number | undefined {
  const times = header
    .split(',')
    .map((item) => item.split('='))
    .filter(([key]) => key === 't');
  const value = times.length === 1 ? times[0]?.[1] : undefined;
  return value && /^\d{1,12}$/.test(value) ? Number(value) : undefined;
}

/** The object schema of the event types whose objects the handler reads beyond id and customer. */
const OBJECT_SCHEMAS: [test: (type: string) => boolean, schema: z.ZodType][] = [
  [(type) => type === 'checkout.session.completed', stripeCheckoutSessionSchema],
  [(type) => type.startsWith('customer.subscription.'), stripeSubscriptionSchema],
  [(type) => type === 'invoice.payment_failed', stripeInvoiceSchema],
];

/**
 * Refuses (400, naming the first problem) a signed event the handler could not read: a missing or
 * malformed `data.object`, a time no date can hold, or an event created after it was signed (whose
 * date, kept as the last one applied, would block every later event). Nothing is written before.
 */
function checkEventShape(event: unknown, signedAt: number): void {
  const envelope = stripeEventSchema.safeParse(event);
  if (!envelope.success) refuseEvent(envelope.error.issues[0]?.path ?? [], envelope.error.issues[0]?.message);
  const { type, created, data } = envelope.data;
  const schema = OBJECT_SCHEMAS.find(([test]) => test(type))?.[1];
  const object = schema?.safeParse(data.object);
  if (object && !object.success) {
    const issue = object.error.issues[0];
    refuseEvent(['data', 'object', ...(issue?.path ?? [])], issue?.message);
  }
  if (created > signedAt + SIGNATURE_TOLERANCE_SECONDS) refuseEvent(['created'], 'later than its signature');
}

function refuseEvent(path: PropertyKey[], message = 'invalid'): never {
  const where = path.length ? path.map(String).join('.') : 'event';
  throw new AppError('BAD_REQUEST', `Stripe event not accepted: ${where}: ${message}`);
}

/** Writes the record's changes and the tier they grant onto the user row, in one transaction. */
async function saveRecord(tx: Db, record: SubscriptionRow, changes: SubscriptionChanges, now: Date) {
  const merged = { ...record, ...changes };
  const access = subscriptionAccess({
    plan: checkoutPlanSchema.safeParse(merged.plan).data ?? null,
    status: subscriptionStatusSchema.safeParse(merged.status).data ?? null,
    currentPeriodEnd: merged.currentPeriodEnd ?? null,
    cancelAtPeriodEnd: merged.cancelAtPeriodEnd ?? false,
    pastDueSince: merged.pastDueSince ?? null,
    endedAt: merged.endedAt ?? null,
  });
  const repo = billingRepository(tx);
  await repo.updateSubscription(record.userId, { ...changes, updatedAt: now });
  await repo.setPaidTier(record.userId, access?.tier ?? null, access?.until ?? null);
}

/**
 * `POST /api/billing/webhook`: verifies the `Stripe-Signature` of the raw body with the SDK (a bad
 * or stale signature is a 400 and changes nothing), acknowledges an event id seen before without
 * applying it again, and applies checkout completions, subscription changes and failed payments to
 * the user's subscription record and tier. The event id, the record and the user's event log are
 * written in one transaction, so an event that fails half-way is retried whole by Stripe.
 */
export async function handleStripeWebhook(
  ctx: AppContext,
  input: {
    rawBody: Buffer;
    signature: string | undefined;
    log: Log;
    /** Told after a user's subscription record (and so maybe their tier) changed. */
    onRecordChanged?: (userId: number) => Promise<void> | void;
  },
): Promise<WebhookOutcome> {
  const settings = ctx.config.billing.stripe;
  if (!settings) throw new AppError('SERVICE_UNAVAILABLE', BILLING_MESSAGES.notConfigured);
  if (!input.signature) throw new AppError('BAD_REQUEST', 'Missing Stripe-Signature header');
  const stripe = await stripeClient(settings);
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(
      input.rawBody,
      input.signature,
      settings.webhookSecret,
      SIGNATURE_TOLERANCE_SECONDS,
      undefined,
      // Milliseconds: the SDK divides by 1000 itself.
      ctx.clock().getTime(),
    );
  } catch {
    input.log.warn({ event: 'billing_webhook_rejected' }, 'Stripe webhook signature refused');
    throw new AppError('BAD_REQUEST', 'Invalid Stripe signature');
  }
  // The SDK refuses only deliveries signed too long ago; one dated ahead of our clock by more than
  // the tolerance was not signed now either (a replay prepared for later, or a wrong clock).
  const signedAt = signatureTime(input.signature);
  const nowSeconds = Math.floor(ctx.clock().getTime() / 1000);
  if (signedAt === undefined || Math.abs(nowSeconds - signedAt) > SIGNATURE_TOLERANCE_SECONDS) {
    input.log.warn({ event: 'billing_webhook_rejected', signedAt }, 'Stripe webhook signature time refused');
    throw new AppError('BAD_REQUEST', 'Invalid Stripe signature');
  }
  try {
    checkEventShape(event, signedAt);
  } catch (error) {
    input.log.warn({ event: 'billing_webhook_rejected', error: (error as Error).message }, 'Stripe event refused');
    throw error;
  }
  const repo = billingRepository(ctx.db);
  if (await repo.webhookSeen(event.id)) return { received: true, duplicate: true };

  const now = ctx.clock();
  const occurredAt = new Date(event.created * 1000);
  const object = event.data.object as unknown as { id?: string; customer?: string | { id: string } | null };
  const customerId = idOf(object.customer);
  let record = customerId ? await repo.subscriptionByCustomer(customerId) : undefined;
  let snapshot: ReturnType<typeof subscriptionSnapshot> | undefined;
  let claimUser: number | undefined;

  if (event.type === 'checkout.session.completed') {
    const session = event.data.object;
    const subscriptionId = idOf(session.subscription);
    if (!record) claimUser = Number.parseInt(session.client_reference_id ?? '', 10) || undefined;
    if (session.mode === 'subscription' && subscriptionId) {
      // The completed session names the subscription; its plan, status and period come from Stripe.
      try {
        snapshot = subscriptionSnapshot(settings, await stripe.subscriptions.retrieve(subscriptionId));
      } catch (error) {
        input.log.warn({ eventId: event.id, transient: isTransientStripeError(error) }, 'subscription fetch failed');
        throw new AppError('UPSTREAM_FAILED', 'The payment service could not be reached');
      }
    }
  } else if (event.type.startsWith('customer.subscription.')) {
    const sub = event.data.object as Stripe.Subscription;
    snapshot = subscriptionSnapshot(settings, sub);
    if (event.type === 'customer.subscription.deleted') {
      snapshot.status = 'canceled';
      snapshot.endedAt ??= occurredAt;
    }
    if (!record) claimUser = Number.parseInt(sub.metadata?.user_id ?? '', 10) || undefined;
  }

  const applied = await ctx.db.transaction(async (tx) => {
    const txRepo = billingRepository(tx);
    if (!(await txRepo.claimWebhook(event.id, event.type, now))) return 'duplicate' as const;
    if (!record && claimUser && customerId) {
      // A customer we have not stored yet (its first checkout raced this event): the user id Stripe
      // carries back for us claims it, unless that user already has another customer.
      const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, claimUser));
      const existing = owner ? await txRepo.subscriptionOf(claimUser) : undefined;
      if (owner && !existing) record = await txRepo.saveCustomer(claimUser, customerId, now);
    }
    if (!record) return 'unknown' as const;
    const changes = recordChanges(record, event, snapshot, occurredAt);
    if (changes) await saveRecord(tx, record, changes, now);
    await txRepo.addEvent({
      userId: record.userId,
      type: event.type,
      stripeEventId: event.id,
      stripeObjectId: object.id ?? null,
      stripeCustomerId: record.stripeCustomerId,
      occurredAt,
    });
    return changes ? ('applied' as const) : ('logged' as const);
  });
  if (applied === 'duplicate') return { received: true, duplicate: true };
  if (applied === 'applied' && record) await input.onRecordChanged?.(record.userId);
  if (applied === 'unknown' && (HANDLED_EVENT_TYPES as readonly string[]).includes(event.type))
    input.log.warn({ eventId: event.id, type: event.type }, 'Stripe event for a customer we do not know');
  else input.log.info({ eventId: event.id, type: event.type, outcome: applied }, 'Stripe event');
  return { received: true, duplicate: false };
}

/**
 * The changes an event makes to a record, or null when it changes nothing: an event older than
 * the last one applied (Stripe does not promise order), a deletion of a subscription other than
 * the user's current one, or a type we do not act on.
 */
function recordChanges(
  record: SubscriptionRow,
  event: Stripe.Event,
  snapshot: ReturnType<typeof subscriptionSnapshot> | undefined,
  occurredAt: Date,
): SubscriptionChanges | null {
  if (event.type === 'invoice.payment_failed') {
    const invoice = event.data.object;
    const subscriptionId =
      idOf(invoice.parent?.subscription_details?.subscription) ??
      idOf((invoice as unknown as { subscription?: string | null }).subscription);
    if (subscriptionId && subscriptionId !== record.stripeSubscriptionId) return null;
    if (record.status !== 'active' && record.status !== 'trialing' && record.status !== 'past_due') return null;
    return { status: 'past_due', pastDueSince: record.pastDueSince ?? occurredAt };
  }
  if (!snapshot) return null;
  if (record.lastEventAt && occurredAt < record.lastEventAt) return null;
  const otherSubscription =
    record.stripeSubscriptionId && record.stripeSubscriptionId !== snapshot.stripeSubscriptionId;
  if (otherSubscription && (snapshot.endedAt || snapshot.status === 'canceled' || !snapshot.plan)) return null;
  return {
    ...snapshot,
    pastDueSince: snapshot.status === 'past_due' ? (record.pastDueSince ?? occurredAt) : null,
    lastEventAt: occurredAt,
  };
}
