import {
  BILLING_MESSAGES,
  type BillingRedirect,
  type BillingState,
  type CheckoutPlan,
  checkoutPlanSchema,
  type SubscriptionStatus,
  storedTier,
  subscriptionStatusSchema,
  TRIAL_DAYS,
  tierAtLeast,
} from '@careerloom/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../context';
import { type UserRow, users } from '../db/schema';
import { AppError } from '../errors';
import { effectiveTier } from '../lib/effective-tier';
import { usersRepository } from '../users/users.repository';
import { billingRepository } from './billing.repository';
import { isTransientStripeError, type StripeSettings, stripeClient } from './stripe-client';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Checkout and portal sessions each cost a Stripe call: a generous cap per user and minute. */
const BILLING_CALLS_PER_MINUTE = 10;

/** Whether the account has had its one trial (at sign-up with a plan, or self-served). */
export function trialUsed(user: UserRow): boolean {
  return user.trialUsedAt !== null || user.trialEndsAt !== null;
}

/**
 * The one-time notice after a trial ended and the tier fell back: shown until the user has seen
 * it, and not at all when a plan bought meanwhile still covers the trial's tier.
 */
export function trialEndedNotice(user: UserRow, now: Date): string | null {
  if (!user.trialTier || !user.trialEndsAt || user.trialEndsAt > now) return null;
  if (user.trialNoticeSeenAt && user.trialNoticeSeenAt >= user.trialEndsAt) return null;
  if (tierAtLeast(effectiveTier(user, now), storedTier(user.trialTier))) return null;
  return BILLING_MESSAGES.trialEnded;
}

/**
 * Plans a user starts and pays for (issue 11): the one trial, Stripe Checkout and the customer
 * portal, and the billing state the page shows. What a request is allowed comes from the user
 * row and the subscription record only, never from what a return URL says.
 */
