// Leader leases: one instance at a time runs a scheduled job. Works the same on PGlite and PostgreSQL.
import { randomUUID } from 'node:crypto';
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

/** A lease this instance keeps trying to hold, renewed on a heartbeat of its own. */
export interface Leadership {
  readonly holder: string;
  /** Whether this instance holds the lease now: its last renewal is younger than the lease's life. */
  leads(): boolean;
  /**
   * Whether the database's last answer to a renewal gave this instance the lease. Stays true while renewals fail
   * (the database is away: no other instance can take the lease either), so a job may go on with work that needs
   * no database; false once the database answers that another holds it, or after stop().
   */
  ledAtLastAnswer(): boolean;
  /** Takes or renews the lease now (the heartbeat does it every third of the handover); throws what the database did. */
  renew(): Promise<boolean>;
  /** Stops renewing and gives the lease back, so another instance takes over at its next beat. */
  stop(): Promise<void>;
}

export interface LeadershipOptions {
  db: Db;
  name: string;
  /**
   * The longest a holder that died without giving the lease back (killed, its machine gone) keeps the job from the
   * others: its lease lives two thirds of this and is renewed every third, so another instance's next beat after
   * it ends takes it over. A holder whose renewals fail stops leading when its lease ends, before anyone can take it.
   */
  handoverMs: number;
  /** Milliseconds that only go forward (performance.now by default); the lease's life is judged by them. */
  now?: () => number;
  /** While this answers true the heartbeat does not try (the job backs off a failing database). */
  paused?: () => boolean;
  /** Called when this instance starts leading (to run the job at once rather than at its next turn). */
  onLead?: () => void;
}

/** Holds the lease `name` on a heartbeat: the one way a scheduled job knows it is the one to run. */
export function keepLeadership(options: LeadershipOptions): Leadership {
  const { db, name } = options;
  const now = options.now ?? (() => performance.now());
  const holder = randomUUID();
  const lifeMs = Math.max(1, Math.round((options.handoverMs * 2) / 3));
  const beatMs = Math.max(1, Math.round(options.handoverMs / 3));
  let leadsUntil = 0;
  let answeredHeld = false;
  let stopped = false;
  let inFlight: Promise<boolean> | undefined;

  const renew = () =>
    (inFlight ??= (async () => {
      const asked = now();
      const before = asked < leadsUntil;
      try {
        const held = await acquireLease(db, name, holder, lifeMs);
        answeredHeld = held && !stopped;
        // The database's clock started the lease at or after `asked`: it lives at least until asked + life.
        leadsUntil = held && !stopped ? asked + lifeMs : 0;
        if (held && !before && !stopped) options.onLead?.();
        return held;
      } finally {
        inFlight = undefined;
      }
    })());

  const beat = setInterval(() => {
    if (stopped || options.paused?.()) return;
    // A failure here is the job's to report at its next run; the lease simply lapses meanwhile.
    renew().catch(() => undefined);
  }, beatMs);
  beat.unref();

  return {
    holder,
    leads: () => !stopped && now() < leadsUntil,
    ledAtLastAnswer: () => !stopped && answeredHeld,
    renew,
    async stop() {
      stopped = true;
      clearInterval(beat);
      await inFlight?.catch(() => undefined);
      leadsUntil = 0;
      answeredHeld = false;
      await releaseLease(db, name, holder).catch(() => undefined);
    },
  };
}
