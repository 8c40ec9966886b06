// Reports the live state of the database connection.
import { Link, useRevalidator } from 'react-router';
import { requestUser } from '../../features/auth/request.server';
import { getDatabaseStatus } from '../../features/system/service.server';
import { seo } from '../seo';
import type { Route } from './+types/database-test';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, clock } = context.services;
  const status = await getDatabaseStatus(database, clock);
  // Versions, timings and schema facts help an attacker as much as an operator: admins only.
  const admin = (await requestUser(request, context.services))?.role === 'admin';
  return admin
    ? { ...status, details: true as const }
    : {
        kind: status.kind,
        connected: status.connected,
        checkedAt: status.checkedAt,
        details: false as const,
      };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Database Status',
    description: 'Live state of the Blockcast database connection.',
    noindex: true,
  });

export default function DatabaseTest({ loaderData: status }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const rows: [string, string][] = [
    ['Database', status.kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'],
    ['Connection', status.connected ? 'Connected' : 'Not connected'],
    ...(status.details
      ? ([
          ['Round trip', status.latencyMs === null ? '—' : `${status.latencyMs} ms`],
          ['Server version', status.serverVersion ?? '—'],
          ['Migrations applied', status.migrationsApplied === null ? '—' : String(status.migrationsApplied)],
          ['Tables', status.tables === null ? '—' : String(status.tables)],
        ] satisfies [string, string][])
      : []),
    ['Checked at', new Date(status.checkedAt).toUTCString()],
  ];
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">Database Status</h1>
      <p className="mt-4 flex items-center gap-2" data-testid="db-state">
        <span
          aria-hidden
          className={`inline-block h-3 w-3 rounded-full ${status.connected ? 'bg-green-500' : 'bg-red-500'}`}
        />
        {status.connected ? 'The database is connected.' : 'The database cannot be reached.'}
      </p>
      <dl className="card mt-6 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 p-6">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="muted">{label}</dt>
            <dd className="font-mono">{value}</dd>
          </div>
        ))}
      </dl>
      {!status.details && (
        <p className="muted mt-4 text-sm">
          Versions, timings and schema details are shown to administrators.{' '}
          <Link to="/admin" className="link">
            Admin sign-in
          </Link>
        </p>
      )}
      <button
        type="button"
        className="btn-secondary mt-6"
        onClick={() => revalidator.revalidate()}
        disabled={revalidator.state === 'loading'}
      >
        {revalidator.state === 'loading' ? 'Checking…' : 'Check again'}
      </button>
    </main>
  );
}
