import { TIER_LABELS, type Tier, tierAtLeast } from '@careerloom/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { effectiveTier } from '../lib/effective-tier';
import { signedInUser } from './session';

/**
 * A preHandler that lets through only users whose effective tier (trials included) reaches
 * `required`; others get 403 saying which plan the feature needs (rulings: tiers enforced on the server).
 */
export function requireTier(required: Tier, feature: string) {
  return async (request: FastifyRequest) => {
    const user = signedInUser(request);
    if (!tierAtLeast(effectiveTier(user, request.server.ctx.clock()), required)) {
      throw new AppError('FORBIDDEN', `${feature} is part of the ${TIER_LABELS[required]} plan. Upgrade to use it.`);
    }
  };
}
