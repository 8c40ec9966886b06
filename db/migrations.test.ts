// Migrations over rows written before them, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows, type Database } from '../platform/db.server';
import { databaseTargets } from '../tests/databases';
import { FALLBACK_GLOBAL } from '../features/market/dataset.server';
import { readStoredSnapshot } from '../features/market/service.server';
import { migrateThrough } from '../tests/migrations';

describe.each(databaseTargets)('migrations on $name', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.openEmpty();
    await migrateThrough(database, '0015_invoices_outlive_accounts');
  });
  afterAll(async () => {
    await database.close();
  });

  test('invoices written before the plan column get the plan their local line names; other rows stay without one', async () => {
    const [user] = await queryRows<{ id: string }>(
      database.db,
      sql`insert into users (email, first_name, last_name, password_hash)
          values ('ada@example.test', 'Ada', 'L', 'x') returning id`,
    );
    const before: [string, 'local' | 'stripe', string][] = [
      ['premium', 'local', 'Blockcast Premium, 1 month'],
      ['upgrade', 'local', 'Blockcast Enterprise, 1 month, less $19.00 unused Premium'],
      ['enterprise', 'local', 'Blockcast Enterprise, 1 month'],
      ['stripe', 'stripe', '1 × Blockcast Premium (at $19.00 / month)'],
      ['stripe-same-words', 'stripe', 'Blockcast Premium, 1 month'],
      ['other', 'local', 'Blockcast Premium, 1 months'],
    ];
    for (const [ref, provider, description] of before) {
      await database.db.execute(
        sql`insert into invoices (user_id, provider, provider_invoice_id, description, amount_cents, status)
            values (${user!.id}, ${provider}, ${ref}, ${description}, 1900, 'paid')`,
      );
    }
    // An invoice of an account already deleted (migration 0015): kept, and backfilled like the others.
    await database.db.execute(
      sql`insert into invoices (user_id, provider, provider_invoice_id, description, amount_cents, status)
          values (null, 'local', 'deleted', 'Blockcast Enterprise, 1 month', 9900, 'paid')`,
    );

    await database.migrate();
    const tiers = async () =>
      Object.fromEntries(
        (
          await queryRows<{ ref: string; tier: string | null }>(
            database.db,
            sql`select provider_invoice_id as ref, tier from invoices`,
          )
        ).map((r) => [r.ref, r.tier]),
      );
    expect(await tiers()).toEqual({
      premium: 'premium',
      upgrade: 'enterprise',
      enterprise: 'enterprise',
      stripe: null,
      'stripe-same-words': null,
      other: null,
      deleted: 'enterprise',
    });

    // Applied once: the next start finds nothing to do and reads no line again.
    await database.db.execute(
      sql`insert into invoices (provider, provider_invoice_id, description, amount_cents, status)
          values ('local', 'later', 'Blockcast Premium, 1 month', 1900, 'paid')`,
    );
    await database.migrate();
    expect((await tiers()).later).toBeNull();
  });

  test('after the migration, deleting an account still keeps its invoices, plan and all', async () => {
    const [user] = await queryRows<{ id: string }>(
      database.db,
      sql`insert into users (email, first_name, last_name, password_hash)
          values ('bob@example.test', 'Bob', 'M', 'x') returning id`,
    );
    await database.db.execute(
      sql`insert into invoices (user_id, provider, provider_invoice_id, tier, description, amount_cents, status)
          values (${user!.id}, 'local', 'bob', 'premium', 'Blockcast Premium, 1 month', 1900, 'paid')`,
    );
    await database.db.execute(sql`delete from users where id = ${user!.id}`);
    const rows = await queryRows<{ user_id: string | null; tier: string }>(
      database.db,
      sql`select user_id, tier from invoices where provider_invoice_id = 'bob'`,
    );
    expect(rows).toEqual([{ user_id: null, tier: 'premium' }]);
  });
});

