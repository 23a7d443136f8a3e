import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino, { type DestinationStream } from 'pino';

/** Field names that hold a credential wherever they appear in a log line. */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'passwordHash',
  'token',
  'accessToken',
  'refreshToken',
  'secretKey',
  'webhookSecret',
  'apiKey',
  'cookie',
  'authorization',
];

/**
 * Paths never written to a log. Exact paths only: pino's `*.x` wildcards walk every key of every
 * line and cost a fifth of the CPU of a cheap request, and still missed a secret at the top level.
 * They cover what the server logs: fields a caller names (`log.warn({ token })`) and the properties
 * of a logged error (`{ err }`). Requests are logged through `serializers.req` below, which never
 * includes headers, bodies or query strings, so cookies and authorization headers cannot reach a
 * line. A new log call that nests a secret deeper must add its exact path here.
 */
export const REDACT_PATHS = [...SECRET_FIELDS, ...SECRET_FIELDS.map((field) => `err.${field}`)];

/** Method and path of a request: the query string may carry an OAuth code, a search or a token. */
function requestSummary(request: { method: string; url: string }) {
  const query = request.url.indexOf('?');
  return { method: request.method, url: query < 0 ? request.url : request.url.slice(0, query) };
}

/**
 * The process logger. `destination` defaults to stdout; tests pass a stream to read lines back.
 */
export function createLogger(level: string, destination?: DestinationStream) {
  return pino(
    {
      level,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      // These replace Fastify's own serializers (which add host, remote address and port, and the
      // full URL) for every line that logs `req` or `res`.
      serializers: {
        req: requestSummary,
        res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      },
    },
    destination,
  );
}
export type Logger = ReturnType<typeof createLogger>;

/** Routes whose successful answers are logged at debug: probes that run every few seconds. */
const QUIET_ROUTES = new Set(['/api/health', '/healthz']);

/**
 * Fastify's request lines, leaner: one `request completed` line per request at info (method, path,
 * status, response time; the request id comes from the request's child logger) instead of an
 * `incoming request` line as well, and successful health checks at debug only.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
    } else if (reply.statusCode < 400 && QUIET_ROUTES.has(request.routeOptions.url ?? '')) {
      reply.log.debug({ req: request, res: reply, responseTime }, 'request completed');
    } else {
      reply.log.info({ req: request, res: reply, responseTime }, 'request completed');
    }
  }
}
