import { afterAll, beforeAll, expect, test } from 'vitest';
import { seedRow } from '../../features/news/seed/row.server';
import type { SeedArticle } from '../../features/news/seed/types';
import type { Database } from '../../platform/db.server';
import { oneDatabaseTarget } from '../../tests/databases';
import { createTestServices } from '../../tests/services';
import { loader } from './home';

let database: Database;
let services: ReturnType<typeof createTestServices>;

const story = (type: SeedArticle['type'], i: number): SeedArticle => ({
  slug: `${type}-${i}`,
  type,
  title: `${type} ${i}`,
  description: 'Summary.',
  category: 'Bitcoin',
  tags: [],
  source: 'Blockcast Newsroom',
  hoursAgo: i + 1,
  views: i,
  body: 'Text.',
});

beforeAll(async () => {
  database = await oneDatabaseTarget[0]!.open();
  services = createTestServices(database);
  const rows = [];
  for (let i = 0; i < 130; i++) rows.push(story('news', i), story('press_release', i));
  await services.news.insertMany(rows.map((a) => seedRow(a, services.clock())));
});
afterAll(() => database.close());

test('[NEWS-030] the home page loads the newest 120 news and the newest 120 press releases', async () => {
  const data = loader({ context: { services } } as unknown as Parameters<typeof loader>[0]);
  const { news, press } = await data.lists;
  expect(news).toHaveLength(120);
  expect(press).toHaveLength(120);
  expect(news[0]!.title).toBe('news 0');
  expect(news.at(-1)!.title).toBe('news 119');
  expect(press.every((a) => a.type === 'press_release')).toBe(true);
});
