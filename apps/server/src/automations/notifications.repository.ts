import type { AppNotification } from '@careerloom/contract';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = {
  userId: number;
  automationId: number | null;
  kind: 'reminder' | 'report';
  title: string;
  body: string;
  createdAt: Date;
};

/** How many notifications the list returns, newest first. */
export const NOTIFICATION_PAGE = 50;

export function toNotification(row: NotificationRow): AppNotification {
  return {
    id: row.id,
    kind: row.kind === 'report' ? 'report' : 'reminder',
    title: row.title,
    body: row.body,
    automationId: row.automationId,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/** In-app deliveries of automations, always read and changed per user. */
export function notificationsRepository(db: Db) {
  return {
    async insert(row: NewNotification): Promise<NotificationRow> {
      const [created] = await db.insert(notifications).values(row).returning();
      if (!created) throw new Error('insert returned no row');
      return created;
    },

    async latest(userId: number, limit = NOTIFICATION_PAGE): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },

    async unreadCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.n ?? 0;
    },

    async markAllRead(userId: number, at: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },
  };
}
