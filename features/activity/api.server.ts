// /api/user-activity/*: record, list and count the signed-in user's activities; never anyone else's.
import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { PayloadTooLargeError, TooManyRequestsError, ValidationError } from '../../lib/errors';
import type { RateLimiter } from '../../platform/rate-limit.server';
import { requireUser, type AuthEnv } from '../auth/guard.server';
import type { AuthService } from '../auth/service.server';
import { listActivitiesInput, recordActivityInput, statsInput } from './schemas';
import type { ActivityService } from './service.server';

const invalid = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => {
  if (result.success) return;
  const issue = result.error?.issues[0];
  throw new ValidationError(
    issue ? `${issue.path.join('.') || 'input'}: ${issue.message}` : 'Invalid request',
  );
};

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
      bodyLimit({
        maxSize: 8 * 1024,
        onError: () => {
          throw new PayloadTooLargeError();
        },
      }),
      zValidator('json', recordActivityInput, invalid),
      async (c) => {
        const userId = c.get('principal').user.id;
        const allowance = await deps.recordLimiter.consume(userId);
        if (!allowance.allowed) {
          throw new TooManyRequestsError(
            'Too many activity records. Please slow down.',
            allowance.retryAfterSec,
          );
        }
        const data = await activity.record(userId, c.req.valid('json'));
        return c.json({ success: true, data }, 201);
      },
    )
    .get('/activities', zValidator('query', listActivitiesInput, invalid), async (c) => {
      const data = await activity.list(c.get('principal').user.id, c.req.valid('query').limit);
      return c.json({ success: true, data });
    })
    .get('/stats', zValidator('query', statsInput, invalid), async (c) => {
      const data = await activity.stats(c.get('principal').user.id, c.req.valid('query').timeframe);
      return c.json({ success: true, data });
    });
}
