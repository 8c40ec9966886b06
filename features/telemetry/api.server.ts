// /api/telemetry: browsers report what they measured (web vitals, long tasks, request timings, scroll depth);
// admins read the summary (admin-only through server/app.ts's ADMIN_ONLY_PATHS).
import { Hono } from 'hono';
import { limitedBy } from '../../platform/rate-limit.server';
import type { AppServices } from '../../platform/services.server';
import { validated } from '../../platform/validation.server';
import { telemetryReport, telemetrySummaryQuery } from './schemas';
import { recordTelemetry, telemetrySummary } from './service.server';

/** Reports one address may send: a page sends a handful per view, a loop must not fill the database. */
export const TELEMETRY_LIMIT = { points: 60, durationSec: 60 } as const;
export const TELEMETRY_BODY_LIMIT = 16 * 1024;

export function telemetryApi(services: AppServices) {
  const reports = services.rateLimiters({ keyPrefix: 'telemetry', ...TELEMETRY_LIMIT });
  return new Hono()
    .post(
      '/events',
      limitedBy(reports, services.clientAddress, 'Too many reports. Please try again later.'),
      validated('json', telemetryReport),
      async (c) => {
        await recordTelemetry(services, c.req.valid('json').events);
        return c.json({ success: true }, 202);
      },
    )
    .get('/summary', validated('query', telemetrySummaryQuery), async (c) =>
      c.json({ success: true, data: await telemetrySummary(services, c.req.valid('query').days) }),
    );
}
