import { desc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contactMessages, leads } from '../db/schema';

export function leadsRepository(db: Db) {
  return {
    async insertLead(row: typeof leads.$inferInsert): Promise<number> {
      const [created] = await db.insert(leads).values(row).returning({ id: leads.id });
      if (!created) throw new Error('insert returned no row');
      return created.id;
    },
    async insertMessage(row: typeof contactMessages.$inferInsert): Promise<number> {
      const [created] = await db.insert(contactMessages).values(row).returning({ id: contactMessages.id });
      if (!created) throw new Error('insert returned no row');
      return created.id;
    },
    listLeads: (limit: number) => db.select().from(leads).orderBy(desc(leads.createdAt), desc(leads.id)).limit(limit),
    listMessages: (limit: number) =>
      db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(limit),
  };
}
