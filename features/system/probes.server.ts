// What a balancer and a Prometheus scraper call, outside /api: /healthz (liveness), /readyz (readiness) and /metrics.
import { Hono, type Context } from 'hono';
import { ForbiddenError } from '../../lib/errors';
import type { AppServices } from '../../platform/services.server';
import { resolvePrincipal } from '../auth/server';
import { createReadiness, NOT_READY_RETRY_AFTER_SEC } from './readiness.server';
import { PROBE_MESSAGES } from './schemas';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * /metrics is for the scrapers (their addresses in METRICS_ALLOW, as the rate limits see them: X-Forwarded-For only
 * from TRUSTED_PROXIES) and for signed-in admins; everyone else gets 403, signed in or not, so the answer never says
 * whether signing in would help.
 */
async function requireMetricsAccess(services: AppServices, c: Context): Promise<void> {
  if (services.metricsAllowed(services.clientAddress(c))) return;
  const caller = await resolvePrincipal(services.auth, c).catch(() => null);
  if (caller?.principal.user.role !== 'admin') throw new ForbiddenError(PROBE_MESSAGES.metricsForbidden);
}

export function probesApi(services: AppServices) {
  const readiness = createReadiness(services);
  return new Hono()
    .get('/healthz', (c) => c.json({ status: 'ok' }, 200, NO_STORE))
    .get('/readyz', async (c) => {
      const answer = await readiness();
      if (answer.status === 'ready') return c.json(answer, 200, NO_STORE);
      return c.json(answer, 503, { ...NO_STORE, 'Retry-After': String(NOT_READY_RETRY_AFTER_SEC) });
    })
    .get('/metrics', async (c) => {
      await requireMetricsAccess(services, c);
      const { body, contentType } = await services.metrics.text();
      return c.body(body, 200, { ...NO_STORE, 'Content-Type': contentType });
    });
}
