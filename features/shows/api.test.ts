import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runSeeds } from '../../db/seed/index.server';
import type { Database } from '../../platform/db.server';
import { createApp } from '../../server/app';
import { newSignedInUser, type SignedIn } from '../../tests/auth';
import { oneDatabaseTarget } from '../../tests/databases';
import { createTestServices } from '../../tests/services';
import { showsSeed } from './seed.server';
import { FLAGSHIP_SHOWS } from './programming';
import { easternTime, type Weekday } from './schedule';
import { recentEpisodes } from './service.server';

describe.each(oneDatabaseTarget)('episode videos on $name', (target) => {
  let database: Database;
  let services: ReturnType<typeof createTestServices>;
  let app: ReturnType<typeof createApp>;
  let admin: SignedIn;
  let reader: SignedIn;

  const publish = (id: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(`/api/admin/episodes/${id}/video`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    database = await target.open();
    services = createTestServices(database);
    app = createApp(services);
    await runSeeds(database.db, [showsSeed(services.clock)]);
    admin = await newSignedInUser(app, database.db, { role: 'admin' });
    reader = await newSignedInUser(app, database.db);
  });
  afterAll(() => database.close());

  test('the first episodes are seeded newest first, none published yet', async () => {
    const episodes = await recentEpisodes(database.db, services.clock());
    expect(episodes).toHaveLength(12);
    expect(episodes.map((e) => e.date)).toEqual([...episodes.map((e) => e.date)].sort().reverse());
    expect(episodes.every((e) => e.youtubeId === null)).toBe(true);
    // Each aired in its show's own slot: a weekday, at the show's start in Eastern time, and before now.
    for (const episode of episodes) {
      const { slot } = FLAGSHIP_SHOWS.find((s) => s.id === episode.show)!;
      const aired = Date.parse(episode.date);
      expect({ id: episode.id, at: easternTime(aired) }).toEqual({
        id: episode.id,
        at: { day: expect.toSatisfy((d: number) => slot.days.includes(d as Weekday)), minute: slot.start },
      });
      expect(aired).toBeLessThan(services.clock());
    }
  });

  test('an admin publishes and withdraws an episode’s video; others are refused; a bad id or unknown episode is named', async () => {
    expect((await publish('cmo-156', { youtubeId: 'Bcst0000001' })).status).toBe(401);
    expect((await publish('cmo-156', { youtubeId: 'Bcst0000001' }, reader.bearer)).status).toBe(403);
    const bad = await publish('cmo-156', { youtubeId: 'https://youtu.be/x' }, admin.bearer);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe(
      'youtubeId must be an 11-character YouTube video id',
    );
    expect((await publish('no-such-episode', { youtubeId: 'Bcst0000001' }, admin.bearer)).status).toBe(404);
    expect((await publish('cmo-156', { youtubeId: 'Bcst0000001' }, admin.bearer)).status).toBe(200);
    let episodes = await recentEpisodes(database.db, services.clock());
    expect(episodes.find((e) => e.id === 'cmo-156')!.youtubeId).toBe('Bcst0000001');
    expect((await publish('cmo-156', { youtubeId: null }, admin.bearer)).status).toBe(200);
    episodes = await recentEpisodes(database.db, services.clock());
    expect(episodes.find((e) => e.id === 'cmo-156')!.youtubeId).toBeNull();
  });
});
