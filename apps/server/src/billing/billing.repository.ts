import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { billingEvents, billingSubscriptions, stripeWebhookEvents, users } from '../db/schema';

export type SubscriptionRow = typeof billingSubscriptions.$inferSelect;
export type SubscriptionChanges = Partial<Omit<typeof billingSubscriptions.$inferInsert, 'userId' | 'createdAt'>>;
export type NewBillingEvent = Omit<typeof billingEvents.$inferInsert, 'id' | 'createdAt'>;

/** Data access for billing; every function also runs inside a transaction (`db` may be one). */
export function billingRepository(db: Db) {
  return {
    async subscriptionOf(userId: number): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, userId));
      return row;
    },
    async subscriptionByCustomer(customerId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(billingSubscriptions)
        .where(eq(billingSubscriptions.stripeCustomerId, customerId));
      return row;
    },
    /** Records the user's Stripe customer; a concurrent first checkout keeps the one stored first. */
    async saveCustomer(userId: number, customerId: string, now: Date): Promise<SubscriptionRow> {
      await db
        .insert(billingSubscriptions)
        .values({ userId, stripeCustomerId: customerId, createdAt: now, updatedAt: now })
        .onConflictDoNothing();
      const [row] = await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, userId));
      if (!row) throw new Error('billing customer row missing after insert');
      return row;
    },
    async updateSubscription(userId: number, changes: SubscriptionChanges): Promise<void> {
      await db.update(billingSubscriptions).set(changes).where(eq(billingSubscriptions.userId, userId));
    },
    async setPaidTier(userId: number, tier: string | null, until: Date | null): Promise<void> {
      await db.update(users).set({ paidTier: tier, paidTierUntil: until }).where(eq(users.id, userId));
    },
    async addEvent(event: NewBillingEvent): Promise<void> {
      await db.insert(billingEvents).values(event);
    },
    async eventsOf(userId: number) {
      return db
        .select()
        .from(billingEvents)
        .where(eq(billingEvents.userId, userId))
        .orderBy(desc(billingEvents.occurredAt), desc(billingEvents.id));
    },
    async webhookSeen(eventId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: stripeWebhookEvents.id })
        .from(stripeWebhookEvents)
        .where(eq(stripeWebhookEvents.id, eventId));
      return row !== undefined;
    },
    /** Claims an event id; false when it was already recorded (a redelivery racing this one). */
    async claimWebhook(eventId: string, type: string, now: Date): Promise<boolean> {
      const rows = await db
        .insert(stripeWebhookEvents)
        .values({ id: eventId, type, receivedAt: now })
        .onConflictDoNothing()
        .returning({ id: stripeWebhookEvents.id });
      return rows.length > 0;
    },
  };
}
export type BillingRepository = ReturnType<typeof billingRepository>;