export function billingService(ctx: AppContext) {
  const repo = billingRepository(ctx.db);
  const usersRepo = usersRepository(ctx.db);

  const settings = (): StripeSettings => {
    const s = ctx.config.billing.stripe;
    if (!s) throw new AppError('SERVICE_UNAVAILABLE', BILLING_MESSAGES.notConfigured);
    return s;
  };
  const limit = async (userId: number) => {
    const d = await ctx.limiter.hit(`billing:${userId}`, BILLING_CALLS_PER_MINUTE, MINUTE);
    if (!d.allowed) throw new AppError('RATE_LIMITED', 'Too many attempts; try again later', d.retryAfterSeconds);
  };
  const userOf = async (userId: number) => {
    const user = await usersRepo.findById(userId);
    if (!user) throw new AppError('NOT_FOUND', 'Account not found');
    return user;
  };
  /** A Stripe call that fails is a 502 for the caller; the detail goes to the log only. */
  const callStripe = async <T>(what: string, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      const failure = new AppError(
        'UPSTREAM_FAILED',
        isTransientStripeError(error)
          ? 'The payment service could not be reached; try again in a moment'
          : `The payment service refused to ${what}`,
      );
      failure.cause = error;
      throw failure;
    }
  };

  async function state(userId: number): Promise<BillingState> {
    const user = await userOf(userId);
    const now = ctx.clock();
    const sub = await repo.subscriptionOf(userId);
    const tier = effectiveTier(user, now);
    const plan = checkoutPlanSchema.safeParse(sub?.plan);
    const status = subscriptionStatusSchema.safeParse(sub?.status);
    return {
      tier,
      configured: ctx.config.billing.stripe !== undefined,
      trial:
        user.trialTier && user.trialEndsAt
          ? {
              tier: storedTier(user.trialTier),
              endsAt: user.trialEndsAt.toISOString(),
              active: user.trialEndsAt > now,
            }
          : null,
      trialAvailable: !trialUsed(user) && tier === 'free',
      subscription:
        sub && plan.success && status.success
          ? {
              plan: plan.data,
              status: status.data as SubscriptionStatus,
              currentPeriodEnd: sub.currentPeriodEnd?.toISOString() ?? null,
              cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
            }
          : null,
      notice: trialEndedNotice(user, now),
    };
  }

  return {
    /** `GET /api/billing`: the plan the server holds for the user. */
    state,

    /**
     * `POST /api/billing/trial`: a free user's one 14-day trial. A second trial, or a user who
     * already has a paid tier, is a 409; the conditional update makes two racing starts one.
     */
    async startTrial(userId: number, plan: 'jobseeker'): Promise<BillingState> {
      await limit(userId);
      const user = await userOf(userId);
      const now = ctx.clock();
      if (trialUsed(user)) throw new AppError('CONFLICT', BILLING_MESSAGES.trialUsed);
      if (effectiveTier(user, now) !== 'free') throw new AppError('CONFLICT', BILLING_MESSAGES.alreadySubscribed);
      const started = await ctx.db.transaction(async (tx) => {
        const rows = await tx
          .update(users)
          .set({
            trialTier: plan,
            trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * DAY),
            trialUsedAt: now,
            trialNoticeSeenAt: null,
            updatedAt: now,
          })
          .where(and(eq(users.id, userId), isNull(users.trialUsedAt), isNull(users.trialEndsAt)))
          .returning({ id: users.id });
        if (rows.length === 0) return false;
        await billingRepository(tx).addEvent({ userId, type: 'trial.started', occurredAt: now });
        return true;
      });
      if (!started) throw new AppError('CONFLICT', BILLING_MESSAGES.trialUsed);
      return state(userId);
    },

    /**
     * `POST /api/billing/checkout`: a Stripe Checkout Session in subscription mode for the plan's
     * price, on the user's Stripe customer (created at the first checkout and reused after), with
     * the user id as `client_reference_id`. Returns where the browser goes next.
     */
    async checkout(userId: number, plan: CheckoutPlan): Promise<BillingRedirect> {
      const s = settings();
      await limit(userId);
      const user = await userOf(userId);
      const now = ctx.clock();
      if (user.paidTier && user.paidTierUntil && user.paidTierUntil > now)
        throw new AppError('CONFLICT', BILLING_MESSAGES.alreadySubscribed);
      const stripe = await stripeClient(s);
      let record = await repo.subscriptionOf(userId);
      if (!record) {
        const customer = await callStripe('create the customer', () =>
          stripe.customers.create(
            { email: user.email, name: user.fullName, metadata: { user_id: String(userId) } },
            // Two first checkouts at once make one customer at Stripe too.
            { idempotencyKey: `careerloom-customer-${userId}-${user.email.toLowerCase()}` },
          ),
        );
        record = await repo.saveCustomer(userId, customer.id, now);
      }
      const base = ctx.config.publicUrl;
      const session = await callStripe('start the checkout', () =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: record.stripeCustomerId,
          client_reference_id: String(userId),
          line_items: [{ price: s.prices[plan], quantity: 1 }],
          success_url: `${base}/billing?status=success`,
          cancel_url: `${base}/billing?status=cancelled`,
          metadata: { user_id: String(userId), plan },
          subscription_data: { metadata: { user_id: String(userId), plan } },
        }),
      );
      if (!session.url) throw new AppError('UPSTREAM_FAILED', 'The payment service did not return a checkout page');
      await repo.addEvent({
        userId,
        type: 'checkout.started',
        stripeObjectId: session.id,
        stripeCustomerId: record.stripeCustomerId,
        occurredAt: now,
      });
      return { url: session.url };
    },

    /** `POST /api/billing/portal`: a Stripe customer portal session to change the card or cancel. */
    async portal(userId: number): Promise<BillingRedirect> {
      const s = settings();
      await limit(userId);
      const record = await repo.subscriptionOf(userId);
      if (!record) throw new AppError('CONFLICT', BILLING_MESSAGES.noCustomer);
      const base = ctx.config.publicUrl;
      const stripe = await stripeClient(s);
      const session = await callStripe('open the customer portal', () =>
        stripe.billingPortal.sessions.create({
          customer: record.stripeCustomerId,
          return_url: `${base}/billing`,
        }),
      );
      return { url: session.url };
    },

    /** `POST /api/billing/notice/seen`: the trial-ended notice has been read. */
    async acknowledgeNotice(userId: number): Promise<BillingState> {
      await usersRepo.update(userId, { trialNoticeSeenAt: ctx.clock() });
      return state(userId);
    },
  };
}
