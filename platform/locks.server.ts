// Leader leases: one instance at a time runs a scheduled job. Works the same on PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './db.server';

/**
 * Takes or renews the lease `name` for `holder` until now + ttlMs. Answers true when `holder` holds it.
 * A lease whose holder stopped renewing expires, and another instance takes it over.
 */
export async function acquireLease(db: Db, name: string, holder: string, ttlMs: number): Promise<boolean> {
  const rows = await queryRows<{ holder: string }>(
    db,
    sql`insert into job_leases (name, holder, expires_at)
        values (${name}, ${holder}, now() + ${ttlMs} * interval '1 millisecond')
        on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
        where job_leases.holder = excluded.holder or job_leases.expires_at < now()
        returning holder`,
  );
  return rows[0]?.holder === holder;
}

export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db.execute(sql`delete from job_leases where name = ${name} and holder = ${holder}`);
}

export interface LeaseHolder {
  holder: string;
  expiresAt: Date;
  /** False once the holder stopped renewing it: any instance may take it over. */
  active: boolean;
}

/** Who holds the lease `name` now, judged by the database's clock like acquireLease. */
export async function readLease(db: Db, name: string): Promise<LeaseHolder | undefined> {
  const [row] = await queryRows<{ holder: string; expires_at: string | Date; active: boolean }>(
    db,
    sql`select holder, expires_at, expires_at > now() as active from job_leases where name = ${name}`,
  );
  return row ? { holder: row.holder, expiresAt: new Date(row.expires_at), active: row.active } : undefined;
}
