// /api/dashboard/portfolio: the signed-in user's lots (GET, POST, PUT ?id=, DELETE ?id=), all their transactions
// (the same four under /transactions), their summary, and the CSV export and import; never anyone else's (another
// user's id answers 404).
import { Hono } from 'hono';
import { validated } from '../../platform/validation.server';
import { requireUser, type AuthEnv, type AuthService } from '../auth/server';
import {
  importModeQuery,
  PORTFOLIO_MESSAGES,
  positionIdQuery,
  positionInputSchema,
  transactionInputSchema,
} from './schemas';
import type { PortfolioService } from './service.server';

export function portfolioApi(deps: { auth: AuthService; portfolio: PortfolioService; clock: () => number }) {
  const { portfolio } = deps;
  const body = validated('json', positionInputSchema(deps.clock));
  const id = validated('query', positionIdQuery);
  const transaction = validated('json', transactionInputSchema(deps.clock));
  return (
    new Hono<AuthEnv>()
      .use(requireUser(deps.auth))
      .get('/', async (c) => {
        return c.json({ success: true, data: await portfolio.list(c.get('principal').user.id) });
      })
      .post('/', body, async (c) => {
        const data = await portfolio.add(c.get('principal').user.id, c.req.valid('json'));
        return c.json({ success: true, data }, 201);
      })
      .put('/', id, body, async (c) => {
        const data = await portfolio.update(
          c.get('principal').user.id,
          c.req.valid('query').id,
          c.req.valid('json'),
        );
        return c.json({ success: true, data });
      })
      .delete('/', id, async (c) => {
        const data = await portfolio.remove(c.get('principal').user.id, c.req.valid('query').id);
        return c.json({ success: true, data });
      })
      .get('/transactions', async (c) => {
        return c.json({ success: true, data: await portfolio.transactions(c.get('principal').user.id) });
      })
      .post('/transactions', transaction, async (c) => {
        const data = await portfolio.addTransaction(c.get('principal').user.id, c.req.valid('json'));
        return c.json({ success: true, data }, 201);
      })
      .put('/transactions', id, transaction, async (c) => {
        const data = await portfolio.updateTransaction(
          c.get('principal').user.id,
          c.req.valid('query').id,
          c.req.valid('json'),
        );
        return c.json({ success: true, data });
      })
      .delete('/transactions', id, async (c) => {
        const data = await portfolio.removeTransaction(c.get('principal').user.id, c.req.valid('query').id);
        return c.json({ success: true, data });
      })
      .get('/summary', async (c) => {
        return c.json({ success: true, data: await portfolio.summary(c.get('principal').user.id) });
      })
      .get('/export', async (c) => {
        const { fileName, csv } = await portfolio.exportCsv(c.get('principal').user.id);
        return c.body(csv, 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${fileName}"`,
          'Cache-Control': 'private, no-store',
        });
      })
      // The file's text as the body (text/csv), capped by server/body-limits.ts; ?mode=add|replace.
      .post('/import', validated('query', importModeQuery), async (c) => {
        const result = await portfolio.importCsv(
          c.get('principal').user.id,
          await c.req.text(),
          c.req.valid('query').mode,
        );
        if ('errors' in result) {
          return c.json(
            {
              success: false,
              error: PORTFOLIO_MESSAGES.importRowsInvalid(result.errors.length),
              errors: result.errors,
            },
            422,
          );
        }
        return c.json({ success: true, data: result }, 201);
      })
  );
}
