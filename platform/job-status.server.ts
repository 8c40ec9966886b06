// What a scheduled job last did (run, outcome, error), kept in the shared cache so any instance can report it.
import type { Cache } from './cache.server';
import type { Logger } from './logger.server';
import type { Metrics } from './metrics.server';

export type JobOutcome = 'ok' | 'paused' | 'failed';

export interface JobStatus {
  name: string;
  /** The lease holder id of the instance that wrote this status. */
  holder: string;
  intervalMs: number;
  lastRunAt: string | null;
  lastOutcome: JobOutcome | null;
  lastSuccessAt: string | null;
  /** The latest failure, kept after later successes so an admin still sees what went wrong. */
  lastError: string | null;
  lastErrorAt: string | null;
  runs: number;
  failures: number;
}

/** Long enough to outlive any pause between runs; the lease, not this, tells whether the job is alive. */
export const JOB_STATUS_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_ERROR_LENGTH = 500;

const statusKey = (name: string) => `job-status:${name}`;

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split('\n', 1)[0]?.trim() || 'unknown error').slice(0, MAX_ERROR_LENGTH);
}

/** Records the runs of one job; call `record` once per run this instance made as the leader. */
export function createJobStatus(options: {
  name: string;
  holder: string;
  intervalMs: number;
  clock: () => number;
  cache?: Cache;
  logger?: Logger;
  /** Where each run is counted and timed for /metrics. */
  metrics?: Pick<Metrics, 'observeJobRun'>;
}) {
  const { name, holder, intervalMs, clock, cache, logger, metrics } = options;
  let status: JobStatus = {
    name,
    holder,
    intervalMs,
    lastRunAt: null,
    lastOutcome: null,
    lastSuccessAt: null,
    lastError: null,
    lastErrorAt: null,
    runs: 0,
    failures: 0,
  };
  return {
    current: () => status,
    /** Never throws: a cache outage must not stop the job it reports on. */
    async record(startedAt: number, outcome: JobOutcome, error?: unknown): Promise<void> {
      metrics?.observeJobRun(name, outcome, (clock() - startedAt) / 1000);
      const now = new Date(clock()).toISOString();
      status = {
        ...status,
        lastRunAt: new Date(startedAt).toISOString(),
        lastOutcome: outcome,
        runs: status.runs + 1,
        ...(outcome === 'ok' ? { lastSuccessAt: now } : {}),
        ...(outcome === 'failed'
          ? { failures: status.failures + 1, lastError: describe(error), lastErrorAt: now }
          : {}),
      };
      try {
        await cache?.set(statusKey(name), status, JOB_STATUS_TTL_MS);
      } catch (err) {
        logger?.warn({ err, job: name }, 'job status not stored');
      }
    },
  };
}

export type JobStatusRecorder = ReturnType<typeof createJobStatus>;

/** The status the job's leader last stored, if any. */
export async function readJobStatus(cache: Cache, name: string): Promise<JobStatus | undefined> {
  return cache.get<JobStatus>(statusKey(name));
}
