// /api/crypto-reference/*: every answer is { success, data, error } with the spec's messages.
import { zValidator } from '@hono/zod-validator';
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import type { Logger } from '../../platform/logger.server';
import {
  listInput,
  lookupInput,
  REFERENCE_LISTS_TTL_MS,
  REFERENCE_MESSAGES as M,
  REFERENCE_TTL_MS,
  searchInput,
  syncInfoInput,
  topInput,
} from './schemas';
import type { ReferenceService } from './service.server';

const fail = (c: Context, error: string, status: 400 | 404 | 500 | 502) =>
  c.json({ success: false, data: null, error }, status);

/** Query validation answering the reference service's shape. */
const query = <S extends z.ZodType>(schema: S, message: string) =>
  zValidator('query', schema, (result, c) => (result.success ? undefined : fail(c, message, 400)));

export function referenceApi(deps: { reference: ReferenceService; logger: Logger }) {
  const { reference, logger } = deps;

  async function answer<T>(
    c: Context,
    failure: string,
    ttlMs: number,
    load: () => Promise<T>,
    extra?: (d: T) => object,
  ) {
    try {
      const data = await load();
      c.header('Cache-Control', ttlMs > 0 ? `public, max-age=${ttlMs / 1000}` : 'no-store');
      return c.json({ success: true, data, error: null, ...extra?.(data) });
    } catch (err) {
      logger.error({ err, path: c.req.path }, failure);
      return fail(c, failure, 500);
    }
  }

  return new Hono()
    .get('/search', query(searchInput, M.search), (c) => {
      const input = c.req.valid('query');
      if (input.q.length < 2) return fail(c, M.queryTooShort, 400);
      return answer(
        c,
        M.search,
        REFERENCE_TTL_MS,
        () => reference.search(input),
        (results) => ({ results }),
      );
    })
    .get('/lookup', query(lookupInput, M.lookupNeedsKey), async (c) => {
      const input = c.req.valid('query');
      if (!input.id && !input.symbol && !input.slug) return fail(c, M.lookupNeedsKey, 400);
      try {
        const coin = await reference.lookup(input);
        if (!coin) return fail(c, M.notFound, 404);
        c.header('Cache-Control', `public, max-age=${REFERENCE_TTL_MS / 1000}`);
        return c.json({ success: true, data: coin, error: null });
      } catch (err) {
        logger.error({ err }, M.lookup);
        return fail(c, M.lookup, 500);
      }
    })
    .get('/top', query(topInput, M.top), (c) =>
      answer(c, M.top, REFERENCE_TTL_MS, () => reference.top(c.req.valid('query'))),
    )
    .get('/list', query(listInput, M.list), (c) =>
      answer(
        c,
        M.list,
        REFERENCE_TTL_MS,
        () => reference.list(c.req.valid('query')),
        (d) => ({ data: d.items, pagination: d.pagination }),
      ),
    )
    .get('/categories', (c) => answer(c, M.categories, REFERENCE_LISTS_TTL_MS, () => reference.categories()))
    .get('/platforms', (c) => answer(c, M.platforms, REFERENCE_LISTS_TTL_MS, () => reference.platforms()))
    .get('/status', (c) => answer(c, M.status, 0, () => reference.status()))
    .post('/sync-map', (c) => answer(c, M.syncMap, 0, () => reference.syncMap()))
    .post('/sync-info', query(syncInfoInput, M.syncInfo), (c) => {
      const { ids, symbols } = c.req.valid('query');
      const idList = (ids ?? '')
        .split(',')
        .map((s) => Number(s.trim()))
        .filter((n) => Number.isInteger(n) && n > 0);
      const symbolList = (symbols ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter((s) => /^[A-Za-z0-9$.-]{1,20}$/.test(s));
      if (idList.length === 0 && symbolList.length === 0) return fail(c, M.symbolsRequired, 400);
      return answer(c, M.syncInfo, 0, () => reference.syncInfo({ ids: idList, symbols: symbolList }));
    });
}
