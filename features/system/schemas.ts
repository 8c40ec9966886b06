// Inputs and answers of the system endpoints: health and browser error reports.
import { z } from 'zod';
import { freeText } from '../../lib/text-field';

export const clientErrorInput = z.object({
  message: freeText().min(1).max(2000),
  stack: z.string().max(20_000).optional(),
  url: z.string().max(2000).optional(),
});
export type ClientErrorInput = z.infer<typeof clientErrorInput>;

export interface Health {
  status: 'ok' | 'degraded';
  version: string;
  database: 'pglite' | 'postgres';
  uptime: number;
  /** Why the status is degraded ('database did not answer within 2 s'); absent when ok. */
  reason?: string;
}

export type ProbeResult = 'ok' | 'fail';

/** /readyz's answer: names and ok/fail only, never why (that is /api/health's and the logs'). */
export interface Readiness {
  status: 'ready' | 'not ready' | 'shutting down';
  /** database, migrations, and redis when REDIS_URL is set; empty while shutting down. */
  checks: Partial<Record<'database' | 'migrations' | 'redis', ProbeResult>>;
}

/** The texts callers of the probes and /metrics see. */
export const PROBE_MESSAGES = {
  metricsForbidden: 'Metrics are for administrators and allowed addresses only',
} as const;
