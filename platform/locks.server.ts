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
