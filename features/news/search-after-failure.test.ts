// The news search is a named prepared statement. On the embedded database the pool replaces its connection after
// any failed query (pg-pool discards a client released with an error) while PGlite keeps its one session: the new
// connection must not find the old one's statements there, or every search fails until a restart.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db.server';
import { createApp } from '../../server/app';
import { databaseTargets } from '../../tests/databases';
import { createTestServices } from '../../tests/services';

let database: Database;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  database = await databaseTargets[0]!.open();
  app = createApp(createTestServices(database));
});
afterAll(() => database.close());

test('on the embedded database, a failed query does not break the searches after it', async () => {
  expect(database.kind).toBe('pglite');
  expect((await app.request('/api/crypto-news/list?search=alpha')).status).toBe(200);
  // A value PostgreSQL refuses when it binds the parameter, as a far-off time once did.
  await expect(database.db.execute(sql`select ${'+033658-09-27T01:46:39Z'}::timestamptz`)).rejects.toThrow();
  for (const words of ['delta', 'epsilon']) {
    const res = await app.request(`/api/crypto-news/list?search=${words}`);
    expect(res.status, await res.clone().text()).toBe(200);
  }
  // Nor is the session left inside a transaction a dropped connection opened.
  expect((await app.request('/api/crypto-news/list?search=zeta')).status).toBe(200);
});
