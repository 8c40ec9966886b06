// The coin reference service: search, lookup and listing of every mapped coin, synced from the market source.
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, max, or, sql, type SQL } from 'drizzle-orm';
import type { Cache } from '../../platform/cache.server';
import type { Db } from '../../platform/db.server';
import type { CoinMapEntry } from '../market/schemas';
import { REFERENCE_LISTS_TTL_MS, REFERENCE_TTL_MS, type CoinReference } from './schemas';
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
const VERSION_KEY = 'ref:version';
const MAP_SYNC_KEY = 'ref:map-sync';

type Row = typeof cryptoReference.$inferSelect;

export function toReference(r: Row): CoinReference {
  return {
    id: r.id,
    symbol: r.symbol,
    name: r.name,
    slug: r.slug,
    rank: r.rank,
    logo_url: r.logoUrl,
    category: r.category === 'token' ? 'token' : 'coin',
    platform_name: r.platformName,
    website_url: r.websiteUrl,
    twitter_username: r.twitterUsername,
    is_active: r.isActive ? 1 : 0,
  };
}

export function createReferenceService(deps: {
  db: Db;
  cache: Cache;
  clock: () => number;
  source: ReferenceSource;
}) {
  const { db, cache, clock, source } = deps;
  const rankOrder = [sql`${cryptoReference.rank} asc nulls last`, asc(cryptoReference.id)];

  /** Answers from the cache for `ttlMs`; a sync bumps the version, so every cached answer goes at once. */
  async function cached<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const version = (await cache.get<number>(VERSION_KEY)) ?? 0;
    const full = `ref:${version}:${key}`;
    const hit = await cache.get<T>(full);
    if (hit !== undefined) return hit;
    const value = await load();
    await cache.set(full, value, ttlMs);
    return value;
  }
  const bump = async () => cache.set(VERSION_KEY, clock(), 365 * 86_400_000);

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
            logoUrl: `/images/coins/64x64/${e.symbol.toLowerCase()}-${e.id}.png`,
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
    await bump();
    return { synced: entries.length };
  }

  return {
    search(input: { q: string; limit: number; active?: boolean }) {
      return cached(`search:${JSON.stringify(input)}`, REFERENCE_TTL_MS, async () => {
        const pattern = `%${input.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
        const conditions: SQL[] = [
          or(ilike(cryptoReference.name, pattern), ilike(cryptoReference.symbol, pattern))!,
        ];
        if (input.active !== undefined) conditions.push(eq(cryptoReference.isActive, input.active));
        const exact = sql`case when upper(${cryptoReference.symbol}) = upper(${input.q}) then 0 else 1 end`;
        const rows = await db
          .select()
          .from(cryptoReference)
          .where(and(...conditions))
          .orderBy(exact, ...rankOrder)
          .limit(input.limit);
        return rows.map(toReference);
      });
    },

    lookup(input: { id?: number; symbol?: string; slug?: string }) {
      return cached(`lookup:${JSON.stringify(input)}`, REFERENCE_TTL_MS, async () => {
        const where = input.id
          ? eq(cryptoReference.id, input.id)
          : input.slug
            ? eq(cryptoReference.slug, input.slug.toLowerCase())
            : eq(sql`upper(${cryptoReference.symbol})`, (input.symbol ?? '').toUpperCase());
        const [row] = await db
          .select()
          .from(cryptoReference)
          .where(where)
          .orderBy(...rankOrder)
          .limit(1);
        return row ? toReference(row) : null;
      });
    },

    top(input: { limit: number; category?: 'coin' | 'token' }) {
      return cached(`top:${JSON.stringify(input)}`, REFERENCE_TTL_MS, async () => {
        const conditions = [isNotNull(cryptoReference.rank), eq(cryptoReference.isActive, true)];
        if (input.category) conditions.push(eq(cryptoReference.category, input.category));
        const rows = await db
          .select()
          .from(cryptoReference)
          .where(and(...conditions))
          .orderBy(...rankOrder)
          .limit(input.limit);
        return rows.map(toReference);
      });
    },

    list(input: {
      page: number;
      limit: number;
      active?: boolean;
      sort: 'rank' | 'name' | 'symbol';
      order: 'asc' | 'desc';
      category?: 'coin' | 'token';
      platform?: string;
    }) {
      return cached(`list:${JSON.stringify(input)}`, REFERENCE_TTL_MS, async () => {
        const conditions: SQL[] = [];
        if (input.active !== undefined) conditions.push(eq(cryptoReference.isActive, input.active));
        if (input.category) conditions.push(eq(cryptoReference.category, input.category));
        if (input.platform) conditions.push(eq(cryptoReference.platformName, input.platform));
        const where = conditions.length ? and(...conditions) : undefined;
        const column = {
          rank: cryptoReference.rank,
          name: cryptoReference.name,
          symbol: cryptoReference.symbol,
        }[input.sort];
        const direction = input.order === 'asc' ? asc : desc;
        const order =
          input.sort === 'rank'
            ? [sql`${cryptoReference.rank} ${sql.raw(input.order)} nulls last`, asc(cryptoReference.id)]
            : [direction(column), asc(cryptoReference.id)];
        const [rows, [total]] = await Promise.all([
          db
            .select()
            .from(cryptoReference)
            .where(where)
            .orderBy(...order)
            .limit(input.limit)
            .offset((input.page - 1) * input.limit),
          db.select({ n: count() }).from(cryptoReference).where(where),
        ]);
        const n = total?.n ?? 0;
        return {
          items: rows.map(toReference),
          pagination: {
            page: input.page,
            limit: input.limit,
            total: n,
            pages: Math.max(1, Math.ceil(n / input.limit)),
          },
        };
      });
    },

    categories() {
      return cached('categories', REFERENCE_LISTS_TTL_MS, async () =>
        db
          .select({ category: cryptoReference.category, count: count() })
          .from(cryptoReference)
          .groupBy(cryptoReference.category)
          .orderBy(desc(count())),
      );
    },

    platforms() {
      return cached('platforms', REFERENCE_LISTS_TTL_MS, async () =>
        db
          .select({ platform: cryptoReference.platformName, count: count() })
          .from(cryptoReference)
          .where(isNotNull(cryptoReference.platformName))
          .groupBy(cryptoReference.platformName)
          .orderBy(desc(count())),
      );
    },

    async status() {
      const [row] = await db
        .select({
          total: count(),
          active: sql<number>`count(*) filter (where ${cryptoReference.isActive})`.mapWith(Number),
          withInfo: sql<number>`count(${cryptoReference.infoSyncedAt})`.mapWith(Number),
          lastMapSync: max(cryptoReference.mapSyncedAt),
          lastInfoSync: max(cryptoReference.infoSyncedAt),
        })
        .from(cryptoReference);
      return {
        total: row?.total ?? 0,
        active: row?.active ?? 0,
        withInfo: row?.withInfo ?? 0,
        lastMapSync: row?.lastMapSync?.toISOString() ?? null,
        lastInfoSync: row?.lastInfoSync?.toISOString() ?? null,
      };
    },

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

    /** Refreshes website, Twitter and description of the coins given by id or symbol. */
    async syncInfo(input: { ids: number[]; symbols: string[] }) {
      const bySymbol = input.symbols.length
        ? await db
            .select({ id: cryptoReference.id })
            .from(cryptoReference)
            .where(
              inArray(
                sql`upper(${cryptoReference.symbol})`,
                input.symbols.map((s) => s.toUpperCase()),
              ),
            )
        : [];
      const ids = [...new Set([...input.ids, ...bySymbol.map((r) => r.id)])];
      if (ids.length === 0) return { updated: 0 };
      const infos = await source.info(ids);
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
      await bump();
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

export type ReferenceService = ReturnType<typeof createReferenceService>;
