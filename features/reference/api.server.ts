// /api/crypto-reference/*: every answer is { success, data, error } with the spec's messages. Handlers throw the
// typed errors of lib/errors.ts: a bad parameter is a 400 naming it, a failing operation a 500 with its own text.
import { Hono, type Context } from 'hono';
import { AppError, NotFoundError, OperationFailedError, ValidationError } from '../../lib/errors';
import { commaList, validated } from '../../platform/validation.server';
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

/** Fields every error answer of this API carries besides success and error (the app's onError adds them). */
export const REFERENCE_ERROR_FIELDS = { data: null } as const;

/** Runs an operation; anything but a typed error becomes the operation's own failure text. */
async function failingAs<T>(message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw err instanceof AppError ? err : new OperationFailedError(message, { cause: err });
  }
}

function ok(c: Context, ttlMs: number, data: unknown, extra: object = {}) {
  c.header('Cache-Control', ttlMs > 0 ? `public, max-age=${ttlMs / 1000}` : 'no-store');
  return c.json({ success: true, data, error: null, ...extra });
}

export function referenceApi(deps: { reference: ReferenceService }) {
  const { reference } = deps;
  return new Hono()
    .get('/search', validated('query', searchInput), async (c) => {
      const input = c.req.valid('query');
      if (input.q.length < 2) throw new ValidationError(M.queryTooShort);
      const results = await failingAs(M.search, () => reference.search(input));
      return ok(c, REFERENCE_TTL_MS, results, { results });
    })
    .get('/lookup', validated('query', lookupInput), async (c) => {
      const input = c.req.valid('query');
      if (!input.id && !input.symbol && !input.slug) throw new ValidationError(M.lookupNeedsKey);
      const coin = await failingAs(M.lookup, () => reference.lookup(input));
      if (!coin) throw new NotFoundError(M.notFound);
      return ok(c, REFERENCE_TTL_MS, coin);
    })
    .get('/top', validated('query', topInput), async (c) =>
      ok(c, REFERENCE_TTL_MS, await failingAs(M.top, () => reference.top(c.req.valid('query')))),
    )
    .get('/list', validated('query', listInput), async (c) => {
      const page = await failingAs(M.list, () => reference.list(c.req.valid('query')));
      return ok(c, REFERENCE_TTL_MS, page.items, { pagination: page.pagination });
    })
    .get('/categories', async (c) =>
      ok(c, REFERENCE_LISTS_TTL_MS, await failingAs(M.categories, () => reference.categories())),
    )
    .get('/platforms', async (c) =>
      ok(c, REFERENCE_LISTS_TTL_MS, await failingAs(M.platforms, () => reference.platforms())),
    )
    .get('/status', async (c) => ok(c, 0, await failingAs(M.status, () => reference.status())))
    .post('/sync-map', async (c) => ok(c, 0, await failingAs(M.syncMap, () => reference.syncMap())))
    .post('/sync-info', validated('query', syncInfoInput), async (c) => {
      const { ids, symbols } = c.req.valid('query');
      const input = { ids: commaList(ids).map(Number), symbols: commaList(symbols) };
      if (input.ids.length === 0 && input.symbols.length === 0) throw new ValidationError(M.symbolsRequired);
      return ok(c, 0, await failingAs(M.syncInfo, () => reference.syncInfo(input)));
    });
}
