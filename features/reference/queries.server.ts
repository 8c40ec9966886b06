// Reading the coin reference table: search, lookup, top, list, categories, platforms and the sync status.
import { and, asc, count, desc, eq, ilike, isNotNull, max, or, sql, type SQL } from 'drizzle-orm';
import { ValidationError } from '../../lib/errors';
import type { Db } from '../../platform/db.server';
import { REFERENCE_LISTS_TTL_MS, REFERENCE_TTL_MS, type CoinReference } from './schemas';
import type { ReferenceCache } from './reference-cache.server';
import { cryptoReference } from './tables.server';

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

export interface ListInput {
  page: number;
  limit: number;
  active?: boolean;
  sort: 'rank' | 'name' | 'symbol';
  order: 'asc' | 'desc';
  category?: 'coin' | 'token';
  platform?: string;
}

export function createReferenceQueries(deps: { db: Db; cache: ReferenceCache }) {
  const { db } = deps;
  const { cached } = deps.cache;
  const rankOrder = [sql`${cryptoReference.rank} asc nulls last`, asc(cryptoReference.id)];

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

    /** One page; names sort and platforms match whatever their case. A page past the last is refused. */
    list(input: ListInput) {
      return cached(`list:${JSON.stringify(input)}`, REFERENCE_TTL_MS, async () => {
        const conditions: SQL[] = [];
        if (input.active !== undefined) conditions.push(eq(cryptoReference.isActive, input.active));
        if (input.category) conditions.push(eq(cryptoReference.category, input.category));
        if (input.platform) {
          conditions.push(eq(sql`lower(${cryptoReference.platformName})`, input.platform.toLowerCase()));
        }
        const where = conditions.length ? and(...conditions) : undefined;
        const [total] = await db.select({ n: count() }).from(cryptoReference).where(where);
        const n = total?.n ?? 0;
        const pages = Math.max(1, Math.ceil(n / input.limit));
        if (input.page > pages) throw new ValidationError(`page must be 1 to ${pages}`);
        const column = {
          rank: sql`${cryptoReference.rank} ${sql.raw(input.order)} nulls last`,
          name: sql`lower(${cryptoReference.name}) ${sql.raw(input.order)}`,
          symbol: sql`upper(${cryptoReference.symbol}) ${sql.raw(input.order)}`,
        }[input.sort];
        const rows = await db
          .select()
          .from(cryptoReference)
          .where(where)
          .orderBy(column, asc(cryptoReference.id))
          .limit(input.limit)
          .offset((input.page - 1) * input.limit);
        return {
          items: rows.map(toReference),
          pagination: { page: input.page, limit: input.limit, total: n, pages },
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
  };
}
