// Filling the coin reference table from the market source: the coin map (every coin, active or not) and each
// coin's details. Both cost provider quota, so both are held back when asked again too soon.
import { count, eq, inArray, or, sql } from 'drizzle-orm';
import { coinImageUrl } from '../media/server';
import type { Cache } from '../../platform/cache.server';
import type { Db } from '../../platform/db.server';
import type { CoinMapEntry } from '../market/server';
import type { ReferenceCache } from './reference-cache.server';
import { cryptoReference } from './tables.server';

export interface CoinInfo {
  id: number;
  websiteUrl: string | null;
  twitterUsername: string | null;
  description: string | null;
}

/** Where the reference data comes from: the market provider's map, and coin details where known. */
export interface ReferenceSource {
  map(limit: number): Promise<CoinMapEntry[]>;
  info(ids: number[]): Promise<CoinInfo[]>;
}

export const MAP_SYNC_LIMIT = 5000;
/** A map sync calls the provider: at most one at a time, and none within 10 minutes of the last one. */
export const MAP_SYNC_COOLDOWN_MS = 10 * 60_000;
/** A coin's details are fetched again at most once in 10 minutes, however often they are asked for. */
export const INFO_SYNC_COOLDOWN_MS = 10 * 60_000;
const MAP_SYNC_KEY = 'ref:map-sync';

export function createReferenceSync(deps: {
  db: Db;
  cache: Cache;
  answers: ReferenceCache;
  clock: () => number;
  source: ReferenceSource;
}) {
  const { db, cache, clock, source } = deps;
  let mapSyncInFlight: Promise<{ synced: number }> | undefined;

  async function runMapSync(): Promise<{ synced: number }> {
    const entries = await source.map(MAP_SYNC_LIMIT);
    const now = new Date(clock());
    const seen = new Set<number>();
    for (let i = 0; i < entries.length; i += 500) {
      const chunk = entries.slice(i, i + 500);
      chunk.forEach((e) => seen.add(e.id));
      await db
        .insert(cryptoReference)
        .values(
          chunk.map((e) => ({
            id: e.id,
            symbol: e.symbol,
            name: e.name,
            slug: e.slug,
            rank: e.rank,
            logoUrl: coinImageUrl(e, 64),
            category: e.platform ? 'token' : 'coin',
            platformName: e.platform?.name ?? null,
            tokenAddress: e.platform?.tokenAddress ?? null,
            isActive: e.isActive,
            mapSyncedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: cryptoReference.id,
          set: {
            symbol: sql`excluded.symbol`,
            name: sql`excluded.name`,
            slug: sql`excluded.slug`,
            rank: sql`excluded.rank`,
            logoUrl: sql`excluded.logo_url`,
            category: sql`excluded.category`,
            platformName: sql`excluded.platform_name`,
            tokenAddress: sql`excluded.token_address`,
            isActive: sql`excluded.is_active`,
            mapSyncedAt: sql`excluded.map_synced_at`,
          },
        });
    }
    if (entries.length > 0) {
      await db
        .update(cryptoReference)
        .set({ isActive: false, rank: null })
        .where(sql`${cryptoReference.id} <> all(${sql.param([...seen])}::int[])`);
    }
    await deps.answers.bump();
    return { synced: entries.length };
  }

  return {
    /**
     * Refreshes the map from the source: new coins added, known ones updated, missing ones marked inactive.
     * Repeated calls share one sync and, for 10 minutes after it, its result, so they cannot burn the quota.
     */
    syncMap(): Promise<{ synced: number }> {
      mapSyncInFlight ??= (async () => {
        // The cooldown counts attempts, failed ones too, and lives in the shared cache (all instances).
        const last = await cache.get<{ result: { synced: number } | null }>(MAP_SYNC_KEY);
        if (last?.result) return last.result;
        if (last) throw new Error('A map sync is under way or failed less than 10 minutes ago');
        await cache.set(MAP_SYNC_KEY, { result: null }, MAP_SYNC_COOLDOWN_MS);
        const result = await runMapSync();
        await cache.set(MAP_SYNC_KEY, { result }, MAP_SYNC_COOLDOWN_MS);
        return result;
      })().finally(() => {
        mapSyncInFlight = undefined;
      });
      return mapSyncInFlight;
    },

    /**
     * Refreshes website, Twitter and description of the coins given by id or symbol, skipping those refreshed in
     * the last 10 minutes; cached answers are dropped only when a coin was updated.
     */
    async syncInfo(input: { ids: number[]; symbols: string[] }) {
      const asked = [
        ...(input.ids.length ? [inArray(cryptoReference.id, input.ids)] : []),
        ...(input.symbols.length
          ? [
              inArray(
                sql`upper(${cryptoReference.symbol})`,
                input.symbols.map((s) => s.toUpperCase()),
              ),
            ]
          : []),
      ];
      if (asked.length === 0) return { updated: 0 };
      const recent = new Date(clock() - INFO_SYNC_COOLDOWN_MS);
      const rows = await db
        .select({ id: cryptoReference.id, syncedAt: cryptoReference.infoSyncedAt })
        .from(cryptoReference)
        .where(or(...asked));
      const due = rows.filter((r) => !r.syncedAt || r.syncedAt <= recent).map((r) => r.id);
      if (due.length === 0) return { updated: 0 };
      const infos = await source.info(due);
      const now = new Date(clock());
      for (const info of infos) {
        await db
          .update(cryptoReference)
          .set({
            websiteUrl: info.websiteUrl,
            twitterUsername: info.twitterUsername,
            description: info.description,
            infoSyncedAt: now,
          })
          .where(eq(cryptoReference.id, info.id));
      }
      if (infos.length > 0) await deps.answers.bump();
      return { updated: infos.length };
    },

    /** First start: load the map and every coin's details once. */
    async ensureLoaded() {
      const [row] = await db.select({ n: count() }).from(cryptoReference);
      if ((row?.n ?? 0) > 0) return false;
      const entries = await this.syncMap();
      const all = await db.select({ id: cryptoReference.id }).from(cryptoReference);
      await this.syncInfo({ ids: all.map((r) => r.id), symbols: [] });
      return entries.synced > 0;
    },
  };
}