describe.each(databaseTargets)('the coin field names migration on $name', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.openEmpty();
    await migrateThrough(database, '0017_newsletter_unsubscribe_links');
  });
  afterAll(async () => {
    await database.close();
  });

  test('a market snapshot stored before the upgrade reads as the new coin, every figure kept, in rank order', async () => {
    const names = (id: number, rank: number, symbol: string) => ({
      id,
      rank,
      name: symbol,
      symbol,
      slug: symbol.toLowerCase(),
      category: 'coin' as const,
      tags: ['layer-1'],
      platform: null,
      circulatingSupply: 19e6,
      totalSupply: 19e6,
      maxSupply: null,
      lastUpdated: '2026-01-15T12:00:00.000Z',
    });
    const global = { ...FALLBACK_GLOBAL, lastUpdated: '2026-01-15T12:00:00.000Z' };
    const stored = {
      fetchedAt: Date.parse('2026-01-15T12:00:00Z'),
      source: 'coinmarketcap',
      global,
      coins: [
        {
          ...names(1, 1, 'BTC'),
          priceUsd: 114200.5,
          volume24hUsd: 4.2e10,
          marketCapUsd: 2.27e12,
          percentChange1h: 0.1,
          percentChange24h: -1.25,
          percentChange7d: 3.5,
        },
        {
          ...names(1027, 2, 'ETH'),
          priceUsd: 4510,
          volume24hUsd: 2.5e10,
          marketCapUsd: 5.4e11,
          percentChange1h: 0,
          percentChange24h: 0.82,
          percentChange7d: -2,
        },
      ],
    };
    await database.db.execute(
      sql`insert into market_snapshots (kind, payload, source, fetched_at)
          values ('market', ${JSON.stringify(stored)}::jsonb, 'coinmarketcap', now())`,
    );

    await database.migrate();

    const snapshot = await readStoredSnapshot(database.db);
    expect(snapshot).toEqual({
      fetchedAt: stored.fetchedAt,
      source: 'coinmarketcap',
      global,
      coins: [
        {
          ...names(1, 1, 'BTC'),
          price: 114200.5,
          volume24h: 4.2e10,
          marketCap: 2.27e12,
          change1h: 0.1,
          change24h: -1.25,
          change7d: 3.5,
        },
        {
          ...names(1027, 2, 'ETH'),
          price: 4510,
          volume24h: 2.5e10,
          marketCap: 5.4e11,
          change1h: 0,
          change24h: 0.82,
          change7d: -2,
        },
      ],
    } satisfies typeof snapshot);
  });
});

describe.each(databaseTargets)('the webhook give-up migration on $name', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.openEmpty();
    await migrateThrough(database, '0020_alert_webhooks');
  });
  afterAll(async () => {
    await database.close();
  });

  test('deliveries given up before it get when and why; pending and delivered ones get neither', async () => {
    const [hook] = await queryRows<{ id: string }>(
      database.db,
      sql`with u as (
            insert into users (email, first_name, last_name, password_hash)
            values ('ada@example.test', 'Ada', 'L', 'x') returning id
          ), a as (
            insert into price_alerts (user_id, symbol, threshold_percent, direction)
            select id, 'BTC', 5, 'up' from u returning id, user_id
          )
          insert into alert_webhooks (alert_id, user_id, url, secret_sealed)
          select id, user_id, 'https://hooks.example.com/x', 'sealed' from a returning id`,
    );
    const rows: [string, string, number | null, string | null, string | null][] = [
      ['exhausted', 'failed', 503, null, '2026-11-28T10:00:00Z'],
      ['lapsed', 'failed', null, 'the account is no longer on the Enterprise plan', '2026-11-28T11:00:00Z'],
      ['unreadable', 'failed', null, 'the webhook secret cannot be read (was AUTH_SECRET changed?)', null],
      ['pending', 'pending', 500, null, '2026-11-28T12:00:00Z'],
      ['delivered', 'delivered', 200, null, '2026-11-28T13:00:00Z'],
    ];
    for (const [payload, status, code, error, lastAt] of rows) {
      await database.db.execute(
        sql`insert into alert_webhook_deliveries
              (webhook_id, event_type, payload, status, attempts, last_status_code, last_error, last_attempt_at,
               created_at)
            values (${hook!.id}, 'webhook.test', ${payload}, ${status}, 1, ${code}, ${error}, ${lastAt},
              '2026-11-28T09:00:00Z')`,
      );
    }

    await database.migrate();

    const after = await queryRows<{ payload: string; at: string | null; reason: string | null }>(
      database.db,
      sql`select payload, to_char(gave_up_at at time zone 'UTC', 'HH24:MI') as at, gave_up_reason as reason
          from alert_webhook_deliveries order by payload`,
    );
    expect(after).toEqual([
      { payload: 'delivered', at: null, reason: null },
      { payload: 'exhausted', at: '10:00', reason: 'retries_exhausted' },
      { payload: 'lapsed', at: '11:00', reason: 'plan_lapsed' },
      { payload: 'pending', at: null, reason: null },
      { payload: 'unreadable', at: '09:00', reason: 'secret_unreadable' },
    ]);
  });
});

