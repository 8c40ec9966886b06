// /api/user-activity/*: record, list and count the signed-in user's activities; never anyone else's.
import { Hono } from 'hono';
import { limitedBy, type RateLimiter } from '../../platform/rate-limit.server';
import { validated } from '../../platform/validation.server';
import { requireUser, type AuthEnv, type AuthService } from '../auth/server';
import { listActivitiesInput, recordActivityInput, statsInput, typesOf } from './schemas';
import type { ActivityService } from './service.server';

export function activityApi(deps: {
  auth: AuthService;
  activity: ActivityService;
  recordLimiter: RateLimiter;
}) {
  const { activity } = deps;
  return new Hono<AuthEnv>()
    .use(requireUser(deps.auth))
    .post(
      '/record',
      validated('json', recordActivityInput),
      limitedBy<AuthEnv>(
        deps.recordLimiter,
        (c) => c.get('principal').user.id,
        'Too many activity records. Please slow down.',
      ),
      async (c) => {
        const data = await activity.record(c.get('principal').user.id, c.req.valid('json'));
        return c.json({ success: true, data }, 201);
      },
    )
    .get('/activities', validated('query', listActivitiesInput), async (c) => {
      const { limit, category } = c.req.valid('query');
      const only = category ? typesOf(category) : undefined;
      const data = await activity.list(c.get('principal').user.id, limit, [], only);
      return c.json({ success: true, data });
    })
    .get('/stats', validated('query', statsInput), async (c) => {
      const data = await activity.stats(c.get('principal').user.id, c.req.valid('query').timeframe);
      return c.json({ success: true, data });
    });
}
