import { describe, expect, test } from 'vitest';
import { ACTIVITY_STORAGE_KEY, createActivityLog, SYNC_DISABLED_KEY } from './activity-log';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

function setup() {
  let now = Date.parse('2026-03-01T10:00:00Z');
  let n = 0;
  const local = memoryStorage();
  const session = memoryStorage();
  const log = createActivityLog({ local, session, clock: () => (now += 1000), newId: () => `a${++n}` });
  return { log, local, session };
}

describe('the browser activity log', () => {
  test('[ACT-001] [ACT-002] [ACT-028] an entry has id, type, description, metadata with its action, timestamp and userId', async () => {
    const { log } = setup();
    const entry = await log.record({
      type: 'watchlist_add',
      description: 'Added Bitcoin to watchlist',
      metadata: { coinSymbol: 'BTC', coinName: 'Bitcoin', price: 64000 },
      userId: 'u1',
    });
    expect(entry).toEqual({
      id: 'a1',
      type: 'watchlist_add',
      description: 'Added Bitcoin to watchlist',
      metadata: { action: 'add', coinSymbol: 'BTC', coinName: 'Bitcoin', price: 64000 },
      timestamp: '2026-03-01T10:00:01.000Z',
      userId: 'u1',
    });
  });

  test('[ACT-003] [ACT-004] [ACT-005] newest first, at most 50, kept in local storage under user_activities', async () => {
    const { log, local } = setup();
    for (let i = 1; i <= 55; i++)
      await log.record({ type: 'page_view', description: `Page ${i}`, userId: null });
    const list = log.list();
    expect(list).toHaveLength(50);
    expect(list[0]!.description).toBe('Page 55');
    expect(list.at(-1)!.description).toBe('Page 6');
    // A reload reads the same list back from storage.
    const reloaded = createActivityLog({ local, session: memoryStorage() });
    expect(reloaded.list().map((a) => a.description)).toEqual(list.map((a) => a.description));
    expect(JSON.parse(local.getItem(ACTIVITY_STORAGE_KEY)!)).toHaveLength(50);
  });

  test('[ACT-006] [ACT-009] signed in, each entry is sent with the server field names', async () => {
    const { log } = setup();
    const sent: unknown[] = [];
    await log.record(
      {
        type: 'price_check',
        description: 'Checked Ether price',
        metadata: {
          coinSymbol: 'ETH',
          coinName: 'Ethereum',
          coinId: 1027,
          price: '3120.5',
          path: '/coin/eth',
        },
        userId: 'u1',
      },
      async (input) => (sent.push(input), true),
    );
    expect(sent).toEqual([
      expect.objectContaining({
        activityType: 'price_check',
        description: 'Checked Ether price',
        coinSymbol: 'ETH',
        coinName: 'Ethereum',
        coinId: '1027',
        priceUsd: '3120.5',
        pagePath: '/coin/eth',
        metadata: { action: 'view' },
      }),
    ]);
  });

  test('[ACT-008] after one failed send, sending stops for the browser session while the local log goes on', async () => {
    const { log, session } = setup();
    let attempts = 0;
    const failing = async () => {
      attempts++;
      return false;
    };
    await log.record({ type: 'page_view', description: 'One', userId: 'u1' }, failing);
    await log.record({ type: 'page_view', description: 'Two', userId: 'u1' }, failing);
    expect(attempts).toBe(1);
    expect(session.getItem(SYNC_DISABLED_KEY)).toBe('1');
    expect(log.list().map((a) => a.description)).toEqual(['Two', 'One']);
  });

  test("signing in as someone else drops the previous user's entries and gives syncing a new chance", async () => {
    const { log, session } = setup();
    await log.record({ type: 'page_view', description: 'Mine', userId: 'u1' }, async () => false);
    await log.record({ type: 'page_view', description: 'Anonymous', userId: null });
    expect(log.syncEnabled()).toBe(false);
    log.switchUser('u2');
    expect(log.list().map((a) => a.description)).toEqual([]);
    expect(session.getItem(SYNC_DISABLED_KEY)).toBe('0');
    expect(log.syncEnabled()).toBe(true);
  });
});
