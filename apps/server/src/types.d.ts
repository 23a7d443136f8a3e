import 'fastify';
import type { BackgroundWorker } from './background/background-worker';
import type { AppContext } from './context';
import type { UserRow } from './db/schema';
import type { EventBus } from './lib/event-bus';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Messages between the server processes (in-process without REDIS_URL). */
    bus: EventBus;
    /** This process's background worker: recurring tasks and the job queue. */
    background: BackgroundWorker;
  }
  interface FastifyRequest {
    /** The signed-in user's row, loaded by the session plugin; null when signed out. */
    currentUser: UserRow | null;
    /** Hash of the current session token, when there is one. */
    sessionId: string | null;
    /** The extension token's id when Careerloom for Chrome made the request with one. */
    extensionTokenId: number | null;
  }
  interface FastifyContextConfig {
    /**
     * Who may call the route. Deny by default: a route that does not say is `required`.
     * `optional` loads the session when there is one; `public` skips it.
     */
    auth?: 'public' | 'optional' | 'required';
    /** Also accept the session token as `Authorization: Bearer <token>` (scripts; the privacy export). */
    bearer?: boolean;
    /**
     * A server-to-server callback whose body carries its own signature (Stripe's webhook): the
     * origin check does not apply. It must also be `auth: 'public'`.
     */
    signedWebhook?: boolean;
    /**
     * Careerloom for Chrome may call the route with its pairing token
     * (`Authorization: Bearer clx_...`) instead of a session; every such use is written to the
     * access log with this purpose. No other route accepts the token.
     */
    extension?: { purpose: string };
  }
}
