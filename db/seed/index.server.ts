// Loads each seed set once: a set that has run is recorded in seed_runs and skipped from then on.
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.server';
import { seedRuns } from '../seed-runs';

export interface SeedSet {
  name: string;
  run(db: Db): Promise<void>;
}

/** Runs every set not yet recorded; answers the names it ran. */
export async function runSeeds(db: Db, sets: SeedSet[]): Promise<string[]> {
  const ran: string[] = [];
  for (const set of sets) {
    const applied = await db.transaction(async (tx) => {
      // Serialise concurrent starters on the same database so a set never loads twice.
      await tx.execute(sql`select pg_advisory_xact_lock(7300101)`);
      const inserted = await tx
        .insert(seedRuns)
        .values({ name: set.name })
        .onConflictDoNothing()
        .returning({ name: seedRuns.name });
      if (inserted.length === 0) return false;
      await set.run(tx as unknown as Db);
      return true;
    });
    if (applied) ran.push(set.name);
  }
  return ran;
}
