// Prometheus metrics of one app instance: its own registry (never prom-client's global one), the process's default
// metrics, answered requests by route pattern, job runs, and figures other parts keep that are read at each scrape.
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type CounterConfiguration,
  type GaugeConfiguration,
} from 'prom-client';

/** What every metric of ours starts with; prom-client's default process metrics keep their usual names. */
export const METRIC_PREFIX = 'blockcast_';

/** Request latency buckets, seconds: cached API calls sit in the first few, server-rendered pages up to 0.5 s. */
const REQUEST_BUCKETS_SEC = [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2.5, 5, 10];
/** Job durations, seconds: a tick takes milliseconds, a news poll of several feeds up to their 10 s timeout. */
const JOB_BUCKETS_SEC = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

type Labels<N extends string> = Partial<Record<N, string>>;

/** A reading of figures kept elsewhere: one value per label set. */
export type Reading<N extends string> = { labels: Labels<N>; value: number }[];

export interface PoolFigures {
  /** Open connections, idle ones, and queries waiting for a connection (pg.Pool's totalCount, idleCount, waitingCount). */
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface Metrics {
  readonly registry: Registry;
  /** One answered request: its method, the route pattern that answered it (never the raw path), its status. */
  observeRequest(labels: { method: string; route: string; status: number }, seconds: number): void;
  /** One run of a scheduled job this instance made (as the leader). */
  observeJobRun(job: string, outcome: string, seconds: number): void;
  /**
   * A counter whose values are counts kept by a service, read at each scrape: the service's own figures are the
   * one source, for /metrics and for the admin page alike.
   */
  counterFrom<N extends string>(
    config: Omit<CounterConfiguration<N>, 'registers' | 'collect'>,
    read: () => Reading<N>,
  ): void;
  /** A gauge read at each scrape (open streams, the pool's connections). */
  gaugeFrom<N extends string>(
    config: Omit<GaugeConfiguration<N>, 'registers' | 'collect'>,
    read: () => Reading<N>,
  ): void;
  /** The text exposition format and its content type. */
  text(): Promise<{ body: string; contentType: string }>;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  // The process's CPU, memory, handles, GC, and the event loop's lag (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: `${METRIC_PREFIX}http_requests_total`,
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: `${METRIC_PREFIX}http_request_duration_seconds`,
    help: 'Time to the response head (a stream counts until it starts), by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: REQUEST_BUCKETS_SEC,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: `${METRIC_PREFIX}job_runs_total`,
    help: 'Runs of scheduled jobs this instance made as the leader, by job and outcome (ok, paused, failed).',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobDurations = new Histogram({
    name: `${METRIC_PREFIX}job_duration_seconds`,
    help: 'Duration of scheduled job runs, by job and outcome.',
    labelNames: ['job', 'outcome'] as const,
    buckets: JOB_BUCKETS_SEC,
    registers: [registry],
  });

  return {
    registry,
    observeRequest({ method, route, status }, seconds) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
    observeJobRun(job, outcome, seconds) {
      jobRuns.inc({ job, outcome });
      jobDurations.observe({ job, outcome }, Math.max(0, seconds));
    },
    counterFrom(config, read) {
      new Counter({
        ...config,
        registers: [registry],
        collect() {
          this.reset();
          for (const { labels, value } of read()) this.inc(labels, value);
        },
      });
    },
    gaugeFrom(config, read) {
      new Gauge({
        ...config,
        registers: [registry],
        collect() {
          this.reset();
          for (const { labels, value } of read()) this.set(labels, value);
        },
      });
    },
    async text() {
      return { body: await registry.metrics(), contentType: registry.contentType };
    },
  };
}

/** The database pool's figures as gauges; `database` names its kind (pglite, postgres). */
export function observePool(metrics: Metrics, database: string, pool: () => PoolFigures): void {
  const gauge = (name: string, help: string, pick: (p: PoolFigures) => number) =>
    metrics.gaugeFrom({ name: `${METRIC_PREFIX}db_pool_${name}`, help, labelNames: ['database'] }, () => [
      { labels: { database }, value: pick(pool()) },
    ]);
  gauge('connections', 'Open connections of the database pool.', (p) => p.total);
  gauge('idle_connections', 'Idle connections of the database pool.', (p) => p.idle);
  gauge('waiting_queries', 'Queries waiting for a connection of the database pool.', (p) => p.waiting);
  gauge('max_connections', 'Size limit of the database pool.', (p) => p.max);
}
