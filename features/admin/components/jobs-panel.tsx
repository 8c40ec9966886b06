// Background jobs as the admin sees them: who leads, the last run and its outcome, counts, and the market feed's health.
import { FormMessage } from '../../auth';
import { adminJobsOf, type AdminJobStatus } from '../schemas';
import { formatDurationMs, formatWhen, NONE } from './format';
import { useAdminData } from './use-admin-data';

const OUTCOME_LABELS: Record<NonNullable<AdminJobStatus['lastOutcome']>, string> = {
  ok: 'OK',
  paused: 'Paused',
  failed: 'Failed',
};

function leaderText(leader: AdminJobStatus['leader']): string {
  if (!leader) return 'No leader yet';
  return `${leader.holder} (${leader.active ? 'active' : 'lease expired'}, until ${formatWhen(leader.expiresAt)})`;
}

function rows(job: AdminJobStatus): [string, string][] {
  const { market } = job;
  return [
    ['Leader', leaderText(job.leader)],
    ['Last run', formatWhen(job.lastRunAt)],
    ['Last outcome', job.lastOutcome ? OUTCOME_LABELS[job.lastOutcome] : NONE],
    ['Last success', formatWhen(job.lastSuccessAt)],
    ['Last error', job.lastError ? `${job.lastError} (${formatWhen(job.lastErrorAt)})` : NONE],
    ['Runs / failures', `${job.runs} / ${job.failures}`],
    ['Poll interval', formatDurationMs(job.pollIntervalMs)],
    ['Provider', job.provider],
    ['Snapshot source', market.source ?? NONE],
    ['Snapshot age', formatDurationMs(market.snapshotAgeMs)],
    ['Upstream calls / failures', `${market.upstreamCalls} / ${market.upstreamFailures}`],
    ['Upstream last error', market.lastError ?? NONE],
    ['Circuit open until', formatWhen(market.breakerOpenUntil)],
    ['Fallback until', formatWhen(market.fallbackUntil)],
  ];
}

export function JobsPanel() {
  const jobs = useAdminData('/api/admin/jobs', adminJobsOf);
  return (
    <section aria-labelledby="admin-jobs-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="admin-jobs-heading" className="text-xl font-bold">
          Jobs
        </h2>
        <button type="button" className="btn-secondary" onClick={jobs.reload} disabled={jobs.loading}>
          {jobs.loading ? 'Refreshing…' : 'Refresh'}
        </button>
      </div>
      {jobs.error && <FormMessage kind="error">{jobs.error}</FormMessage>}
      {!jobs.data
        ? !jobs.error && <p role="status">Loading jobs…</p>
        : jobs.data.map((job) => (
            <article
              key={job.name}
              className="card p-5"
              aria-labelledby={`admin-job-${job.name}`}
              data-testid="admin-job"
            >
              <h3 id={`admin-job-${job.name}`} className="font-semibold">
                {job.label} <span className="muted font-mono text-xs font-normal">{job.name}</span>
              </h3>
              <dl className="mt-3 grid gap-x-6 text-sm sm:grid-cols-[max-content_1fr] sm:gap-y-2">
                {rows(job).map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="muted">{label}</dt>
                    <dd className="mb-2 break-words sm:mb-0">{value}</dd>
                  </div>
                ))}
              </dl>
            </article>
          ))}
    </section>
  );
}
