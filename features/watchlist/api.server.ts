// /api/crypto-watchlist: the caller's watchlist. GET lists it, POST adds a coin, DELETE /{coinId} removes one.
import { Hono } from 'hono';
import { validated } from '../../platform/validation.server';
import { requireUser, type AuthEnv, type AuthService } from '../auth/server';
import { addWatchlistInput, coinIdParam } from './schemas';
import type { WatchlistService } from './service.server';

export function watchlistApi(deps: { auth: AuthService; watchlist: WatchlistService }) {
  const { watchlist } = deps;
  return new Hono<AuthEnv>()
    .use(requireUser(deps.auth))
    .get('/', async (c) => c.json({ success: true, data: await watchlist.list(c.get('principal').user.id) }))
    .post('/', validated('json', addWatchlistInput), async (c) => {
      const { item, created } = await watchlist.add(c.get('principal').user.id, c.req.valid('json'));
      return c.json({ success: true, data: item }, created ? 201 : 200);
    })
    .delete('/:coinId', validated('param', coinIdParam), async (c) => {
      const item = await watchlist.remove(c.get('principal').user.id, c.req.valid('param').coinId);
      return c.json({ success: true, data: item });
    });
}