describe.each(databaseTargets)('the portfolio transactions migration on $name', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.openEmpty();
    await migrateThrough(database, '0022_search_words_lock_order');
  });
  afterAll(async () => {
    await database.close();
  });

  test('every lot becomes a buy of its owner’s one portfolio with the same id, figures, date and note; nothing else changes', async () => {
    const users = await queryRows<{ id: string; email: string }>(
      database.db,
      sql`insert into users (email, first_name, last_name, password_hash)
          values ('ada@example.test', 'Ada', 'L', 'x'), ('bob@example.test', 'Bob', 'K', 'x'),
                 ('cy@example.test', 'Cy', 'N', 'x')
          returning id, email`,
    );
    const id = (email: string) => users.find((u) => u.email === email)!.id;
    const lots = [
      ['ada@example.test', 1, 'BTC', '0.123456789012345678', '64123.45', '2024-03-01T10:00:00Z', 'first buy'],
      ['ada@example.test', 1, 'BTC', '1', '0.000000000000000001', '2024-05-01T00:00:00Z', null],
      [
        'ada@example.test',
        1027,
        'ETH',
        '12345678901234567890.5',
        '3000',
        '2025-01-01T00:00:00Z',
        'a "quoted" note',
      ],
      ['bob@example.test', 5426, 'SOL', '10', '150', '2025-06-30T23:59:59Z', null],
    ] as const;
    for (const [email, coin, symbol, quantity, price, date, notes] of lots) {
      await database.db.execute(
        sql`insert into portfolio_positions
              (user_id, coin_id, symbol, name, image_url, quantity, purchase_price, purchase_date, notes,
               created_at, updated_at)
            values (${id(email)}, ${coin}, ${symbol}, ${symbol + ' coin'}, ${'https://img.example/' + symbol}, ${quantity},
              ${price}, ${date}, ${notes}, '2025-07-01T00:00:00Z', '2025-07-02T00:00:00Z')`,
      );
    }
    const before = await queryRows<Record<string, string | number | null>>(
      database.db,
      sql`select id, user_id, coin_id, symbol, name, image_url, quantity::text, purchase_price::text as price,
                 purchase_date as at, notes as note, created_at, updated_at
          from portfolio_positions order by id`,
    );

    await database.migrate();

    const after = await queryRows<Record<string, string | number | null>>(
      database.db,
      sql`select id, user_id, coin_id, symbol, name, image_url, quantity::text, price::text as price, at, note,
                 created_at, updated_at
          from portfolio_transactions order by id`,
    );
    expect(after).toEqual(before);
    const kinds = await queryRows<{ type: string; fee: string | null; n: number }>(
      database.db,
      sql`select type, fee, count(*)::int as n from portfolio_transactions group by type, fee`,
    );
    expect(kinds).toEqual([{ type: 'buy', fee: null, n: 4 }]);
    // One portfolio each for Ada and Bob, holding exactly their own lots; Cy had none and has none.
    const owners = await queryRows<{ email: string; name: string; lots: number; own: boolean }>(
      database.db,
      sql`select u.email, p.name, count(t.id)::int as lots, bool_and(t.user_id = p.user_id) as own
          from portfolios p join users u on u.id = p.user_id join portfolio_transactions t on t.portfolio_id = p.id
          group by u.email, p.name order by u.email`,
    );
    expect(owners).toEqual([
      { email: 'ada@example.test', name: 'My portfolio', lots: 3, own: true },
      { email: 'bob@example.test', name: 'My portfolio', lots: 1, own: true },
    ]);
    const tables = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from information_schema.tables where table_name = 'portfolio_positions'`,
    );
    expect(tables[0]!.n).toBe(0);
  });
});
