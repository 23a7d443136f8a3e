import type {
  AdminLeadsResponse,
  ContactMessageBody,
  demoRequestBodySchema,
  inquiryBodySchema,
} from '@careerloom/contract';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { leadsRepository } from './leads.repository';

type Inquiry = z.output<typeof inquiryBodySchema>;
type DemoRequest = z.output<typeof demoRequestBodySchema>;
const MINUTE = 60_000;

/**
 * Sales leads and contact messages from the public pages. Public forms are rate limited per
 * address so that nobody can fill the table from one machine.
 */
export function leadsService(ctx: AppContext) {
  const repo = leadsRepository(ctx.db);

  async function limit(ip: string): Promise<void> {
    const d = await ctx.limiter.hit(`forms:ip:${ip}`, ctx.config.formRateLimitPerMinute, MINUTE);
    if (!d.allowed) throw new AppError('RATE_LIMITED', 'Too many submissions; try again later', d.retryAfterSeconds);
  }

  return {
    async recordInquiry(body: Inquiry, ip: string): Promise<number> {
      await limit(ip);
      const { email, company, ...details } = body;
      return repo.insertLead({ kind: 'inquiry', email, company, details, ip, createdAt: ctx.clock() });
    },
    async recordDemoRequest(body: DemoRequest, ip: string): Promise<number> {
      await limit(ip);
      const { email, company, ...details } = body;
      return repo.insertLead({ kind: 'demo', email, company, details, ip, createdAt: ctx.clock() });
    },
    async recordContactMessage(body: ContactMessageBody, ip: string): Promise<number> {
      await limit(ip);
      return repo.insertMessage({ ...body, ip, createdAt: ctx.clock() });
    },
    /** Newest first; for admins only (the route checks). */
    async listForAdmin(max = 500): Promise<AdminLeadsResponse> {
      const [leads, messages] = await Promise.all([repo.listLeads(max), repo.listMessages(max)]);
      return {
        leads: leads.map((l) => ({
          id: l.id,
          kind: l.kind === 'demo' ? 'demo' : 'inquiry',
          email: l.email,
          company: l.company,
          details: l.details,
          createdAt: l.createdAt.toISOString(),
        })),
        messages: messages.map((m) => ({
          id: m.id,
          name: m.name,
          email: m.email,
          message: m.message,
          createdAt: m.createdAt.toISOString(),
        })),
      };
    },
  };
}
