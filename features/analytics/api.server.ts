// GET /api/dashboard/analytics?range=7d|30d|1y: the caller's portfolio analytics, for Premium and Enterprise
// (decision 3); other plans are told which plan it needs.
import { Hono } from 'hono';
import { ForbiddenError } from '../../lib/errors';
import { validated } from '../../platform/validation.server';
import { requireUser, type AuthEnv, type AuthService } from '../auth/server';
import { canAccess } from '../billing/server';
import { ANALYTICS_PREMIUM_MESSAGE, analyticsQuery } from './schemas';
import type { AnalyticsService } from './service.server';

export function analyticsApi(deps: { auth: AuthService; analytics: AnalyticsService }) {
  return new Hono<AuthEnv>()
    .use(requireUser(deps.auth))
    .get('/', validated('query', analyticsQuery), async (c) => {
      const caller = c.get('principal').user;
      const user = await deps.auth.describe(caller);
      if (!canAccess(user.subscription, 'premium')) throw new ForbiddenError(ANALYTICS_PREMIUM_MESSAGE);
      return c.json({
        success: true,
        data: await deps.analytics.report(caller.id, c.req.valid('query').range),
      });
    });
}
