// /api/health and /api/client-errors.
import { Hono } from 'hono';
import type { AppServices } from '../../platform/services.server';
import { validated } from '../../platform/validation.server';
import { limitedBy } from '../../platform/rate-limit.server';
import { clientErrorInput } from './schemas';
import { getHealth, recordClientError } from './service.server';

/** Error reports one address may send: a page in a crash loop must not fill the database. */
export const CLIENT_ERROR_LIMIT = { points: 10, durationSec: 60 } as const;

export function systemApi(services: AppServices) {
  const reports = services.rateLimiters({ keyPrefix: 'client-errors', ...CLIENT_ERROR_LIMIT });
  return new Hono()
    .get('/health', async (c) => {
      const health = await getHealth(services);
      return c.json(health, health.status === 'ok' ? 200 : 503);
    })
    .post(
      '/client-errors',
      limitedBy(reports, services.clientAddress, 'Too many error reports. Please try again later.'),
      validated('json', clientErrorInput, 'Invalid error report'),
      async (c) => {
        const reference = await recordClientError(services, {
          ...c.req.valid('json'),
          userAgent: c.req.header('user-agent'),
        });
        return c.json({ success: true, data: { reference } }, 201);
      },
    );
}
