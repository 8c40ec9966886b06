// Readiness: whether this instance should get traffic now. The database answers, Redis answers when configured,
// every migration is applied, and the process is not shutting down.
import type { Cache } from '../../platform/cache.server';
import type { Database } from '../../platform/db.server';
import type { Logger } from '../../platform/logger.server';
import type { ProbeResult, Readiness } from './schemas';

/** How long each check may take: a hung dependency makes a 503 in this time, never a hung probe. */
export const READINESS_TIMEOUT_MS = 2_000;
/** What a 503 from /readyz asks a balancer to wait before asking again. */
export const NOT_READY_RETRY_AFTER_SEC = 5;

/** Resolves true when `work` succeeds within `ms`, false when it fails or is late. */
async function within(ms: number, work: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([work().then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

const result = (ok: boolean): ProbeResult => (ok ? 'ok' : 'fail');

export function createReadiness(deps: {
  database: Database;
  cache: Cache;
  shutdownSignal: AbortSignal;
  logger: Logger;
  timeoutMs?: number;
}) {
  const { database, cache, shutdownSignal, logger } = deps;
  const timeoutMs = deps.timeoutMs ?? READINESS_TIMEOUT_MS;
  // Once applied, migrations stay applied (a newer instance only adds more): checked until they pass once.
  let migrated = false;
  let lastStatus: Readiness['status'] | undefined;

  return async function readiness(): Promise<Readiness> {
    let answer: Readiness;
    if (shutdownSignal.aborted) {
      answer = { status: 'shutting down', checks: {} };
    } else {
      const [db, redis] = await Promise.all([
        database.check(timeoutMs).then((c) => c.ok),
        cache.kind === 'redis' ? within(timeoutMs, () => cache.ping()) : undefined,
      ]);
      if (db && !migrated)
        migrated = await within(timeoutMs, async () => {
          if (!(await database.migrationsApplied())) throw new Error('migrations pending');
        });
      const checks: Readiness['checks'] = {
        database: result(db),
        migrations: result(db && migrated),
        ...(redis === undefined ? {} : { redis: result(redis) }),
      };
      const ready = Object.values(checks).every((r) => r === 'ok');
      answer = { status: ready ? 'ready' : 'not ready', checks };
    }
    // One line when readiness changes, not one per probe.
    if (answer.status !== lastStatus) {
      if (lastStatus !== undefined)
        logger.info({ readiness: answer.status, checks: answer.checks }, 'readiness changed');
      lastStatus = answer.status;
    }
    return answer;
  };
}
